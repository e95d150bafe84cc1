import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers.ts';
import { AUTHORISED, insertPayment, START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';

const base = (id: number) => `/merchant/transactions/${id}`;

describe.each(BACKENDS)('capture and refund on %s', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(backend);
  }, START_TIMEOUT);
  afterAll(() => w.close());

  it('GET capture/ offers the authorised amount; a full capture takes it and approves the payment', async () => {
    const id = await insertPayment(w.db, w.merchant, { ...AUTHORISED, amount: 12_550 });
    const info = (await w.owner.get(`${base(id)}/capture/`)).json();
    expect(info).toMatchObject({ id, type: 'full', amount: '125.50', currency: 'GEL', choices: { currency: ['GEL'] } });
    const res = await w.owner.post(`${base(id)}/capture/`, { id, type: 'full' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Request completed successfully');
    expect(body.data).toMatchObject({ status: 'approved', capture_amount: '125.50', actual_amount: '125.50', has_part_capture: false, can_capture: false, can_reverse: true });
    expect(body.event).toMatchObject({ type: 'capture', amount: '125.50', currency: 'GEL', user: { email: 'owner@test.local' } });
  });

  it('a partial capture is capped at the authorised amount and releases the rest', async () => {
    const id = await insertPayment(w.db, w.merchant, AUTHORISED);
    const over = await w.owner.post(`${base(id)}/capture/`, { type: 'partial', amount: '100.01', currency: 'GEL' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: [['amount', 'field is greater than 100.00']] });
    expect((await w.owner.post(`${base(id)}/capture/`, { type: 'partial', amount: '0', currency: 'GEL' })).json())
      .toEqual({ error: [['amount', 'field is lower than 0.01']] });
    expect((await w.owner.post(`${base(id)}/capture/`, { type: 'partial', amount: '12.345', currency: 'GEL' })).json())
      .toEqual({ error: [['amount', 'field must be amount']] });
    expect((await w.owner.post(`${base(id)}/capture/`, { type: 'partial', amount: '10.00', currency: 'USD' })).json())
      .toEqual({ error: [['currency', 'Currency must be GEL']] });
    const ok = await w.owner.post(`${base(id)}/capture/`, { type: 'partial', amount: '40.10', currency: 'GEL' });
    expect(ok.json().data).toMatchObject({ status: 'approved', capture_amount: '40.10', has_part_capture: true, max_reversal_amount: { amount: '40.10', currency: 'GEL' } });
    expect(ok.json().event.details).toMatchObject({ type: 'partial', released: '59.90' });
    const again = await w.owner.post(`${base(id)}/capture/`, { type: 'full' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Request error', reason: 'This payment cannot be captured' });
  });

  it('refunds: partial within the max reversal amount, then full takes exactly the rest', async () => {
    const id = await insertPayment(w.db, w.merchant);
    const info = (await w.owner.get(`${base(id)}/refund/`)).json();
    expect(info).toMatchObject({ type: 'full', amount: '100.00', reverse_exists: false, choices: { currency: ['GEL'] } });
    const part = await w.owner.post(`${base(id)}/refund/`, { type: 'partial', amount: '30.05', currency: 'GEL' });
    expect(part.json().data).toMatchObject({ status: 'partially_reversed', reversal_amount: '30.05', has_part_reverse: true, max_reversal_amount: { amount: '69.95' } });
    expect((await w.owner.get(`${base(id)}/refund/`)).json()).toMatchObject({ amount: '69.95', reverse_exists: true });
    const over = await w.owner.post(`${base(id)}/refund/`, { type: 'partial', amount: '69.96', currency: 'GEL' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: [['amount', 'field is greater than 69.95']] });
    const full = await w.owner.post(`${base(id)}/refund/`, { type: 'full', amount: '1.00', currency: 'GEL' });
    expect(full.json().event).toMatchObject({ type: 'refund', amount: '69.95', details: { type: 'full', status: 'reversed', remaining: '0.00' } });
    expect(full.json().data).toMatchObject({ status: 'reversed', reversal_amount: '100.00', can_reverse: false, max_reversal_amount: { amount: '0.00' } });
    const more = await w.owner.post(`${base(id)}/refund/`, { type: 'partial', amount: '0.01', currency: 'GEL' });
    expect(more.json()).toEqual({ error: 'Request error', reason: 'This payment cannot be refunded' });
  });

  it('after a partial capture the refund cap is the captured amount', async () => {
    const id = await insertPayment(w.db, w.merchant, AUTHORISED);
    await w.owner.post(`${base(id)}/capture/`, { type: 'partial', amount: '25.00', currency: 'GEL' });
    const over = await w.owner.post(`${base(id)}/refund/`, { type: 'partial', amount: '25.01', currency: 'GEL' });
    expect(over.json()).toEqual({ error: [['amount', 'field is greater than 25.00']] });
    const full = await w.owner.post(`${base(id)}/refund/`, { type: 'full' });
    expect(full.json().data).toMatchObject({ status: 'reversed', reversal_amount: '25.00' });
  });

  it('a refund of an uncaptured payment and a capture of a captured one are refused', async () => {
    const authorised = await insertPayment(w.db, w.merchant, AUTHORISED);
    expect((await w.owner.post(`${base(authorised)}/refund/`, { type: 'full' })).json()).toEqual({ error: 'Request error', reason: 'This payment cannot be refunded' });
    const declined = await insertPayment(w.db, w.merchant, { status: 'declined', processing_status: 'failed', actual_amount: 0, capture_amount: 0 });
    expect((await w.owner.post(`${base(declined)}/capture/`, { type: 'full' })).statusCode).toBe(400);
    expect((await w.owner.post(`${base(declined)}/refund/`, { type: 'full' })).statusCode).toBe(400);
  });

  it('body validation uses the form files: type is required and must be a choice', async () => {
    const id = await insertPayment(w.db, w.merchant);
    expect((await w.owner.post(`${base(id)}/refund/`, {})).json()).toEqual({ error: [['type', 'field is required']] });
    expect((await w.owner.post(`${base(id)}/refund/`, { type: 'all' })).statusCode).toBe(400);
    expect((await w.owner.post(`${base(id)}/refund/`, { type: 'partial' })).json()).toEqual({ error: [['amount', 'field is required']] });
  });

  it('refusals: signed out 401, missing CSRF 403, read-only 403, foreign or missing payment 404 alike', async () => {
    const id = await insertPayment(w.db, w.merchant);
    expect((await w.app.inject({ method: 'GET', url: `/api/v2${base(id)}/info/` })).statusCode).toBe(401);
    const anon = await w.client().prime();
    expect((await anon.post(`${base(id)}/refund/`, { type: 'full' })).statusCode).toBe(401);
    const noCsrf = await w.owner.post(`${base(id)}/refund/`, { type: 'full' }, false);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toEqual({ error: 'CSRF token missing or incorrect' });
    const readOnly = await w.viewer.post(`${base(id)}/refund/`, { type: 'full' });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json()).toEqual({ error: 'Permission denied' });
    const foreign = await w.stranger.post(`${base(id)}/refund/`, { type: 'full' });
    const missing = await w.stranger.post(`${base(999_999)}/refund/`, { type: 'full' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await w.stranger.get(`${base(id)}/info/`)).body).toBe((await w.stranger.get(`${base(999_999)}/info/`)).body);
    const untouched = await w.db.selectFrom('payments').select(['status', 'reversal_amount']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(untouched).toEqual({ status: 'approved', reversal_amount: 0 });
  });
});
