// Payment black/white list (spec 002 s.7): GET {id}/bwlist/ and POST {order_id}/bwlist/change/
// (period x amount), recorded in the payment history; refusals; on both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers.ts';
import { insertPayment, startWorld, type World } from './payments-fixtures.ts';

describe.each(BACKENDS)('payment bwlist on %s', (backend) => {
  let w: World;
  let id: number;
  let orderId: string;
  beforeAll(async () => {
    w = await startWorld(backend);
    id = await insertPayment(w.db, w.merchant);
    orderId = (await w.db.selectFrom('payments').select('order_id').where('id', '=', id).executeTakeFirstOrThrow()).order_id;
  }, 180_000);
  afterAll(async () => w?.close());

  const change = (c = w.owner, body: Record<string, unknown> = {}, csrf?: false) =>
    c.post(`/merchant/transactions/${orderId}/bwlist/change/`, { field: 'card', list: 'black', period: 86400, amount: 7, ...body }, csrf);

  it('view: card and e-mail, nothing listed yet', async () => {
    const res = await w.viewer.get(`/merchant/transactions/${id}/bwlist/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ payment_id: id, order_id: orderId, card: '444455******1111', email: 'buyer@example.com', entries: [], current: { card: null, email: null }, can_change: false });
  });

  it('change: black for 7 days (period x amount), then white, then none; each in the payment history', async () => {
    const before = Date.now();
    const res = await change();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Request completed successfully');
    expect(body.data.current).toEqual({ card: 'black', email: null });
    const expires = Date.parse(body.data.entries[0].expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(7 * 86400 * 1000 - 1000);
    expect(expires - before).toBeLessThan(7 * 86400 * 1000 + 60_000);
    expect(body.event).toMatchObject({ type: 'bwlist_change', details: { field: 'card', list: 'black', period: 86400, amount: 7 } });

    expect((await change(w.owner, { field: 'email', list: 'white', period: 3600, amount: 2 })).json().data.current).toEqual({ card: 'black', email: 'white' });
    expect((await change(w.owner, { list: 'none' })).json().data.current).toEqual({ card: null, email: 'white' });
    const view = (await w.owner.get(`/merchant/transactions/${id}/bwlist/`)).json().data;
    expect(view.current).toEqual({ card: null, email: 'white' });
    const history = (await w.owner.get(`/merchant/transactions/${id}/info/`)).json();
    expect(JSON.stringify(history)).toContain('bwlist_change');
  });

  it('bad input is 400 with field errors; a payment without an e-mail cannot list it', async () => {
    const res = await change(w.owner, { field: 'phone', period: 5, amount: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.map((e: [string, string]) => e[0]).sort()).toEqual(['amount', 'field', 'period']);
    const noMail = await insertPayment(w.db, w.merchant, { sender_email: null, order_id: 'no_mail_order' });
    const r = await w.owner.post('/merchant/transactions/no_mail_order/bwlist/change/', { field: 'email', list: 'black', period: 3600, amount: 1 });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('This payment has no e-mail to list.');
    expect(noMail).toBeGreaterThan(0);
  });

  it('refusals: foreign = missing 404, read-only 403, signed out 401, no CSRF 403', async () => {
    const foreign = await w.stranger.get(`/merchant/transactions/${id}/bwlist/`);
    const missing = await w.owner.get('/merchant/transactions/999999/bwlist/');
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    const foreignChange = await change(w.stranger);
    const missingChange = await w.owner.post('/merchant/transactions/no_such_order/bwlist/change/', { field: 'card', list: 'black', period: 3600, amount: 1 });
    expect(foreignChange.statusCode).toBe(404);
    expect(missingChange.statusCode).toBe(404);
    expect(foreignChange.body).toBe(missingChange.body);
    expect((await change(w.viewer)).statusCode).toBe(403);
    const anon = await w.client().prime();
    expect((await anon.get(`/merchant/transactions/${id}/bwlist/`)).statusCode).toBe(401);
    expect((await change(anon)).statusCode).toBe(401);
    expect((await change(w.owner, {}, false)).statusCode).toBe(403);
  });

  it('the payment pages by order id (spec 002: /transactions/payments/info/{order_id}/bwlist): info and bwlist answer for the order id, a foreign one is 404 alike', async () => {
    const byOrder = await w.viewer.get(`/merchant/transactions/${encodeURIComponent(orderId)}/bwlist/`);
    expect(byOrder.statusCode).toBe(200);
    expect(byOrder.json().data).toMatchObject({ payment_id: id, order_id: orderId });
    const info = await w.viewer.get(`/merchant/transactions/${encodeURIComponent(orderId)}/info/`);
    expect(info.statusCode).toBe(200);
    expect(JSON.stringify(info.json())).toContain(orderId);
    const foreign = await w.stranger.get(`/merchant/transactions/${encodeURIComponent(orderId)}/bwlist/`);
    const missing = await w.viewer.get('/merchant/transactions/no_such_order/bwlist/');
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });
});
