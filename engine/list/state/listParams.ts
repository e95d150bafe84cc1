// The list state that lives in the URL: page, limit, filters (s/m/v), query words (q), sort.
import { readFilters, writeFilters } from '../../core/filters/smv';
import type { FilterEntry } from '../../core/filters/types';

export interface ListParams {
  page: number;
  /** Only when the URL carries one; else the remembered or default size applies. */
  limit?: number;
  filters: FilterEntry[];
  q: string;
  /** "field" ascending, "-field" descending, '' none. */
  sort: string;
}

export function readListParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  const limit = Number(search.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: Number.isInteger(limit) && limit >= 1 ? limit : undefined,
    filters: readFilters(search),
    q: search.get('q') ?? '',
    sort: search.get('sort') ?? '',
  };
}

export function writeListParams(search: URLSearchParams, p: ListParams): URLSearchParams {
  const next = writeFilters(search, p.filters);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('page', p.page > 1 ? String(p.page) : undefined);
  set('limit', p.limit ? String(p.limit) : undefined);
  set('q', p.q || undefined);
  set('sort', p.sort || undefined);
  return next;
}

/** Query string of the list call: page, limit, s/m/v entries, query_words, sort. */
export function listRequestQuery(p: Required<Pick<ListParams, 'page' | 'limit'>> & ListParams): string {
  const q = writeFilters(new URLSearchParams(), p.filters);
  q.set('page', String(p.page));
  q.set('limit', String(p.limit));
  if (p.q) q.set('query_words', p.q);
  if (p.sort) q.set('sort', p.sort);
  return q.toString();
}
