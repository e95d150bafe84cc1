// Headless list controller (react-admin's useListController): URL-synced page, page size,
// filters and query words -> the list call's arguments -> the checked reply, resolved columns
// and filter items. No JSX; DataList and FilterBar render what it returns. A step to the next or
// previous page also sends the reply's keyset cursor (cursorPaging.ts), never put in the URL.
// Columns and filters come from the list and filter-set files (the server reads the same files).
import { useCallback, useMemo, useState } from 'react';
import { holds } from '../modal/conditions';
import { filterSets } from '../filters/registry';
import type { FilterEntry, FilterItem, FilterSetDef } from '../core/filters/types';
import { listApi, type CallArg } from './api/listEndpoints';
import { companionPath, errorMessage, extraQuery, locateList } from './api/locateList';
import { cursorToward, withCursor, type CursorPaginator, type PendingCursor } from './cursorPaging';
import type { ListResponse } from './response/types';
import { listRequestQuery } from './state/listParams';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../core/list/pageSizes';
import { resolveColumns } from './state/resolveColumns';
import { useListUrlState, type ListUrlState } from './state/useListUrlState';
import type { ColumnDef, ListDef, Row } from '../core/list/types';

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

/** The list's state and the URL setters of useListUrlState (page, limit, filters, query, sort, apply). */
export interface ListController extends Omit<ListUrlState, 'params'> {
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
  response?: ListResponse;
  rows: Row[];
  columns: ColumnDef[];
  filterItems: FilterItem[];
  enabledFilters: string[];
  /** The reply's paginator; count_exact false: count and pages are lower bounds. */
  paginator: CursorPaginator;
  isLoading: boolean;
  isFetching: boolean;
  error: string | null;
  /** The reply's can_edit: actions with `requires: "edit"` show only when true. */
  canEdit: boolean;
  refetch(): void;
  /** The list call's own arguments (path parameters and extra params): the row a list action runs with. */
  args: Row;
}

const NO_ROWS: Row[] = [];

export function useListController(def: ListDef, options: ListControllerOptions = {}): ListController {
  const pageSizes = def.pageSizes ?? PAGE_SIZES;
  const url = useListUrlState(def.id, pageSizes, def.defaultPageSize ?? DEFAULT_PAGE_SIZE);
  const { params } = url;
  const { path, tags, problem } = locateList(def.endpoint, options.pathParams);
  const extra = extraQuery(options.params);
  const callUrl = useCallback(
    (page: number) => `${path}?${listRequestQuery({ ...params, page })}${extra && `&${extra}`}`,
    [path, params, extra],
  );
  // The cursor of the step to the adjacent page (never in the URL): it rides along with the page
  // number only on the call it was chosen for, so a jump, new filters or a reload page by number.
  const [pending, setPending] = useState<PendingCursor | null>(null);
  const request = useMemo<CallArg>(
    () => ({ call: def.endpoint, url: withCursor(callUrl(params.page), pending), tags }),
    [def.endpoint, callUrl, params.page, pending, tags],
  );
  // A list with `reload` (downloads: spec 002 s.4) re-reads itself while a shown row matches its condition.
  const [polling, setPolling] = useState(0);
  const result = listApi.useEngineListQuery(request, { skip: options.skip || Boolean(problem), pollingInterval: polling });
  const response = result.currentData ?? result.data;
  const reload = def.reload;
  const wanted = reload && response?.data.some((row) => holds(reload.while, row)) ? reload.intervalMs : 0;
  if (wanted !== polling) setPolling(wanted);
  const shown = result.currentData?.paginator as CursorPaginator | undefined;
  const { setPage: urlSetPage, setLimit, setFilters, setQuery, setSort, apply } = url;
  const setPage = useCallback(
    (page: number) => {
      const cursor = cursorToward(shown, page);
      setPending(cursor ? { url: callUrl(page), cursor } : null);
      urlSetPage(page);
    },
    [shown, callUrl, urlSetPage],
  );
  // Any other change of the list state drops the pending cursor.
  const setters = useMemo(() => {
    const fresh = <A extends unknown[]>(set: (...a: A) => void) => (...a: A) => {
      setPending(null);
      set(...a);
    };
    return {
      setLimit: fresh(setLimit), setFilters: fresh(setFilters), setQuery: fresh(setQuery),
      setSort: fresh(setSort), apply: fresh(apply),
    };
  }, [setLimit, setFilters, setQuery, setSort, apply]);
  const filterSet = options.filterSet ?? (def.filters ? filterSets.find(def.filters) : undefined);
  // Stable between pages: the same columns (and so the same cell renderers) while the user's
  // column choice is the same, so a page switch re-renders only the rows (DataTable is memoized).
  const chosen = response?.current?.chosen;
  const chosenFields = response?.current?.fields?.join('\n');
  const columns = useMemo(
    () => resolveColumns(def.columns, response),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns depend only on the choice, not on the rows
    [def.columns, chosen, chosenFields],
  );
  // Before the first reply, or for a call that returns all its rows: one page of what is shown.
  const unpagedCount = response && !response.paginator ? response.data.length : undefined;
  const fallbackPaginator = useMemo(
    () => (unpagedCount === undefined ? { page: params.page, pages: 1, limit: params.limit } : { page: 1, pages: 1, limit: params.limit, count: unpagedCount }),
    [params.page, params.limit, unpagedCount],
  );

  return {
    def,
    call: def.endpoint,
    path,
    companionUrl: (c) => `${companionPath(path, c)}${extra && `?${extra}`}`,
    request,
    ...params,
    pageSizes,
    setPage,
    ...setters,
    response,
    rows: response?.data ?? NO_ROWS,
    columns,
    // The filter-set file decides the filters; the reply only echoes the applied ones.
    filterItems: filterSet?.items ?? [],
    enabledFilters: filterSet?.enabled ?? [],
    paginator: response?.paginator ?? fallbackPaginator,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    error: problem ?? errorMessage(result.error),
    canEdit: response?.can_edit === true,
    refetch: () => void result.refetch(),
    args: { ...options.params, ...options.pathParams },
  };
}
