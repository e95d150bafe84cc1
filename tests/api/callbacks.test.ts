// POST recallback/: the merchant's callback URL through server/callbacks. The canary on 127.0.0.1
// is refused by default; CALLBACK_ALLOW_HOSTS=127.0.0.1 (test only) lets the delivery through.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers.ts';
import { insertPayment, START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';
import { FULL_PAN } from '../support/pan';

const received: Array<{ url: string; body: Record<string, unknown> }> = [];
let status = 200;
const canary = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    received.push({ url: req.url ?? '', body: JSON.parse(body || '{}') as Record<string, unknown> });
    res.writeHead(status).end('ok');
  });
});
let canaryUrl = '';

beforeAll(async () => {
  await new Promise<void>((r) => canary.listen(0, '127.0.0.1', r));
  canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}/callback`;
});
afterAll(() => new Promise<void>((r) => canary.close(() => r())));
afterEach(() => {
  delete process.env.CALLBACK_ALLOW_HOSTS;
  status = 200;
});

describe.each(BACKENDS)('resend callback on %s', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(backend);
  }, START_TIMEOUT);
  afterAll(() => w.close());

  const withCallback = () => insertPayment(w.db, w.merchant, { callback_data: JSON.stringify({ url: canaryUrl, response_code: 200 }), card_bin: '444455', card_last4: '4242' });

  it('refuses the canary on 127.0.0.1 by default and records the refused attempt', async () => {
    const id = await withCallback();
    const before = received.length;
    const res = await w.owner.post(`/merchant/transactions/${id}/recallback/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Error send callback', reason: 'refused: 127.0.0.1 is not a public address' });
    expect(received.length).toBe(before);
    const { history } = (await w.owner.get(`/merchant/transactions/${id}/info/`)).json();
    expect(history).toEqual([expect.objectContaining({ type: 'callback', details: expect.objectContaining({ url: canaryUrl, delivered: false }) })]);
  });

  it('with the test-only allow list the callback reaches the canary; the answer status is recorded', async () => {
    process.env.CALLBACK_ALLOW_HOSTS = '127.0.0.1';
    const id = await withCallback();
    const res = await w.owner.post(`/merchant/transactions/${id}/recallback/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Callback successfully send', event: { type: 'callback', details: { delivered: true, status: 200, address: '127.0.0.1' } } });
    const hit = received.at(-1)!;
    expect(hit.url).toBe('/callback');
    expect(hit.body).toMatchObject({ payment_id: id, order_status: 'approved', amount: '100.00', currency: 'GEL', masked_card: '444455XXXXXX4242' });
    expect(JSON.stringify(hit.body)).not.toMatch(FULL_PAN);
    const { data } = (await w.owner.get(`/merchant/transactions/${id}/info/`)).json();
    expect(data.callback_data).toMatchObject({ url: canaryUrl, response_code: 200 });
  });

  it('a merchant server answering 500 is a failed delivery with its status in the history', async () => {
    process.env.CALLBACK_ALLOW_HOSTS = '127.0.0.1';
    status = 500;
    const id = await withCallback();
    const res = await w.owner.post(`/merchant/transactions/${id}/recallback/`);
    expect(res.json()).toMatchObject({ error: 'Error send callback', reason: 'answered 500', event: { details: { status: 500 } } });
    expect((await w.owner.get(`/merchant/transactions/${id}/info/`)).json().data.callback_data.response_code).toBe(500);
  });

  it('refused without a callback URL, for a read-only user, and for a foreign payment', async () => {
    const plain = await insertPayment(w.db, w.merchant);
    expect((await w.owner.post(`/merchant/transactions/${plain}/recallback/`)).json()).toEqual({ error: 'Error send callback', reason: 'This payment has no callback URL' });
    const id = await withCallback();
    expect((await w.viewer.post(`/merchant/transactions/${id}/recallback/`)).statusCode).toBe(403);
    expect((await w.stranger.post(`/merchant/transactions/${id}/recallback/`)).statusCode).toBe(404);
  });
});
