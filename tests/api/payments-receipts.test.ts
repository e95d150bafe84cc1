import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalDb } from '../../server/fiscal/tables.ts';
import { connectTestRegister } from './cashbox-fixtures.ts';
import { BACKENDS, lastMail } from './helpers.ts';
import { AUTHORISED, insertPayment, START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';

const base = (id: number) => `/merchant/transactions/${id}`;
const types = async (w: World, id: number) => (await w.owner.get(`${base(id)}/info/`)).json().history.map((e: { type: string }) => e.type);

describe.each(BACKENDS)('receipts, fiscalization and P2P reference on %s', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(backend);
  }, START_TIMEOUT);
  afterAll(() => w.close());

  it('prints a receipt page with escaped values and the masked card only; read-only users may print', async () => {
    await w.db.updateTable('merchants').set({ name: 'Coffee <b>&</b> Co' }).where('id', '=', w.merchant).execute();
    const id = await insertPayment(w.db, w.merchant, { reversal_amount: 2_500, status: 'partially_reversed' });
    const res = await w.viewer.get(`${base(id)}/receipt/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Coffee &#60;b&#62;&#38;&#60;/b&#62; Co');
    expect(res.body).toContain('444455******1111');
    expect(res.body).toContain('<td>100.00 GEL</td>');
    expect(res.body).toContain('<th>Refunded</th><td>25.00 GEL</td>');
    expect(await types(w, id)).toEqual([]); // a GET changes nothing
    await w.db.updateTable('merchants').set({ name: 'Tbilisi Coffee' }).where('id', '=', w.merchant).execute();
  });

  it('no receipt for a payment that took no money', async () => {
    const id = await insertPayment(w.db, w.merchant, AUTHORISED);
    expect((await w.owner.get(`${base(id)}/receipt/`)).json()).toEqual({ error: 'Request error', reason: 'This payment has no receipt' });
    expect((await w.owner.post(`${base(id)}/receipt_mail/`, { email: 'a@b.co' })).statusCode).toBe(400);
  });

  it('sends the receipt by e-mail through the outbox and records it; validates the address', async () => {
    const id = await insertPayment(w.db, w.merchant);
    expect((await w.owner.post(`${base(id)}/receipt_mail/`, { email: 'not-an-email' })).json()).toEqual({ error: [['email', 'Enter a valid email address']] });
    const res = await w.owner.post(`${base(id)}/receipt_mail/`, { email: 'client@example.com' });
    expect(res.json()).toMatchObject({ message: 'Request completed successfully', event: { type: 'receipt_mail', details: { email: 'client@example.com' } } });
    const mail = await lastMail(w.owner, 'client@example.com');
    expect(mail?.subject).toMatch(/^Your receipt for order /);
    expect(mail?.text).toContain('Card: 444455******1111');
    expect((await w.viewer.post(`${base(id)}/receipt_mail/`, { email: 'client@example.com' })).statusCode).toBe(403);
  });

  it('fiscalizes once; a refund after it makes a reverse receipt available, downloaded once per refund', async () => {
    const id = await insertPayment(w.db, w.merchant);
    expect((await w.owner.post(`${base(id)}/reverse_receipt/`, { transaction_id: id })).json()).toEqual({ error: 'Request error', reason: 'This payment needs no reverse receipt' });
    // The receipt is issued by the merchant's active cash register (server/fiscal/).
    expect((await w.owner.post(`${base(id)}/fiscalize/`)).json()).toEqual({ error: 'Fiscalization error', reason: 'Connect an active cash register first' });
    await connectTestRegister(w.db, w.merchant, 'GEL');
    const fiscal = await w.owner.post(`${base(id)}/fiscalize/`);
    expect(fiscal.json()).toMatchObject({ message: 'Payment successfully fiscalized', data: { fiscal_status: 'fiscalized', can_fiscalize: false }, event: { type: 'fiscalize', amount: '100.00' } });
    expect(fiscal.json().event.details.fiscal_number).toBe('4000123456-1-1');
    expect((await w.owner.post(`${base(id)}/fiscalize/`)).json()).toEqual({ error: 'Fiscalization error', reason: 'This payment cannot be fiscalized' });
    await w.owner.post(`${base(id)}/refund/`, { type: 'partial', amount: '30.00', currency: 'GEL' });
    expect((await w.owner.get(`${base(id)}/info/`)).json().data.show_reverse_receipt).toBe(true);
    expect((await w.owner.post(`${base(id)}/reverse_receipt/`, { transaction_id: id + 1 })).statusCode).toBe(400);
    const doc = await w.owner.post(`${base(id)}/reverse_receipt/`, { transaction_id: id });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-disposition']).toBe(`attachment; filename="reverse-receipt-${id}.html"`);
    expect(doc.body).toContain('<th>Returned</th><td>30.00 GEL</td>');
    // The register issues a return receipt in the same shift: the sale was its first receipt.
    expect(doc.body).toContain('<th>Fiscal receipt</th><td>4000123456-1-1</td>');
    expect(doc.body).toContain('<th>Return receipt</th><td>4000123456-1-2</td>');
    expect((await w.owner.get(`${base(id)}/info/`)).json().data.show_reverse_receipt).toBe(false);
    await w.owner.post(`${base(id)}/refund/`, { type: 'full' });
    const second = await w.owner.post(`${base(id)}/reverse_receipt/`, { transaction_id: id });
    expect(second.body).toContain('<th>Returned</th><td>70.00 GEL</td>');
    expect(second.body).toContain('<th>Return receipt</th><td>4000123456-1-3</td>');
    expect(await types(w, id)).toEqual(['fiscalize', 'refund', 'reverse_receipt', 'refund', 'reverse_receipt']);
    const shift = await fiscalDb(w.db).selectFrom('fiscal_shifts').selectAll().where('merchant_id', '=', w.merchant).where('closed_at', 'is', null).executeTakeFirstOrThrow();
    expect(shift).toMatchObject({ receipts_count: 3 });
    expect([Number(shift.sales_total), Number(shift.refunds_total)]).toEqual([10_000, 10_000]);
    const returns = await fiscalDb(w.db).selectFrom('fiscal_receipts').select(['kind', 'amount']).where('payment_id', '=', id).orderBy('id').execute();
    expect(returns.map((r) => [r.kind, Number(r.amount)])).toEqual([['sale', 10_000], ['refund', 3_000], ['refund', 7_000]]);
    expect((await w.viewer.post(`${base(id)}/fiscalize/`)).statusCode).toBe(403);
  });

  it('a reverse receipt needs the active register, and a refusal of the register is logged and answered', async () => {
    const id = await insertPayment(w.db, w.merchant);
    expect((await w.owner.post(`${base(id)}/fiscalize/`)).statusCode).toBe(200);
    await w.owner.post(`${base(id)}/refund/`, { type: 'partial', amount: '10.00', currency: 'GEL' });
    const register = fiscalDb(w.db).updateTable('cashboxes').where('merchant_id', '=', w.merchant);
    await register.set({ status: 'disabled' }).execute();
    expect((await w.owner.post(`${base(id)}/reverse_receipt/`, { transaction_id: id })).json()).toEqual({ error: 'Fiscalization error', reason: 'Connect an active cash register first' });
    await register.set({ status: 'active', cert_valid_to: new Date('2020-01-01T00:00:00Z') }).execute();
    expect((await w.owner.post(`${base(id)}/reverse_receipt/`, { transaction_id: id })).json()).toEqual({ error: 'Fiscalization error', reason: 'The cashier certificate has expired' });
    const errors = await fiscalDb(w.db).selectFrom('fiscal_errors').select('code').where('payment_id', '=', id).execute();
    expect(errors.map((e) => e.code)).toEqual(['certificate_expired']);
    expect(await types(w, id)).toEqual(['fiscalize', 'refund']); // nothing recorded for the refused receipt
    expect((await w.owner.get(`${base(id)}/info/`)).json().data.show_reverse_receipt).toBe(true);
  });

  it('downloads the P2P reference of a P2P transfer only', async () => {
    const p2p = await insertPayment(w.db, w.merchant, { tran_type: 'p2p debit', client_fee: 150 });
    const res = await w.viewer.get(`${base(p2p)}/p2p_reference/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="p2p-reference-${p2p}.html"`);
    expect(res.body).toContain('<th>Fee</th><td>1.50 GEL</td>');
    expect(await types(w, p2p)).toEqual([]); // a GET changes nothing
    const purchase = await insertPayment(w.db, w.merchant);
    expect((await w.owner.get(`${base(purchase)}/p2p_reference/`)).json()).toEqual({ error: 'Request error', reason: 'This payment has no P2P reference' });
  });

  it('a foreign payment answers 404 on every document call', async () => {
    const id = await insertPayment(w.db, w.merchant, { tran_type: 'p2p debit' });
    for (const path of ['receipt/', 'p2p_reference/']) expect((await w.stranger.get(`${base(id)}/${path}`)).statusCode).toBe(404);
    for (const path of ['receipt_mail/', 'fiscalize/', 'reverse_receipt/']) expect((await w.stranger.post(`${base(id)}/${path}`, { email: 'a@b.co' })).statusCode).toBe(404);
  });
});
