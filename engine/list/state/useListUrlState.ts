// List state kept in the URL search params (shareable, survives reload), with the page size
// remembered in localStorage per list when the URL carries none.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterEntry } from '../../core/filters/types';
import { readListParams, writeListParams, type ListParams } from './listParams';
import { readPageSize, rememberPageSize } from './pageSize';

export interface ListUrlState {
  params: ListParams & { limit: number };
  setPage(page: number): void;
  setLimit(limit: number): void;
  setFilters(filters: FilterEntry[]): void;
  setQuery(q: string): void;
  setSort(sort: string): void;
  /** Apply several parts at once (saved views). */
  apply(next: Partial<ListParams>): void;
}

export function useListUrlState(
  listId: string,
  pageSizes: readonly number[],
  defaultSize: number,
): ListUrlState {
  const [search, setSearch] = useSearchParams();
  const raw = useMemo(() => readListParams(search), [search]);
  const limit =
    raw.limit && pageSizes.includes(raw.limit) ? raw.limit : readPageSize(listId, pageSizes, defaultSize);
  const params = useMemo(() => ({ ...raw, limit }), [raw, limit]);

  const apply = useCallback(
    (next: Partial<ListParams>) => {
      if (next.limit) rememberPageSize(listId, next.limit);
      setSearch((prev) => writeListParams(prev, { ...readListParams(prev), ...next }), { replace: false });
    },
    [listId, setSearch],
  );

  return useMemo(
    () => ({
      params,
      apply,
      setPage: (page) => apply({ page }),
      setLimit: (l) => apply({ limit: l, page: 1 }),
      setFilters: (filters) => apply({ filters, page: 1 }),
      setQuery: (q) => apply({ q, page: 1 }),
      setSort: (sort) => apply({ sort, page: 1 }),
    }),
    [params, apply],
  );
}
