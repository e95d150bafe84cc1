// Headless list controller (react-admin's useListController): URL-synced page, page size,
// filters and query words -> the list call's arguments -> the checked reply, resolved columns
// and filter items. No JSX; DataList and FilterBar render what it returns.
import { useMemo } from 'react';
import { filterSets } from '../filters/registry';
import { enabledFilterNames, mergeFilterItems } from '../filters/mergeFilterItems';
import type { FilterEntry, FilterItem, FilterSetDef } from '../filters/types';
import { useListEngine } from './api/context';
import { errorMessage, extraQuery, locateList } from './api/locateList';
import { companionPath } from './api/resolveEndpoint';
import type { CallArg } from './api/listEndpoints';
import type { ListResponse, Paginator } from './response/types';
import { listRequestQuery, type ListParams } from './state/listParams';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './state/pageSize';
import { resolveColumns } from './state/resolveColumns';
import { useListUrlState } from './state/useListUrlState';
import type { ColumnDef, ListDef, Row } from './types';

export interface ListControllerOptions {
  /** Values of path parameters of the list call ({m}, {merchant}, ...). */
  pathParams?: Record<string, string | number | undefined>;
  /** Extra query parameters of the list call and its companions (e.g. the selected merchant). */
  params?: Record<string, string | number | undefined>;
  /** Filter set to use instead of the one the list names. */
  filterSet?: FilterSetDef;
  /** Skip the call (e.g. until a merchant is chosen). */
  skip?: boolean;
}

export interface ListController {
  def: ListDef;
  call: string;
  /** Path of the list call; settings/, fields/, export/ hang below it. */
  path: string;
  /** URL of a companion call (settings/, fields/, export/) with the extra params. */
  companionUrl(companion: 'settings' | 'fields' | 'export'): string;
  request: CallArg;
  page: number;
  limit: number;
  pageSizes: readonly number[];
  filters: FilterEntry[];
  q: string;
  sort: string;
  setPage(page: number): void;
  setLimit(limit: number): void;
  setFilters(filters: FilterEntry[]): void;
  setQuery(q: string): void;
  setSort(sort: string): void;
  apply(next: Partial<ListParams>): void;
  response?: ListResponse;
  rows: Row[];
  columns: ColumnDef[];
  filterItems: FilterItem[];
  enabledFilters: string[];
  paginator: Paginator;
  isLoading: boolean;
  isFetching: boolean;
  error: string | null;
  refetch(): void;
}

export function useListController(def: ListDef, options: ListControllerOptions = {}): ListController {
  const { api, resolveEndpoint } = useListEngine();
  const pageSizes = def.pageSizes ?? PAGE_SIZES;
  const url = useListUrlState(def.id, pageSizes, def.defaultPageSize ?? DEFAULT_PAGE_SIZE);
  const { params } = url;
  const { path, tags, problem } = locateList(resolveEndpoint, def.endpoint, options.pathParams);
  const extra = extraQuery(options.params);
  const request = useMemo<CallArg>(
    () => ({ call: def.endpoint, url: `${path}?${listRequestQuery(params)}${extra && `&${extra}`}`, tags }),
    [def.endpoint, path, params, tags, extra],
  );
  const result = api.useEngineListQuery(request, { skip: options.skip || Boolean(problem) });
  const response = result.currentData ?? result.data;
  const filterSet = options.filterSet ?? (def.filters ? filterSets.find(def.filters) : undefined);

  return {
    def,
    call: def.endpoint,
    path,
    companionUrl: (c) => `${companionPath(path, c)}${extra && `?${extra}`}`,
    request,
    ...params,
    pageSizes,
    setPage: url.setPage,
    setLimit: url.setLimit,
    setFilters: url.setFilters,
    setQuery: url.setQuery,
    setSort: url.setSort,
    apply: url.apply,
    response,
    rows: response?.data ?? [],
    columns: resolveColumns(def.columns, response),
    filterItems: mergeFilterItems(filterSet, response?.filters),
    enabledFilters: enabledFilterNames(filterSet, response?.enabled_filters),
    paginator: response?.paginator ?? { page: params.page, pages: 1, limit: params.limit },
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    error: problem ?? errorMessage(result.error),
    refetch: () => void result.refetch(),
  };
}
