// The WHERE of a list call: the merchant scope (none for a user-scoped list: its FROM scopes it), the tab's preset, the filters and the search words.
import { sql, type RawBuilder } from 'kysely';
import { filterCondition } from './filter-sql.ts';
import type { FilterEntry, ListRoute } from './types.ts';

export function listConditions(route: ListRoute, merchantId: number | null, filters: FilterEntry[], words: string): RawBuilder<unknown>[] {
  const search = words ? route.def.fulltext(words) : null;
  return [
    ...(merchantId === null ? [] : [sql`t.merchant_id = ${merchantId}`]),
    ...(route.preset ? [route.preset] : []),
    ...filters.map((f) => filterCondition(route.def, f)),
    ...(search ? [search] : []),
  ];
}
