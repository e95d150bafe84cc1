// Keyset paging of the list service: cursor walks, stability while rows arrive, going back,
// ties on the sort key, cursors of another query, and the capped count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPayments } from '../../server/seed/payments.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { SETUP_MS, BASE, fixtureRow, insertFixtures, query, signIn } from './lists-fixtures.ts';

const PASSWORD = 'Paging-pass-1';
type Page = { data: Array<{ id: number; order_id: string }>; paginator: { page: number; pages: number; count: number; count_exact: boolean; next_cursor: string | null; prev_cursor: string | null } };

describe.each(BACKENDS)('list paging on %s', (backend) => {
  let t: TestApp;
  let c: Client;
  const ids = { walk: 0, ties: 0, big: 0 };
  const get = async (merchant: number, qs: string): Promise<Page> => {
    const res = await c.get(`/merchant/transactions/payments/?merchant=${merchant}&${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const walk = async (merchant: number, qs: string, from?: Page) => {
    const pages: Page[] = [];
    let page = from ?? (await get(merchant, qs));
    for (;;) {
      pages.push(page);
      if (!page.paginator.next_cursor) return pages;
      page = await get(merchant, `${qs}&cursor=${page.paginator.next_cursor}`);
    }
  };
  const orders = (pages: Page[]) => pages.flatMap((p) => p.data.map((r) => r.order_id));

  beforeAll(async () => {
    t = await startApp(backend);
    ids.walk = await createMerchant(t.db, 'Walk Shop');
    ids.ties = await createMerchant(t.db, 'Tie Shop');
    ids.big = await createMerchant(t.db, 'Big Shop');
    await insertFixtures(t.db, ids.walk, Array.from({ length: 23 }, (_, i) => fixtureRow(i + 1)));
    await insertFixtures(t.db, ids.ties, Array.from({ length: 12 }, (_, i) => ({ ...fixtureRow(i + 1), created_at: new Date(BASE) })));
    await insertPayments(t.db, [{ id: ids.big, currency: 'GEL', url: 'https://big.example' }], 10_050,
      { seed: 'paging', base: new Date(BASE), days: 30 });
    await createUser(t.db, { email: 'pager@lists.test', password: PASSWORD, merchants: Object.values(ids).map((id) => ({ id, level: 'read' as const })) });
    c = await signIn(t.client(), 'pager@lists.test', PASSWORD);
  }, SETUP_MS);
  afterAll(() => t.close());

  it('a cursor walk visits every row once, in order, with page numbers', async () => {
    const offset = await Promise.all([1, 2, 3, 4, 5].map((p) => get(ids.walk, `limit=5&page=${p}`)));
    const pages = await walk(ids.walk, 'limit=5');
    expect(pages.map((p) => p.paginator.page)).toEqual([1, 2, 3, 4, 5]);
    expect(orders(pages)).toEqual(orders(offset));
    expect(new Set(orders(pages)).size).toBe(23);
    expect(pages[4].data).toHaveLength(3);
    expect(pages.every((p) => p.paginator.pages === 5 && p.paginator.count === 23 && p.paginator.count_exact)).toBe(true);
  });

  it('stays stable while new payments arrive, unlike OFFSET', async () => {
    const first = await get(ids.walk, 'limit=5&sort=-created');
    const before = orders(await walk(ids.walk, 'limit=5&sort=-created', first));
    const second = await get(ids.walk, `limit=5&sort=-created&cursor=${first.paginator.next_cursor}`);
    const typedBefore = await get(ids.walk, 'limit=5&sort=-created&page=3');
    expect(typedBefore.data.map((r) => r.order_id)).toEqual(before.slice(10, 15));
    await insertFixtures(t.db, ids.walk, [90, 91, 92].map((n) => ({ ...fixtureRow(n), created_at: new Date(BASE + 1000 * 3_600_000 + n) })));
    const rest = await walk(ids.walk, 'limit=5&sort=-created', await get(ids.walk, `limit=5&sort=-created&cursor=${second.paginator.next_cursor}`));
    expect([...first.data, ...second.data].map((r) => r.order_id).concat(orders(rest))).toEqual(before);
    // A typed page number opens by the page anchors read with the count (never OFFSET): while they
    // are cached (no write through the API, within LIST_COUNT_TTL_MS) page 3 is the page 3 walked
    // before, not OFFSET's page 3, which would now repeat rows that page 2 showed.
    const typed = await get(ids.walk, 'limit=5&sort=-created&page=3');
    expect(typed.data.map((r) => r.order_id)).toEqual(before.slice(10, 15));
    expect(typed.data.some((r) => second.data.some((s) => s.id === r.id))).toBe(false);
    await t.db.deleteFrom('payments').where('merchant_id', '=', ids.walk).where('order_id', 'in', ['ord-090', 'ord-091', 'ord-092']).execute();
  });

  it('prev_cursor goes back to the same rows; a cursor of another query is ignored', async () => {
    const pages = await walk(ids.walk, 'limit=5&sort=amount');
    const back = await get(ids.walk, `limit=5&sort=amount&cursor=${pages[3].paginator.prev_cursor}`);
    expect(back.paginator.page).toBe(3);
    expect(back.data).toEqual(pages[2].data);
    const top = await get(ids.walk, `limit=5&sort=amount&cursor=${pages[1].paginator.prev_cursor}`);
    expect(top).toMatchObject({ paginator: { page: 1, prev_cursor: null } });
    expect(top.data).toEqual(pages[0].data);
    // Same cursor with another filter or size: the page number decides (OFFSET).
    const other = await get(ids.walk, `${query([['status', 'eq', 'approved']])}&limit=5&sort=amount&page=1&cursor=${pages[1].paginator.next_cursor}`);
    expect(other.paginator.page).toBe(1);
    expect(other.data.map((r) => r.order_id)).toEqual(['ord-004', 'ord-008', 'ord-012', 'ord-016', 'ord-020']);
    expect((await get(ids.walk, `limit=10&page=2&cursor=${pages[1].paginator.next_cursor}`)).paginator.page).toBe(2);
  });

  it('rows with the same sort key are split by id without loss or repeat', async () => {
    const pages = await walk(ids.ties, 'limit=5');
    const seen = pages.flatMap((p) => p.data.map((r) => r.id));
    expect(seen).toHaveLength(12);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('counts exactly up to 10,000 rows, then says more and lets the walk go on', async () => {
    const first = await get(ids.big, 'limit=5');
    expect(first.paginator).toMatchObject({ page: 1, pages: 2000, count: 10_000, count_exact: false });
    const last = await get(ids.big, 'limit=5&page=2000');
    expect(last.paginator.pages).toBe(2001);
    const beyond = await get(ids.big, `limit=5&cursor=${last.paginator.next_cursor}`);
    expect(beyond.paginator).toMatchObject({ page: 2001, pages: 2002 });
    expect(beyond.data).toHaveLength(5);
    // Cursor pages equal OFFSET pages on generated data (microsecond timestamps).
    const viaOffset = await Promise.all([1, 2, 3].map((p) => get(ids.big, `limit=80&page=${p}`)));
    let page = await get(ids.big, 'limit=80');
    const viaCursor = [page];
    for (let i = 0; i < 2; i++) viaCursor.push(page = await get(ids.big, `limit=80&cursor=${page.paginator.next_cursor}`));
    expect(orders(viaCursor)).toEqual(orders(viaOffset));
  });
});
