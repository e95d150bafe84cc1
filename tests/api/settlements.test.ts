// Settlement detail calls (spec 002 s.7): info (settlement, currencies, its payments paged by the
// generic list service) and currencies; refusals; a settlement's totals are the sums of its lines,
// those of the payments that carry its id (seeded data summed both ways), with
// settlement = payments - refunds - chargebacks - fees - reserve; on both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { insertPayments } from '../../server/seed/payments.ts';
import { SEED_BASE_DATE } from '../../server/seed/prng.ts';
import { seedSettlementsAndDisputes } from '../../server/seed/settlements-disputes.ts';
import { closeSettlement } from '../../server/settlements/lines.ts';
import { BACKENDS, type Client } from './helpers.ts';
import { insertPayment, startWorld, type World } from './payments-fixtures.ts';

/** An open batch; closeSettlement settles it. */
async function insertSettlement(db: Db, merchantId: number, odbRef: string): Promise<number> {
  const row = await db.insertInto('settlements').values({
    merchant_id: merchantId, odb_ref: odbRef, settlement_currency: 'GEL', period_from: '2026-10-01', period_to: '2026-10-07',
    status: 'pending', account_number: 'GE00TB0000000000000001',
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const minor = (amount: string) => Math.round(Number(amount) * 100);
type Row = { order_id: string; amount: string; settlement_amount: string; fee: string };

/** Every payment of a settlement's detail list, page by page. */
async function allPayments(c: Client, odbRef: string): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor = '';
  for (;;) {
    const body = (await c.get(`/merchant/transactions/settlements/${odbRef}/info/?limit=80${cursor}`)).json();
    rows.push(...body.payments.data);
    if (!body.payments.paginator.next_cursor) return rows;
    cursor = `&cursor=${body.payments.paginator.next_cursor}`;
  }
}

describe.each(BACKENDS)('settlements on %s', (backend) => {
  let w: World;
  let odb1: number;
  beforeAll(async () => {
    w = await startWorld(backend);
    odb1 = await insertSettlement(w.db, w.merchant, 'ODB-1');
    // Its payments: 7 GEL ones that carry its id (one with a refund); the others are not listed.
    for (let i = 0; i < 7; i++) await insertPayment(w.db, w.merchant, { settlement_id: odb1, created_at: new Date(`2026-10-0${i + 1}T10:00:00Z`) });
    await w.db.updateTable('payments').set({ reversal_amount: 2_500 }).where('settlement_id', '=', odb1).where('created_at', '=', new Date('2026-10-02T10:00:00Z')).execute();
    await insertPayment(w.db, w.merchant, { created_at: new Date('2026-10-03T10:00:00Z') });
    await insertPayment(w.db, w.merchant, { currency: 'USD', created_at: new Date('2026-10-03T10:00:00Z') });
    await w.db.transaction().execute((trx) => closeSettlement(trx, odb1));
    // The seed's weeks on the other merchant (its user: stranger).
    const target = { id: w.foreignMerchant, currency: 'GEL', url: 'https://shop.example' };
    await insertPayments(w.db, [target], 150, { seed: 'sum', base: SEED_BASE_DATE, days: 60 });
    await seedSettlementsAndDisputes(w.db, [target]);
  }, 180_000);
  afterAll(async () => w?.close());

  it('info: the settlement, its currencies and the first page of its payments', async () => {
    const res = await w.viewer.get('/merchant/transactions/settlements/ODB-1/info/?limit=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({
      odb_ref: 'ODB-1', amount: '700.00', fee_oplata: '14.00', settlement_amount: '661.00', settlement_currency: 'GEL',
      period_from: '2026-10-01', period_to: '2026-10-07', status: 'settled', cnt: 7, payments: '700.00', refunds: '25.00',
      fees: '14.00', deposits: '0.00', chargebacks: '0.00',
    });
    expect(body.currencies).toEqual([
      { currency: 'GEL', cnt: 7, amount: '700.00', settlement_amount: '661.00', fee: '14.00', settlement_currency: 'GEL' },
    ]);
    expect(body.payments.paginator).toMatchObject({ page: 1, pages: 2, limit: 5, count: 7 });
    expect(body.payments.data).toHaveLength(5);
    const next = await w.viewer.get(`/merchant/transactions/settlements/ODB-1/info/?limit=5&cursor=${body.payments.paginator.next_cursor}`);
    expect(next.json().payments.data).toHaveLength(2);
    expect(next.json().payments.paginator.page).toBe(2);
    const filtered = await w.viewer.get('/merchant/transactions/settlements/ODB-1/info/?filters=' + encodeURIComponent(JSON.stringify([{ s: 'v_currency', m: 'eq', v: 'USD' }])));
    expect(filtered.json().payments.paginator.count).toBe(0);
  });

  it('a payment names only a settlement of its own currency', async () => {
    await expect(insertPayment(w.db, w.merchant, { settlement_id: odb1, currency: 'USD' })).rejects.toThrow();
  });

  it('seeded settlements: count and amounts are the sums of their payment list and of their currency table', async () => {
    const bulk = (await w.stranger.get(`/merchant/transactions/settlements/bulk/?merchant=${w.foreignMerchant}&limit=80`)).json().data;
    expect(bulk).toHaveLength(8);
    let listed = 0;
    for (const s of bulk) {
      const info = (await w.stranger.get(`/merchant/transactions/settlements/${s.odb_ref}/info/`)).json();
      const rows = await allPayments(w.stranger, s.odb_ref);
      const sum = (k: Exclude<keyof Row, 'order_id'>) => rows.reduce((a, r) => a + minor(r[k]), 0);
      const table = (k: 'cnt' | 'amount' | 'settlement_amount' | 'fee') => info.currencies.reduce((a: number, c: Record<string, string>) => a + (k === 'cnt' ? Number(c.cnt) : minor(c[k])), 0);
      for (const view of [info.data, s]) {
        expect(view.cnt).toBe(rows.length);
        expect(minor(view.amount)).toBe(sum('amount'));
        expect(minor(view.fee_oplata)).toBe(sum('fee'));
        // What is paid out: the payments less refunds, chargebacks, fees and reserve, line by line.
        expect(minor(view.settlement_amount))
          .toBe(minor(view.payments) - minor(view.refunds) - minor(view.chargebacks) - minor(view.fees) - minor(view.deposits));
      }
      expect([table('cnt'), table('amount'), table('settlement_amount'), table('fee')])
        .toEqual([rows.length, sum('amount'), minor(info.data.settlement_amount), sum('fee')]);
      listed += rows.length;
    }
    // Every settled payment of the eight weeks is in one of them.
    const settled = await w.db.selectFrom('payments').select('id').where('merchant_id', '=', w.foreignMerchant).where('settlement_amount', '>', 0)
      .where('created_at', '>=', new Date(`${bulk.at(-1).period_from}T00:00:00Z`)).where('created_at', '<', new Date(new Date(`${bulk[0].period_to}T00:00:00Z`).getTime() + 86_400_000)).execute();
    expect(listed).toBe(settled.length);
    expect(listed).toBeGreaterThan(20);
    // The computed totals sort and page like stored columns.
    const byAmount = await w.stranger.get(`/merchant/transactions/settlements/bulk/?merchant=${w.foreignMerchant}&limit=5&sort=-amount`);
    expect(byAmount.statusCode, byAmount.body).toBe(200);
    const amounts = bulk.map((r: { amount: string }) => minor(r.amount)).sort((a: number, b: number) => b - a);
    expect(byAmount.json().data.map((r: { amount: string }) => minor(r.amount))).toEqual(amounts.slice(0, 5));
    const next = await w.stranger.get(`/merchant/transactions/settlements/bulk/?merchant=${w.foreignMerchant}&limit=5&sort=-amount&cursor=${byAmount.json().paginator.next_cursor}`);
    expect(next.json().data.map((r: { amount: string }) => minor(r.amount))).toEqual(amounts.slice(5));
  });

  it('the settled payments list names each payment\'s settlement', async () => {
    const rows = (await w.stranger.get(`/merchant/transactions/settlements/transactional/?merchant=${w.foreignMerchant}&limit=80`)).json().data;
    const named = rows.filter((r: { odb_ref: string | null }) => r.odb_ref !== null);
    expect(named.length).toBeGreaterThan(0);
    const ref = named[0].odb_ref as string;
    const orders = new Set((await allPayments(w.stranger, ref)).map((r) => r.order_id));
    for (const r of named.filter((x: { odb_ref: string }) => x.odb_ref === ref)) expect(orders.has(r.order_id)).toBe(true);
  });

  it('currencies', async () => {
    const res = await w.owner.get('/merchant/transactions/settlements/ODB-1/currencies/');
    expect(res.statusCode).toBe(200);
    expect(res.json().settlement_currency).toBe('GEL');
    // The page's merchant: the header follows it (issue 10 item 18).
    expect(res.json().merchant).toBe(w.merchant);
    expect(res.json().data.map((c: { currency: string }) => c.currency)).toEqual(['GEL']);
    // One page with every currency: a list reply (schemas/lists/settlement_currencies.json).
    expect(res.json().paginator).toEqual({ page: 1, pages: 1, limit: 5, count: 1 });
  });

  it('a bad limit is 400', async () => {
    expect((await w.owner.get('/merchant/transactions/settlements/ODB-1/info/?limit=7')).statusCode).toBe(400);
  });

  it('refusals: foreign = missing 404 (same body), signed out 401', async () => {
    const foreign = await w.stranger.get('/merchant/transactions/settlements/ODB-1/info/');
    const missing = await w.owner.get('/merchant/transactions/settlements/NOPE/info/');
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await w.stranger.get('/merchant/transactions/settlements/ODB-1/currencies/')).statusCode).toBe(404);
    const anon = await w.client().prime();
    expect((await anon.get('/merchant/transactions/settlements/ODB-1/info/')).statusCode).toBe(401);
  });

  it('the list routes still answer beside the detail routes', async () => {
    const res = await w.owner.get(`/merchant/transactions/settlements/bulk/?merchant=${w.merchant}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].odb_ref).toBe('ODB-1');
  });
});
