// The list call's arguments (spec 000 s.3 and s.9): page from 1, limit one of the list's page
// sizes, s/m/v filter entries (aligned repeated parameters, or the JSON `filters` form of spec
// 002), query_words (also accepted as q), sort ("field" / "-field", a sortable column of the list
// file) and an optional keyset cursor.
import { readFilters } from '../../engine/core/filters/smv.ts';
import { badRequest } from '../http/errors.ts';
import type { FieldSql, FilterEntry, ListDefinition } from './types.ts';

export interface ListQuery {
  page: number;
  limit: number;
  filters: FilterEntry[];
  q: string;
  sort: { field: FieldSql; desc: boolean };
  cursor?: string;
}

export function checkLimit(def: ListDefinition, limit: number): number {
  if (!def.pageSizes.includes(limit)) throw badRequest(`limit must be one of ${def.pageSizes.join(', ')}`);
  return limit;
}

export function parseSort(def: ListDefinition, sort: string): ListQuery['sort'] {
  const text = sort || def.defaultSort;
  const name = text.replace(/^-/, '');
  const column = def.columns.find((c) => c.name === name && c.sortable);
  if (!column) throw badRequest(`Cannot sort by '${name}'`);
  return { field: column.field, desc: text.startsWith('-') };
}

export function checkFilters(raw: unknown): FilterEntry[] {
  if (raw === undefined || raw === null) return [];
  const ok = Array.isArray(raw) && raw.every((e) => e && typeof e === 'object' && typeof e.s === 'string');
  if (!ok) throw badRequest('filters must be a list of {s, m, v} entries');
  return (raw as FilterEntry[]).map((e) => ({ s: e.s, m: String(e.m ?? 'eq'), v: String(e.v ?? '') }));
}

/** Arguments of a GET list call, from its query string. */
export function readListQuery(def: ListDefinition, search: URLSearchParams, defaultLimit: number): ListQuery {
  const pageText = search.get('page') ?? '1';
  const page = Number(pageText);
  if (!/^\d+$/.test(pageText) || page < 1 || !Number.isSafeInteger(page)) throw badRequest('page must be a whole number from 1');
  const limitText = search.get('limit');
  const limit = checkLimit(def, limitText === null ? defaultLimit : Number(limitText));
  return {
    page,
    limit,
    filters: readFilters(search),
    q: (search.get('query_words') ?? search.get('q') ?? '').trim(),
    sort: parseSort(def, search.get('sort') ?? ''),
    cursor: search.get('cursor') || undefined,
  };
}
