// The WHERE of a list call: the merchant scope (none for a user-scoped list: its FROM scopes it), the
// tab's preset (or its path preset on the call's path parameters), the filters and the search words.
import { sql, type RawBuilder } from 'kysely';
import { notFound } from '../http/errors.ts';
import { filterCondition } from './filter-sql.ts';
import type { FilterEntry, ListRoute } from './types.ts';

/** The values of the path parameters the route's path preset reads ({} without one). */
export function pathValues(route: ListRoute, params: unknown): Record<string, string> {
  const given = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return Object.fromEntries((route.pathPreset?.params ?? []).map((p) => [p, String(given[p] ?? '')]));
}

export function listConditions(route: ListRoute, merchantId: number | null, filters: FilterEntry[], words: string,
  path: Readonly<Record<string, string>> = {}): RawBuilder<unknown>[] {
  const search = words ? route.def.fulltext(words) : null;
  const fromPath = route.pathPreset ? route.pathPreset.sql(path) : undefined;
  // A value no row can have (a type not offered, not an id): the address names nothing.
  if (fromPath === null) throw notFound();
  return [
    ...(merchantId === null ? [] : [sql`t.merchant_id = ${merchantId}`]),
    ...(route.preset ? [route.preset] : []),
    ...(fromPath ? [fromPath] : []),
    ...filters.map((f) => filterCondition(route.def, f)),
    ...(search ? [search] : []),
  ];
}
