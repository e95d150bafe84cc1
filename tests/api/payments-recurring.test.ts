import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers.ts';
import { insertPayment, START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';

const base = (id: number) => `/merchant/transactions/${id}`;
const RECURRING = { rectoken: 'tok_abc', recurring_data: JSON.stringify({ every: 1, period: 'month', state: 'active' }) };

describe.each(BACKENDS)('regular payments on %s', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(backend);
  }, START_TIMEOUT);
  afterAll(() => w.close());

  it('stop and start toggle the series; the same switch twice is refused', async () => {
    const id = await insertPayment(w.db, w.merchant, RECURRING);
    expect((await w.owner.post(`${base(id)}/recurring/start/`)).json()).toEqual({ error: 'Request error', reason: 'Regular payments are already on' });
    const stop = await w.owner.post(`${base(id)}/recurring/stop/`);
    expect(stop.json()).toMatchObject({ data: { recurring_data: { state: 'stopped', every: 1 } }, event: { type: 'recurring_stop' } });
    expect((await w.owner.post(`${base(id)}/recurring/stop/`)).json().reason).toBe('Regular payments are already off');
    expect((await w.owner.post(`${base(id)}/recurring/start/`)).json().data.recurring_data.state).toBe('active');
    expect((await w.viewer.post(`${base(id)}/recurring/stop/`)).statusCode).toBe(403);
    const plain = await insertPayment(w.db, w.merchant);
    expect((await w.owner.post(`${base(plain)}/recurring/stop/`)).json()).toEqual({ error: 'Request error', reason: 'This payment has no regular payments' });
  });

  it('the manual charge defaults to the actual amount, or the declined amount after a decline', async () => {
    const approved = await insertPayment(w.db, w.merchant, { ...RECURRING, amount: 5_000, actual_amount: 4_990, capture_amount: 4_990 });
    expect((await w.viewer.get(`${base(approved)}/recurring/create/manual/`)).json()).toEqual({ id: approved, sender_email: 'buyer@example.com', amount: '49.90', currency: 'GEL' });
    const declined = await insertPayment(w.db, w.merchant, { ...RECURRING, status: 'declined', processing_status: 'failed', amount: 3_000, actual_amount: 0, capture_amount: 0 });
    expect((await w.owner.get(`${base(declined)}/recurring/create/manual/`)).json()).toMatchObject({ amount: '30.00', currency: 'GEL' });
  });

  it('a manual charge creates an approved payment with the same card token, recorded on both', async () => {
    const id = await insertPayment(w.db, w.merchant, RECURRING);
    const res = await w.owner.post(`${base(id)}/recurring/create/manual/`, { id, sender_email: 'Payer@Example.com', amount: '12.30', currency: 'GEL' });
    expect(res.statusCode).toBe(200);
    const { payment_id: child, event } = res.json();
    expect(event).toMatchObject({ type: 'manual_recurring', amount: '12.30', currency: 'GEL', details: { payment_id: child, sender_email: 'payer@example.com' } });
    const info = (await w.owner.get(`${base(child)}/info/`)).json();
    expect(info.data).toMatchObject({ status: 'approved', amount: '12.30', capture_amount: '12.30', v_currency: 'GEL', rectoken: 'tok_abc', card: '444455******1111', recurring_data: { parent_id: id, manual: true } });
    expect(info.history).toEqual([expect.objectContaining({ type: 'created_by_recurring', details: { parent_id: id } })]);
  });

  it('a manual charge is refused without a saved card, in a foreign currency, for a reader; validated by the form', async () => {
    const plain = await insertPayment(w.db, w.merchant);
    const body = { sender_email: 'a@b.co', amount: '1.00', currency: 'GEL' };
    expect((await w.owner.post(`${base(plain)}/recurring/create/manual/`, body)).json()).toEqual({ error: 'Request error', reason: 'This payment has no saved card' });
    const id = await insertPayment(w.db, w.merchant, RECURRING);
    expect((await w.owner.post(`${base(id)}/recurring/create/manual/`, { ...body, currency: 'EUR' })).json()).toEqual({ error: [['currency', 'Currency must be GEL']] });
    expect((await w.owner.post(`${base(id)}/recurring/create/manual/`, { ...body, amount: '1,00' })).json()).toEqual({ error: [['amount', 'field must be amount']] });
    expect((await w.owner.post(`${base(id)}/recurring/create/manual/`, { amount: '1.00', currency: 'GEL' })).json()).toEqual({ error: [['sender_email', 'field is required']] });
    expect((await w.viewer.post(`${base(id)}/recurring/create/manual/`, body)).statusCode).toBe(403);
  });

  it('a manual charge takes at most the original amount, in the payment\'s own currency only', async () => {
    const charges = async (id: number) => (await sql`select id from payments where recurring_data->>'parent_id' = ${String(id)}`.execute(w.db)).rows.length;
    // Approved 100.00 GEL (actual amount) on a merchant that also takes USD.
    const id = await insertPayment(w.db, w.merchant, RECURRING);
    const charge = (amount: string, currency = 'GEL') => w.owner.post(`${base(id)}/recurring/create/manual/`, { sender_email: 'a@b.co', amount, currency });
    expect((await charge('99999999999.99')).json()).toEqual({ error: [['amount', 'field is greater than 100.00']] });
    expect((await charge('100.01')).json()).toEqual({ error: [['amount', 'field is greater than 100.00']] });
    expect((await charge('5.00', 'USD')).json()).toEqual({ error: [['currency', 'Currency must be GEL']] });
    expect(await charges(id)).toBe(0);
    expect((await charge('100.00')).statusCode).toBe(200);
    // After a decline: the declined amount is the cap.
    const declined = await insertPayment(w.db, w.merchant, { ...RECURRING, status: 'declined', processing_status: 'failed', amount: 3_000, actual_amount: 0, capture_amount: 0 });
    const again = (amount: string) => w.owner.post(`${base(declined)}/recurring/create/manual/`, { sender_email: 'a@b.co', amount, currency: 'GEL' });
    expect((await again('30.01')).json()).toEqual({ error: [['amount', 'field is greater than 30.00']] });
    expect((await again('30.00')).statusCode).toBe(200);
  });

  it('a retried manual charge with the same Idempotency-Key charges once', async () => {
    const id = await insertPayment(w.db, w.merchant, RECURRING);
    const body = { sender_email: 'a@b.co', amount: '9.99', currency: 'GEL' };
    const headers = { 'idempotency-key': 'charge-1' };
    const send = () => w.owner.request({ method: 'POST', url: `/api/v2${base(id)}/recurring/create/manual/`, payload: body, headers });
    const [a, b, c] = await Promise.all([send(), send(), send()]);
    expect(a.body).toBe(b.body);
    expect(b.body).toBe(c.body);
    const children = await w.db.selectFrom('payments').select('id').where('rectoken', '=', 'tok_abc').where('amount', '=', 999).execute();
    expect(children).toHaveLength(1);
  });
});
