// Cheap list calls (issue 15): the row count is read once per query and cached (LIST_COUNT_TTL_MS,
// any successful write through the API drops it), the last page is read by a reverse keyset and a
// typed page number by the page anchors, and each of them equals what OFFSET would show.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { SETUP_MS, fixtureRow, insertFixtures, signIn } from './lists-fixtures.ts';

const PASSWORD = 'Counting-pass-1';
const TTL_MS = 1500;
type Page = { data: Array<{ id: number; order_id: string }>; paginator: { page: number; pages: number; count: number; count_exact: boolean; next_cursor: string | null; prev_cursor: string | null } };

describe.each(BACKENDS)('list counts and keyset pages on %s', (backend) => {
  let t: TestApp;
  let c: Client;
  const ids = { rows: 0, counted: 0 };
  const previousTtl = process.env.LIST_COUNT_TTL_MS;
  const get = async (merchant: number, qs: string): Promise<Page> => {
    const res = await c.get(`/merchant/transactions/payments/?merchant=${merchant}&${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The order ids OFFSET would show: the list's order (sort field, then id, same direction). */
  const byOffset = async (merchant: number, order: 'created_at desc, id desc' | 'amount asc, id asc', offset: number, limit: number) =>
    (await sql<{ order_id: string }>`select order_id from payments where merchant_id = ${merchant}
      order by ${sql.raw(order)} offset ${offset} limit ${limit}`.execute(t.db)).rows.map((r) => r.order_id);
  const orders = (p: Page) => p.data.map((r) => r.order_id);

  beforeAll(async () => {
    process.env.LIST_COUNT_TTL_MS = String(TTL_MS);
    t = await startApp(backend);
    ids.rows = await createMerchant(t.db, 'Keyset Shop');
    ids.counted = await createMerchant(t.db, 'Counted Shop');
    await insertFixtures(t.db, ids.rows, Array.from({ length: 23 }, (_, i) => fixtureRow(i + 1)));
    await insertFixtures(t.db, ids.counted, Array.from({ length: 12 }, (_, i) => fixtureRow(i + 1)));
    await createUser(t.db, { email: 'counter@lists.test', password: PASSWORD, merchants: Object.values(ids).map((id) => ({ id, level: 'edit' as const })) });
    c = await signIn(t.client(), 'counter@lists.test', PASSWORD);
  }, SETUP_MS);
  afterAll(async () => {
    if (previousTtl === undefined) delete process.env.LIST_COUNT_TTL_MS;
    else process.env.LIST_COUNT_TTL_MS = previousTtl;
    await t.close();
  });

  it('the last page (reverse keyset) and typed pages (anchors) equal the OFFSET pages', async () => {
    for (const [qs, order] of [['limit=5', 'created_at desc, id desc'], ['limit=5&sort=amount', 'amount asc, id asc']] as const) {
      const last = await get(ids.rows, `${qs}&page=5`);
      expect(last.paginator).toMatchObject({ page: 5, pages: 5, count: 23, count_exact: true, next_cursor: null });
      expect(orders(last)).toEqual(await byOffset(ids.rows, order, 20, 5));
      expect(orders(last)).toHaveLength(3);
      for (const page of [2, 3, 4]) {
        const typed = await get(ids.rows, `${qs}&page=${page}`);
        expect(typed.paginator.page).toBe(page);
        expect(orders(typed), `${qs} page ${page}`).toEqual(await byOffset(ids.rows, order, (page - 1) * 5, 5));
      }
      // Back from the last page by its cursor: page 4, as OFFSET has it.
      const back = await get(ids.rows, `${qs}&cursor=${last.paginator.prev_cursor}`);
      expect(back.paginator.page).toBe(4);
      expect(orders(back)).toEqual(await byOffset(ids.rows, order, 15, 5));
    }
    // Another page size: the last of 3 pages of 10.
    const ten = await get(ids.rows, 'limit=10&page=3');
    expect(ten.paginator).toMatchObject({ page: 3, pages: 3 });
    expect(orders(ten)).toEqual(await byOffset(ids.rows, 'created_at desc, id desc', 20, 10));
    // Past the rows: an empty page, the pages as counted.
    expect(await get(ids.rows, 'limit=5&page=9')).toMatchObject({ data: [], paginator: { page: 9, pages: 5 } });
  });

  it('counts once per filter: a new row shows in the count after the TTL', async () => {
    expect((await get(ids.counted, 'limit=5')).paginator).toMatchObject({ count: 12, pages: 3 });
    const started = Date.now();
    await insertFixtures(t.db, ids.counted, [fixtureRow(40)]);
    // Written behind the portal's back (not through its API): the cached count stands for now...
    const cached = await get(ids.counted, 'limit=5');
    if (Date.now() - started < TTL_MS - 200) expect(cached.paginator.count).toBe(12);
    // ...while the rows themselves are always read fresh.
    expect(orders(cached)[0]).toBe('ord-040');
    // Another filter is counted on its own.
    expect((await get(ids.counted, 'limit=5&s=status&m=eq&v=approved')).paginator.count).toBe(4);
    await new Promise((r) => setTimeout(r, TTL_MS + 100));
    expect((await get(ids.counted, 'limit=5')).paginator).toMatchObject({ count: 13, pages: 3 });
  });

  it('any successful write through the API drops the cached counts at once', async () => {
    expect((await get(ids.counted, 'limit=5')).paginator.count).toBe(13);
    await insertFixtures(t.db, ids.counted, [fixtureRow(41), fixtureRow(42)]);
    const saved = await c.post('/merchant/transactions/payments/settings/', { merchant: ids.counted, limit: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(ids.counted, 'limit=5')).paginator).toMatchObject({ count: 15, pages: 3 });
    // A refused write (400) changes nothing, so it keeps them.
    const started = Date.now();
    await insertFixtures(t.db, ids.counted, [fixtureRow(43)]);
    expect((await c.post('/merchant/transactions/payments/settings/', { merchant: ids.counted, limit: 7 })).statusCode).toBe(400);
    const kept = await get(ids.counted, 'limit=5');
    if (Date.now() - started < TTL_MS - 200) expect(kept.paginator.count).toBe(15);
  });

  it('a short first page is the count itself, whatever was cached', async () => {
    expect((await get(ids.counted, 'limit=40')).paginator).toMatchObject({ count: 16, pages: 1 });
    await t.db.deleteFrom('payments').where('merchant_id', '=', ids.counted).where('order_id', '=', 'ord-043').execute();
    expect((await get(ids.counted, 'limit=40')).paginator).toMatchObject({ count: 15, pages: 1 });
  });
});
