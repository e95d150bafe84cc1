// Which list pages keep PostgreSQL's generic plan (GENERIC_MARK, server/db/prepared.ts): only those
// whose conditions are bounds of the sort column; a pattern, another column or search words keep
// custom plans (a LIKE $n cannot use the order id prefix index in a generic plan).
import { describe, expect, it } from 'vitest';
import { loadListRoutes } from '../../../server/lists/load-definitions.ts';
import { readListQuery } from '../../../server/lists/list-query.ts';
import { boundsOfSortOnly } from '../../../server/lists/read-page.ts';
import { listSources } from '../../../server/lists/sources.ts';

describe('generic plan choice of the page query', () => {
  const route = loadListRoutes(listSources).find((r) => r.path === '/merchant/transactions/payments/');
  const def = route!.def;
  const generic = (query: string) => boundsOfSortOnly(def, readListQuery(def, new URLSearchParams(query), def.defaultPageSize));

  it.each([
    ['', true],
    ['s=created&m=range&v=2026-01-01,2026-02-01', true],
    ['s=created&m=gte&v=2026-01-01&sort=created', true],
    ['s=created&m=range&v=2026-01-01,2026-02-01&s=status&m=eq&v=success', false],
    ['s=order_id&m=startswith&v=ORD', false],
    ['sort=order_id&s=order_id&m=startswith&v=ORD', false],
    ['s=created&m=range&v=2026-01-01,2026-02-01&sort=-amount', false],
    ['q=ORD-1', false],
  ])('%j: %s', (query, expected) => {
    expect(generic(query)).toBe(expected);
  });
});
