// Settled is final (issue 27 must-show 1): a settled batch's figures and invoice never change; a
// refund or a lost chargeback after its cut-off is carried in the next batch of the merchant and
// currency, and both batches say so; every batch adds up: settlement = payments - refunds -
// chargebacks - fees - reserve; the database refuses lines added to or changed in a settled batch;
// a batch's close freezes what it carries and its invoice names the adjustments.
// On both backends.
import { pdfText } from './pdf-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPayments } from '../../server/seed/payments.ts';
import { SEED_BASE_DATE } from '../../server/seed/prng.ts';
import { seedSettlementsAndDisputes } from '../../server/seed/settlements-disputes.ts';
import { closeSettlement } from '../../server/settlements/lines.ts';
import { BACKENDS } from './helpers.ts';
import { startWorld, type World } from './payments-fixtures.ts';

const minor = (amount: string) => Math.round(Number(amount) * 100);
const MONEY = ['amount', 'fee_oplata', 'settlement_amount', 'payments', 'refunds', 'deposits', 'chargebacks', 'fees'] as const;
type Batch = Record<(typeof MONEY)[number] | 'odb_ref' | 'status' | 'settlement_currency', string> & { id: number; cnt: number };

const addsUp = (b: Batch) =>
  expect(minor(b.settlement_amount), b.odb_ref)
    .toBe(minor(b.payments) - minor(b.refunds) - minor(b.chargebacks) - minor(b.fees) - minor(b.deposits));

describe.each(BACKENDS)('settled batches are final on %s', (backend) => {
  let w: World;
  const ref = (week: number) => `ODB${w.merchant}${String(week).padStart(4, '0')}`;
  const info = async (odbRef: string) => {
    const res = await w.owner.get(`/merchant/transactions/settlements/${odbRef}/info/`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const bulk = async (): Promise<Batch[]> => (await w.owner.get(`/merchant/transactions/settlements/bulk/?merchant=${w.merchant}&limit=80`)).json().data;
  const invoice = async (id: number) => {
    const res = await w.owner.request({ method: 'GET', url: `/api/v2/merchant/reports/invoices/${id}/pdf/?merchant=${w.merchant}` });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  /** A settled payment of the batch with at least `least` minor units left to refund. */
  const paymentOf = async (odbRef: string, least: number) => {
    const s = await w.db.selectFrom('settlements').select('id').where('odb_ref', '=', odbRef).executeTakeFirstOrThrow();
    return w.db.selectFrom('payments').select(['id', 'order_id', 'capture_amount']).where('settlement_id', '=', s.id)
      .where('reversal_amount', '=', 0).where('capture_amount', '>=', least).orderBy('id').executeTakeFirstOrThrow();
  };

  beforeAll(async () => {
    w = await startWorld(backend);
    await insertPayments(w.db, [{ id: w.merchant, currency: 'GEL', url: 'https://shop.example' }], 300, { seed: 'final', base: SEED_BASE_DATE, days: 60 });
    await seedSettlementsAndDisputes(w.db, [{ id: w.merchant, currency: 'GEL', url: 'https://shop.example' }]);
  }, 180_000);
  afterAll(async () => w?.close());

  it('every seeded batch adds up line by line, in the list and in its detail; the settled ones have an issued invoice', async () => {
    const batches = await bulk();
    expect(batches.map((b) => b.status)).toEqual(['pending', ...Array(7).fill('settled')]);
    for (const b of batches) {
      addsUp(b);
      const detail = (await info(b.odb_ref)).data;
      addsUp(detail);
      for (const k of MONEY) expect(detail[k], `${b.odb_ref} ${k}`).toBe(b[k]);
    }
    // The seed's lost chargebacks are deducted, not only shown.
    expect(batches.some((b) => minor(b.chargebacks) > 0)).toBe(true);
    const issued = await w.db.selectFrom('settlement_invoices').select('settlement_id').execute();
    expect(issued.map((i) => i.settlement_id).sort()).toEqual(batches.filter((b) => b.status === 'settled').map((b) => b.id).sort());
  });

  it('a refund after settlement leaves the batch and its invoice byte for byte the same and is carried in the next batch, both saying so', async () => {
    const [earlier, next] = [ref(2), ref(1)];
    const before = { detail: (await info(earlier)).data, row: (await bulk()).find((b) => b.odb_ref === earlier)!, next: (await info(next)).data };
    expect(before.detail.status).toBe('settled');
    expect(before.next.status).toBe('pending');
    const pdf = await invoice(before.detail.id);
    const p = await paymentOf(earlier, 4_266);

    const res = await w.owner.post(`/merchant/transactions/${p.id}/refund/`, { type: 'partial', amount: '42.66', currency: 'GEL' });
    expect(res.statusCode, res.body).toBe(200);

    const after = { detail: (await info(earlier)).data, row: (await bulk()).find((b) => b.odb_ref === earlier)!, next: (await info(next)).data };
    // The settled batch: the same figures in its detail and in the list, and the same invoice bytes.
    const figures = (d: Record<string, unknown>) => Object.fromEntries([...MONEY, 'cnt', 'status', 'period_from', 'period_to'].map((k) => [k, d[k]]));
    expect(figures(after.detail)).toEqual(figures(before.detail));
    expect(after.row).toEqual(before.row);
    expect(Buffer.compare(await invoice(before.detail.id), pdf)).toBe(0);
    // It notes where the later adjustment is.
    expect(before.detail.adjustments_in_later).toEqual([]);
    expect(after.detail.later_adjustments_in).toEqual([next]);
    expect(after.detail.later_adjustments_waiting).toBe(false);
    expect(after.detail.adjustments_in_later).toMatchObject([{ kind: 'refund', payment_id: p.id, order_id: p.order_id, amount: '42.66', currency: 'GEL', odb_ref: next }]);
    // The next batch carries it as an adjustment from the earlier batch, deducted from what it pays.
    expect(after.next.adjustments_from_earlier).toMatchObject([{ kind: 'refund', payment_id: p.id, order_id: p.order_id, amount: '42.66', odb_ref: earlier }]);
    expect(minor(after.next.refunds)).toBe(minor(before.next.refunds) + 4_266);
    expect(minor(after.next.settlement_amount)).toBe(minor(before.next.settlement_amount) - 4_266);
    expect(after.next.cnt).toBe(before.next.cnt);
    addsUp(after.next);
  });

  it('a chargeback lost after settlement is carried in the next batch the same way', async () => {
    const [earlier, next] = [ref(3), ref(1)];
    const before = { detail: (await info(earlier)).data, next: (await info(next)).data };
    const p = await paymentOf(earlier, 1_000);
    const dispute = await w.db.insertInto('disputes').values({
      merchant_id: w.merchant, payment_id: p.id, chargeback_id: 'CB-final-1', merchant_orderid: p.order_id, internal_orderid: 'int-final-1',
      email: 'buyer@example.com', actual_amount: Number(p.capture_amount), dispute_amount: 1_000, currency: 'GEL',
      response_deadline: '2099-12-31', dispute_date: '2026-11-30', status_name: 'Needs response',
    }).returning('id').executeTakeFirstOrThrow();
    const res = await w.owner.post(`/merchant/transactions/disputes/${dispute.id}/accept/`, {});
    expect(res.statusCode, res.body).toBe(200);

    const after = { detail: (await info(earlier)).data, next: (await info(next)).data };
    for (const k of [...MONEY, 'cnt']) expect(after.detail[k], k).toEqual(before.detail[k]);
    expect(after.detail.adjustments_in_later).toMatchObject([{ kind: 'chargeback', order_id: p.order_id, amount: '10.00', odb_ref: next }]);
    expect(minor(after.next.chargebacks)).toBe(minor(before.next.chargebacks) + 1_000);
    expect(after.next.adjustments_from_earlier).toContainEqual(expect.objectContaining({ kind: 'chargeback', order_id: p.order_id, odb_ref: earlier }));
    addsUp(after.next);
  });

  it('the database refuses a line added to or changed in a settled batch', async () => {
    const s = await w.db.selectFrom('settlements').select(['id', 'merchant_id']).where('odb_ref', '=', ref(4)).executeTakeFirstOrThrow();
    await expect(w.db.insertInto('settlement_lines').values({
      settlement_id: s.id, merchant_id: s.merchant_id, currency: 'GEL', kind: 'refund', amount: 100, payment_id: null, origin_settlement_id: null, occurred_at: new Date(),
    }).execute()).rejects.toThrow(/settled: its lines are final/);
    await expect(w.db.updateTable('settlement_lines').set({ amount: 1 }).where('settlement_id', '=', s.id).execute())
      .rejects.toThrow(/settled: its lines are final/);
    await expect(w.db.updateTable('settlement_invoices').set({ pdf: Buffer.from('x') }).where('settlement_id', '=', s.id).execute())
      .rejects.toThrow(/an issued invoice is final/);
  });

  it('closing the next batch freezes it with its adjustments, named on its invoice; a refund with no open batch waits for one', async () => {
    const [earlier, next] = [ref(2), ref(1)];
    const s = await w.db.selectFrom('settlements').select('id').where('odb_ref', '=', next).executeTakeFirstOrThrow();
    const open = (await info(next)).data;
    await w.db.transaction().execute((trx) => closeSettlement(trx, s.id));
    const closed = (await info(next)).data;
    expect(closed.status).toBe('settled');
    for (const k of [...MONEY, 'cnt']) expect(closed[k], k).toEqual(open[k]);
    const text = pdfText(await invoice(s.id));
    expect(text).toContain('Adjustments from earlier batches (included above)');
    for (const a of closed.adjustments_from_earlier) expect(text).toContain(`order ${a.order_id}, batch ${a.odb_ref}`);
    expect(text).toContain(`${closed.settlement_amount} GEL`);

    // No open batch of the merchant now: the refund waits without a batch, and the earlier batch says so.
    const p = await paymentOf(earlier, 1_000);
    expect((await w.owner.post(`/merchant/transactions/${p.id}/refund/`, { type: 'partial', amount: '10.00', currency: 'GEL' })).statusCode).toBe(200);
    const after = (await info(earlier)).data;
    expect(after.adjustments_in_later).toContainEqual(expect.objectContaining({ order_id: p.order_id, amount: '10.00', odb_ref: null }));
    expect(after.later_adjustments_waiting).toBe(true);
    expect((await info(next)).data).toEqual(closed);
  });
});

