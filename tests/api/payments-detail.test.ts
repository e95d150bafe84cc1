import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestRegister } from './cashbox-fixtures.ts';
import { BACKENDS } from './helpers.ts';
import { AUTHORISED, insertPayment, START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';
import { FULL_PAN } from '../support/pan';

const EDIT_FLAGS = ['can_capture', 'can_reverse', 'can_send_receipt', 'can_callback', 'can_change_recurring', 'can_manual_recurring', 'can_payout', 'can_fiscalize', 'show_reverse_receipt'];

describe.each(BACKENDS)('payment detail on %s', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(backend);
  }, START_TIMEOUT);
  afterAll(() => w.close());

  it('GET info/ gives the general info with money as decimal strings and a masked card', async () => {
    const id = await insertPayment(w.db, w.merchant, { amount: 1_005, actual_amount: 1_005, capture_amount: 1_005, client_fee: 7 });
    const res = await w.owner.get(`/merchant/transactions/${id}/info/`);
    expect(res.statusCode).toBe(200);
    const { data, history } = res.json();
    expect(data).toMatchObject({
      id, status: 'approved', tran_type: 'purchase', amount: '10.05', actual_amount: '10.05', capture_amount: '10.05', reversal_amount: '0.00',
      client_fee: '0.07', v_currency: 'GEL', v_actual_currency: 'GEL', currencies: ['GEL', 'USD'], card: '444455******1111',
      max_reversal_amount: { amount: '10.05', currency: 'GEL' }, fiscal_status: 'not_fiscalized', conversion: null,
      merchant: { id: w.merchant, name: 'Tbilisi Coffee' },
    });
    expect(history).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(FULL_PAN);
  });

  it('the flags follow the payment state', async () => {
    const flags = async (values: Parameters<typeof insertPayment>[2]) =>
      (await w.owner.get(`/merchant/transactions/${await insertPayment(w.db, w.merchant, values)}/info/`)).json().data;
    expect(await flags(AUTHORISED)).toMatchObject({ can_capture: true, can_reverse: false, can_receipt: false, can_fiscalize: false });
    // Fiscalization needs the merchant's active cash register (server/fiscal/).
    expect(await flags({})).toMatchObject({ can_fiscalize: false });
    await connectTestRegister(w.db, w.merchant, 'GEL');
    expect(await flags({})).toMatchObject({ can_capture: false, can_reverse: true, can_receipt: true, can_send_receipt: true, can_fiscalize: true, show_reverse_receipt: false, can_callback: false, can_print_p2p: false });
    expect(await flags({ status: 'reversed', reversal_amount: 10_000 })).toMatchObject({ can_reverse: false, can_receipt: true });
    expect(await flags({ tran_type: 'p2p debit' })).toMatchObject({ can_print_p2p: true });
    expect(await flags({ callback_data: JSON.stringify({ url: 'https://shop.example/cb' }) })).toMatchObject({ can_callback: true });
    const recurring = { rectoken: 'tok_1', recurring_data: JSON.stringify({ every: 1, period: 'month', state: 'active' }) };
    expect(await flags(recurring)).toMatchObject({ can_change_recurring: true, can_manual_recurring: true, can_payout: false });
    await w.db.updateTable('merchants').set({ has_multiparty: true }).where('id', '=', w.merchant).execute();
    expect(await flags(recurring)).toMatchObject({ can_payout: true });
    await w.db.updateTable('merchants').set({ has_multiparty: false }).where('id', '=', w.merchant).execute();
  });

  it('a read-only user sees the payment but gets none of the edit actions', async () => {
    const id = await insertPayment(w.db, w.merchant, {
      tran_type: 'p2p debit', rectoken: 'tok_2', recurring_data: JSON.stringify({ state: 'active' }), callback_data: JSON.stringify({ url: 'https://shop.example/cb' }),
    });
    const data = (await w.viewer.get(`/merchant/transactions/${id}/info/`)).json().data;
    for (const flag of EDIT_FLAGS) expect(data[flag], flag).toBe(false);
    expect(data).toMatchObject({ can_receipt: true, can_print_p2p: true });
    const owner = (await w.owner.get(`/merchant/transactions/${id}/info/`)).json().data;
    expect(owner).toMatchObject({ can_reverse: true, can_callback: true, can_change_recurring: true, can_manual_recurring: true, can_fiscalize: true });
  });

  it('the currency conversion line appears only with both amounts and different currencies', async () => {
    const converted = await insertPayment(w.db, w.merchant, { currency: 'USD', amount: 1_000, actual_currency: 'GEL', actual_amount: 2_713, capture_amount: 1_000 });
    expect((await w.owner.get(`/merchant/transactions/${converted}/info/`)).json().data.conversion).toEqual({
      currency_from: 'USD', currency_to: 'GEL', amount: '10.00', amount_to: '27.13', conversion_rate: '2.713000',
    });
    const unpaid = await insertPayment(w.db, w.merchant, { ...AUTHORISED, currency: 'USD', actual_currency: 'GEL' });
    expect((await w.owner.get(`/merchant/transactions/${unpaid}/info/`)).json().data.conversion).toBeNull();
  });

  it('GET status/ returns the stored status and changes nothing (no history event)', async () => {
    const id = await insertPayment(w.db, w.merchant, AUTHORISED);
    const res = (await w.viewer.get(`/merchant/transactions/${id}/status/`)).json();
    expect(res).toMatchObject({ status: 'processing', processing_status: 'in_progress', data: { status: 'processing' } });
    const { history } = (await w.owner.get(`/merchant/transactions/${id}/info/`)).json();
    expect(history).toEqual([]);
  });

  it('the history lists every action in order with amount, currency, user and time', async () => {
    const id = await insertPayment(w.db, w.merchant, AUTHORISED);
    await w.owner.post(`/merchant/transactions/${id}/capture/`, { type: 'partial', amount: '80.00', currency: 'GEL' });
    await w.owner.post(`/merchant/transactions/${id}/refund/`, { type: 'partial', amount: '5.50', currency: 'GEL' });
    const { data, history } = (await w.owner.get(`/merchant/transactions/${id}/info/`)).json();
    expect(data.status).toBe('partially_reversed');
    expect(history.map((e: { type: string; amount: string }) => [e.type, e.amount])).toEqual([['capture', '80.00'], ['refund', '5.50']]);
    expect(history[0]).toMatchObject({ currency: 'GEL', user: { email: 'owner@test.local' }, created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('ids that are not numbers answer 404', async () => {
    expect((await w.owner.get('/merchant/transactions/abc/info/')).statusCode).toBe(404);
    expect((await w.owner.get('/merchant/transactions/0/info/')).json()).toEqual({ error: 'Not found' });
  });
});
