// A list call whose page is known before the caller is (a page size in the address, the count
// cached by an earlier call) reads guard and page in one statement (server/lists/list-access.ts):
// it answers what the two-statement call answers, for an editor and a reader (whose flags read
// false), and the guard's answers keep their order: 401 before a bad query's 400, 404 for a
// merchant of someone else, with none of its rows.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, type Client } from './helpers.ts';
import { AUTHORISED, insertPayment, START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';

const CALLBACK = { callback_data: JSON.stringify({ url: 'https://shop.example/cb' }) };

describe.each(BACKENDS)('the list call in one statement on %s', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(backend);
    for (let i = 0; i < 7; i++) await insertPayment(w.db, w.merchant, i % 2 ? { ...AUTHORISED, ...CALLBACK } : CALLBACK);
    await insertPayment(w.db, w.foreignMerchant);
  }, START_TIMEOUT);
  afterAll(() => w?.close());

  const list = (merchant: number, extra = '') => `/merchant/transactions/payments/?merchant=${merchant}&limit=5${extra}`;
  /** The call's answer and how many statements it sent. */
  const call = async (c: Client, path: string) => {
    const executor = w.db.getExecutor();
    const spy = vi.spyOn(executor, 'executeQuery');
    try {
      const res = await c.get(path);
      return { res, statements: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
    }
  };

  it('an editor: the second call of a query is one statement with the same answer, on every page', async () => {
    const first = await call(w.owner, list(w.merchant));
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(first.statements).toBeGreaterThan(1); // counts the rows first
    const again = await call(w.owner, list(w.merchant));
    expect(again.statements).toBe(1);
    expect(again.res.json()).toEqual(first.res.json());
    const body = again.res.json();
    expect(body.data.map((r: { can_capture: boolean }) => r.can_capture)).toContain(true);

    // The next page by cursor and the last page (read backwards and flipped): one statement each.
    const next = await call(w.owner, list(w.merchant, `&page=2&cursor=${body.paginator.next_cursor as string}`));
    const last = await call(w.owner, list(w.merchant, '&page=2'));
    expect([next.statements, last.statements]).toEqual([1, 1]);
    expect(next.res.json().data).toEqual(last.res.json().data);
    expect(last.res.json().data.map((r: { id: number }) => r.id)).toHaveLength(2);
    const ids = [...body.data, ...last.res.json().data].map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('a reader: flags of edit actions read false on the cached call too (its page is read again)', async () => {
    await w.viewer.get(list(w.merchant));
    const again = await call(w.viewer, list(w.merchant));
    expect(again.res.statusCode).toBe(200);
    expect(again.statements).toBe(2);
    for (const r of again.res.json().data) expect([r.can_capture, r.can_reverse, r.can_callback]).toEqual([false, false, false]);
  });

  it('keeps the guard first: 401 signed out before a bad query, then 400; 404 and no rows for another merchant', async () => {
    await w.owner.get(list(w.merchant));
    const signedOut = w.client();
    expect((await signedOut.get(list(w.merchant))).statusCode).toBe(401);
    expect((await signedOut.get(list(w.merchant, '&page=x'))).statusCode).toBe(401);
    const bad = await w.owner.get(list(w.merchant, '&page=x'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('page must be a whole number from 1');

    await w.stranger.get(list(w.foreignMerchant)); // the foreign merchant's count, cached
    const foreign = await w.owner.get(list(w.foreignMerchant));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('order_');
  });
});
