// Totals of a filtered list (issue 27 must-show 8): the payments, settlements and payout history
// lists send `totals`, the sum per currency of the rows the filter and search words select, read
// with the count and cached with it: they equal the sum of the listed rows, change with the filter,
// stay while the count is cached and are read again after a write; above the count cap they are
// null. On both backends.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listConditions } from '../../server/lists/conditions.ts';
import { countWithTotals } from '../../server/lists/fetch-rows.ts';
import { loadListRoutes } from '../../server/lists/load-definitions.ts';
import { listSources } from '../../server/lists/sources.ts';
import { closeSettlement } from '../../server/settlements/lines.ts';
import { BACKENDS, type Client } from './helpers.ts';
import { AUTHORISED, insertPayment, START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';

type Totals = Array<{ currency: string; amount: string }> | null;
const minor = (amount: string) => Math.round(Number(amount) * 100);

/** Every row of a list call (cursor by cursor) and the first page's totals. */
async function allRows(c: Client, path: string): Promise<{ rows: Array<Record<string, string>>; totals: Totals }> {
  const rows: Array<Record<string, string>> = [];
  let totals: Totals | undefined;
  let cursor = '';
  for (;;) {
    const res = await c.get(`${path}${path.includes('?') ? '&' : '?'}limit=80${cursor}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    totals ??= body.totals;
    rows.push(...body.data);
    if (!body.paginator.next_cursor) return { rows, totals: totals as Totals };
    cursor = `&cursor=${body.paginator.next_cursor}`;
  }
}

/** The rows' sum per currency, as the reply's totals write it (decimal text, by currency). */
function sums(rows: Array<Record<string, string>>, amount: string, currency: string): Totals {
  const by = new Map<string, number>();
  for (const r of rows) by.set(r[currency], (by.get(r[currency]) ?? 0) + minor(r[amount]));
  return [...by].sort(([a], [b]) => a.localeCompare(b)).map(([c, n]) => ({ currency: c, amount: (n / 100).toFixed(2) }));
}

describe.each(BACKENDS)('list totals on %s', (backend) => {
  let w: World;
  const payments = () => `/merchant/transactions/payments/?merchant=${w.merchant}`;
  beforeAll(async () => {
    w = await startWorld(backend);
    // GEL: 100.00 x 3 (one refunded 42.66), a 950.77 authorisation with 500.00 captured, a declined one;
    // USD: 12.34 and 1,000.00 (a partial refund of 0.01).
    for (let i = 0; i < 3; i++) await insertPayment(w.db, w.merchant, i === 0 ? { status: 'partially_reversed', reversal_amount: 4_266 } : {});
    // A partial capture leaves the payment approved (server/payments/capture.ts), 500.00 of 950.77 taken.
    await insertPayment(w.db, w.merchant, { ...AUTHORISED, status: 'approved', processing_status: 'success', amount: 95_077, capture_amount: 50_000, actual_amount: 50_000, has_part_capture: true });
    await insertPayment(w.db, w.merchant, { status: 'declined', capture_amount: 0, actual_amount: 0, amount: 77_700 });
    await insertPayment(w.db, w.merchant, { amount: 1_234, capture_amount: 1_234, currency: 'USD', actual_currency: 'USD' });
    await insertPayment(w.db, w.merchant, { amount: 100_000, capture_amount: 100_000, reversal_amount: 1, status: 'partially_reversed', currency: 'USD', actual_currency: 'USD' });
    await insertPayment(w.db, w.foreignMerchant, { amount: 5_000_00 });
  }, START_TIMEOUT);
  afterAll(() => w?.close());

  it('payments: the totals are the captured less refunded sums per currency of the filtered rows, and change with the filter', async () => {
    const all = await allRows(w.owner, payments());
    expect(all.rows).toHaveLength(7);
    expect(all.totals).toEqual(sums(all.rows, 'net_amount', 'v_currency'));
    // 3 x 100.00 - 42.66 + 500.00 captured + 0 declined; 12.34 + 1,000.00 - 0.01.
    expect(all.totals).toEqual([{ currency: 'GEL', amount: '757.34' }, { currency: 'USD', amount: '1012.33' }]);
    const usd = await allRows(w.owner, `${payments()}&s=v_currency&m=eq&v=USD`);
    expect(usd.totals).toEqual([{ currency: 'USD', amount: '1012.33' }]);
    expect(usd.totals).toEqual(sums(usd.rows, 'net_amount', 'v_currency'));
    const big = await allRows(w.owner, `${payments()}&s=amount&m=gte&v=100`);
    expect(big.rows.length).toBeLessThan(all.rows.length);
    expect(big.totals).toEqual(sums(big.rows, 'net_amount', 'v_currency'));
    // Search words select rows too; none: no totals to show.
    const none = (await w.owner.get(`${payments()}&limit=20&query_words=no-such-order`)).json();
    expect([none.data, none.totals]).toEqual([[], []]);
    // The reader sees the same totals.
    expect((await w.viewer.get(`${payments()}&limit=20`)).json().totals).toEqual(all.totals);
  });

  it('the count statement sums up to its cap: exact under it, null above it (more rows than counted)', async () => {
    const route = loadListRoutes(listSources).find((r) => r.endpoint === 'transactions.payments')!;
    const where = listConditions(route, w.merchant, [{ s: 'v_currency', m: 'eq', v: 'USD' }], '');
    expect(await countWithTotals(w.db, route.def, where, 2)).toEqual({ count: 2, totals: [{ currency: 'USD', amount: '1012.33' }] });
    expect(await countWithTotals(w.db, route.def, where, 1)).toEqual({ count: 2, totals: null });
  });

  it('payments: the totals are cached with the count and dropped with it after a write', async () => {
    const first = (await w.owner.get(`${payments()}&limit=20`)).json();
    // A payment written past the API (as the checkout would): the cached count and totals stay.
    await insertPayment(w.db, w.merchant, { amount: 2_500, capture_amount: 2_500 });
    const cached = (await w.owner.get(`${payments()}&limit=5`)).json();
    expect([cached.paginator.count, cached.totals]).toEqual([first.paginator.count, first.totals]);
    // Any write through the API drops both.
    expect((await w.owner.post(`/merchant/transactions/payments/settings/?merchant=${w.merchant}`, { limit: 20 })).statusCode).toBe(200);
    const fresh = await allRows(w.owner, payments());
    expect(fresh.rows).toHaveLength(first.paginator.count + 1);
    expect(fresh.totals).toEqual(sums(fresh.rows, 'net_amount', 'v_currency'));
    expect(fresh.totals!.find((t) => t.currency === 'GEL')!.amount).toBe((minor(first.totals.find((t: { currency: string }) => t.currency === 'GEL').amount) / 100 + 25).toFixed(2));
  });

  it('settlements and payout history: the totals are the sums of the listed rows per currency', async () => {
    for (const [ref, currency] of [['TOT-1', 'GEL'], ['TOT-2', 'GEL'], ['TOT-3', 'USD']]) {
      const { id } = await w.db.insertInto('settlements').values({
        merchant_id: w.merchant, odb_ref: ref, settlement_currency: currency, period_from: '2026-10-01', period_to: '2026-10-07',
        status: 'pending', account_number: 'GE00TB0000000000000001',
      }).returning('id').executeTakeFirstOrThrow();
      for (let i = 0; i < 2; i++) await insertPayment(w.db, w.merchant, { settlement_id: id, currency, actual_currency: currency, amount: 10_000 + i * 123, capture_amount: 10_000 + i * 123 });
      await w.db.transaction().execute((trx) => closeSettlement(trx, id));
    }
    await w.owner.post(`/merchant/transactions/payments/settings/?merchant=${w.merchant}`, { limit: 20 });
    const bulk = `/merchant/transactions/settlements/bulk/?merchant=${w.merchant}`;
    const settled = await allRows(w.owner, bulk);
    expect(settled.rows).toHaveLength(3);
    expect(settled.totals).toEqual(sums(settled.rows, 'settlement_amount', 'settlement_currency'));
    expect(settled.totals!.map((t) => t.currency)).toEqual(['GEL', 'USD']);
    const gel = await allRows(w.owner, `${bulk}&s=settlement_currency&m=eq&v=GEL`);
    expect(gel.totals).toEqual(sums(gel.rows, 'settlement_amount', 'settlement_currency'));
    expect(gel.totals!.map((t) => t.currency)).toEqual(['GEL']);

    await w.db.updateTable('merchants').set({ has_multiparty: true }).where('id', '=', w.merchant).execute();
    const payout = (status: string, amount: number, currency = 'GEL') => sql`insert into payouts (merchant_id, order_id, type, amount, currency, card_bin, card_last4, status)
      values (${w.merchant}, ${`tot-${backend}-${status}-${amount}`}, 'card', ${amount}, ${currency}, '424242', '4242', ${status})`.execute(w.db);
    await payout('approved', 10_050);
    await payout('processing', 2_000);
    await payout('declined', 99_999);
    await payout('rejected', 88_888, 'USD');
    await payout('awaiting_approval', 333, 'USD');
    await w.owner.post(`/merchant/transactions/payments/settings/?merchant=${w.merchant}`, { limit: 20 });
    const history = await allRows(w.owner, `/merchant/payouts/history/?merchant=${w.merchant}`);
    expect(history.rows).toHaveLength(5);
    // Declined and rejected payouts' money came back: they add nothing.
    expect(history.totals).toEqual([{ currency: 'GEL', amount: '120.50' }, { currency: 'USD', amount: '3.33' }]);
    expect(history.totals).toEqual(sums(history.rows, 'paid_amount', 'currency'));
  });
});
