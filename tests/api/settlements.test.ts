// Settlement detail calls (spec 002 s.7): info (settlement, currencies, its payments paged by the
// generic list service) and currencies; refusals; on both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { BACKENDS } from './helpers.ts';
import { insertPayment, startWorld, type World } from './payments-fixtures.ts';

async function insertSettlement(db: Db, merchantId: number, odbRef: string): Promise<void> {
  await db.insertInto('settlements').values({
    merchant_id: merchantId, odb_ref: odbRef, amount: 100_000, fee_oplata: 2_000, settlement_amount: 98_000, settlement_currency: 'GEL',
    period_from: '2026-10-01', period_to: '2026-10-07', status: 'settled', payments: 100_000, refunds: 0, deposits: 0, chargebacks: 0,
    fees: 2_000, cnt: 7, account_number: 'GE00TB0000000000000001',
  }).execute();
}

describe.each(BACKENDS)('settlements on %s', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(backend);
    await insertSettlement(w.db, w.merchant, 'ODB-1');
    // In the period: 6 GEL and 1 USD settled payments; outside it or unsettled: not listed.
    for (let i = 0; i < 6; i++) await insertPayment(w.db, w.merchant, { created_at: new Date(`2026-10-0${i + 1}T10:00:00Z`) });
    await insertPayment(w.db, w.merchant, { currency: 'USD', created_at: new Date('2026-10-07T20:00:00Z') });
    await insertPayment(w.db, w.merchant, { created_at: new Date('2026-10-08T10:00:00Z') });
    await insertPayment(w.db, w.merchant, { settlement_amount: 0, created_at: new Date('2026-10-03T10:00:00Z') });
    await insertPayment(w.db, w.foreignMerchant, { created_at: new Date('2026-10-03T10:00:00Z') });
  }, 180_000);
  afterAll(async () => w?.close());

  it('info: the settlement, its currencies and the first page of its payments', async () => {
    const res = await w.viewer.get('/merchant/transactions/settlements/ODB-1/info/?limit=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({
      odb_ref: 'ODB-1', amount: '1000.00', fee_oplata: '20.00', settlement_amount: '980.00', settlement_currency: 'GEL',
      period_from: '2026-10-01', period_to: '2026-10-07', status: 'settled', cnt: 7,
    });
    expect(body.currencies).toEqual([
      { currency: 'GEL', cnt: 6, amount: '600.00', settlement_amount: '588.00', fee: '12.00', settlement_currency: 'GEL' },
      { currency: 'USD', cnt: 1, amount: '100.00', settlement_amount: '98.00', fee: '2.00', settlement_currency: 'GEL' },
    ]);
    expect(body.payments.paginator).toMatchObject({ page: 1, pages: 2, limit: 5, count: 7 });
    expect(body.payments.data).toHaveLength(5);
    const next = await w.viewer.get(`/merchant/transactions/settlements/ODB-1/info/?limit=5&cursor=${body.payments.paginator.next_cursor}`);
    expect(next.json().payments.data).toHaveLength(2);
    expect(next.json().payments.paginator.page).toBe(2);
    const filtered = await w.viewer.get('/merchant/transactions/settlements/ODB-1/info/?filters=' + encodeURIComponent(JSON.stringify([{ s: 'v_currency', m: 'eq', v: 'USD' }])));
    expect(filtered.json().payments.paginator.count).toBe(1);
  });

  it('currencies', async () => {
    const res = await w.owner.get('/merchant/transactions/settlements/ODB-1/currencies/');
    expect(res.statusCode).toBe(200);
    expect(res.json().settlement_currency).toBe('GEL');
    // The page's merchant: the header follows it (issue 10 item 18).
    expect(res.json().merchant).toBe(w.merchant);
    expect(res.json().data.map((c: { currency: string }) => c.currency)).toEqual(['GEL', 'USD']);
    // One page with every currency: a list reply (schemas/lists/settlement_currencies.json).
    expect(res.json().paginator).toEqual({ page: 1, pages: 1, limit: 5, count: 2 });
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
