// Dispute calls (spec 002 s.4 and s.7): info with history and deadline in the merchant's time zone,
// accept and start (multipart evidence) only on Needs response, refusals, on both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { BACKENDS, type Client } from './helpers.ts';
import { insertPayment, startWorld, type World } from './payments-fixtures.ts';
import { jpeg, png } from './images.ts';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);
const PNG = png(800, 600);
const JPEG = jpeg(800, 600);

function multipart(files: Array<{ name: string; data: Buffer; type?: string }>, fields: Record<string, string> = {}) {
  const boundary = `----dp${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/pdf'}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (c: Client, id: number, files: Parameters<typeof multipart>[0], fields?: Record<string, string>, csrf?: string | false) =>
  c.request({ method: 'POST', url: `/api/v2/merchant/transactions/disputes/${id}/start/`, ...multipart(files, fields), csrf });

let seq = 0;
async function insertDispute(db: Db, merchantId: number, values: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const paymentId = await insertPayment(db, merchantId);
  const row = await db.insertInto('disputes').values({
    merchant_id: merchantId, payment_id: paymentId, chargeback_id: `cb_${seq}_${Math.random().toString(16).slice(2, 8)}`, merchant_orderid: `order_d${seq}`,
    internal_orderid: `int_${seq}`, email: 'buyer@example.com', actual_amount: 10_000, dispute_amount: 2_550, currency: 'GEL',
    response_deadline: '2099-12-31', dispute_date: '2026-11-01', status_name: 'Needs response', ...values,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

describe.each(BACKENDS)('disputes on %s', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(backend);
    await w.db.updateTable('merchants').set({ time_zone: 'Asia/Tbilisi' } as never).where('id', '=', w.merchant).execute();
  }, 180_000);
  afterAll(async () => w?.close());

  const info = (c: Client, id: number) => c.get(`/merchant/transactions/disputes/${id}/info/`);

  it('info: fields, deadline at the end of the day in the merchant time zone, flags, empty history', async () => {
    const id = await insertDispute(w.db, w.merchant);
    const res = await info(w.owner, id);
    expect(res.statusCode).toBe(200);
    const { data, history, files } = res.json();
    expect(data).toMatchObject({
      id, dispute_amount: '25.50', actual_amount: '100.00', currency: 'GEL', status_name: 'Needs response', dispute_date: '2026-11-01',
      response_deadline: '2099-12-31T23:59:59+04:00', time_zone: 'Asia/Tbilisi', can_respond: true, can_accept: true,
    });
    expect(history).toEqual([]);
    expect(files).toEqual([]);
    expect((await info(w.viewer, id)).json().data).toMatchObject({ can_respond: false, can_accept: false });
  });

  it('accept: Needs response -> Lost, recorded in the history; a second accept is 400', async () => {
    const id = await insertDispute(w.db, w.merchant);
    const res = await w.owner.post(`/merchant/transactions/disputes/${id}/accept/`, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Request completed successfully');
    expect(body.data.status_name).toBe('Lost');
    expect(body.event).toMatchObject({ type: 'accept', from_status: 'Needs response', to_status: 'Lost', user: { email: 'owner@test.local' } });
    expect(body.history).toHaveLength(1);
    const again = await w.owner.post(`/merchant/transactions/disputes/${id}/accept/`, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/only a dispute in Needs response/);
    expect((await info(w.owner, id)).json().history).toHaveLength(1);
  });

  it('accept with an Idempotency-Key happens once and replays the reply', async () => {
    const id = await insertDispute(w.db, w.merchant);
    const call = () => w.owner.request({ method: 'POST', url: `/api/v2/merchant/transactions/disputes/${id}/accept/`, payload: {}, headers: { 'idempotency-key': `acc-${id}` } });
    const [a, b] = [await call(), await call()];
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('start with an Idempotency-Key: the same files replay the reply, other files get 422, one effect', async () => {
    const id = await insertDispute(w.db, w.merchant);
    const send = (data: Buffer) => {
      const body = multipart([{ name: 'proof.pdf', data }], { comment: 'Shipped' });
      return w.owner.request({ method: 'POST', url: `/api/v2/merchant/transactions/disputes/${id}/start/`, payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': `start-${id}` } });
    };
    const first = await send(PDF);
    expect(first.statusCode).toBe(200);
    const retry = await send(PDF);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const other = await send(Buffer.concat([PDF, Buffer.from('changed')]));
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('This Idempotency-Key was already used with a different request');
    expect((await info(w.owner, id)).json().files).toHaveLength(1);
  });

  it('start: evidence files (PDF, PNG, JPEG) stored, Needs response -> In progress, files downloadable', async () => {
    const id = await insertDispute(w.db, w.merchant);
    const res = await upload(w.owner, id, [{ name: 'letter.pdf', data: PDF }, { name: 'photo.png', data: PNG }, { name: 'r.jpg', data: JPEG }], { comment: 'Delivered' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.status_name).toBe('In progress');
    expect(body.event).toMatchObject({ type: 'start', to_status: 'In progress', details: { comment: 'Delivered' } });
    expect(body.files.map((f: { content_type: string }) => f.content_type)).toEqual(['application/pdf', 'image/png', 'image/jpeg']);
    const file = await w.owner.get(`/merchant/transactions/disputes/${id}/files/${body.files[0].id}/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Not on Needs response any more: 400 with a clear message, nothing stored.
    const again = await upload(w.owner, id, [{ name: 'more.pdf', data: PDF }]);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This dispute is In progress: only a dispute in Needs response can be accepted or answered.');
    expect((await info(w.owner, id)).json().files).toHaveLength(3);
  });

  it('start refuses wrong types (by content, not name), oversized and missing files; nothing changes', async () => {
    const id = await insertDispute(w.db, w.merchant);
    const exe = await upload(w.owner, id, [{ name: 'evil.pdf', data: Buffer.from('MZ\x90\x00 not a pdf'), type: 'application/pdf' }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error).toBe('Only PDF, PNG and JPEG files are accepted.');
    const big = await upload(w.owner, id, [{ name: 'big.pdf', data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) }]);
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe('The file is larger than 5 MB.');
    const six = await upload(w.owner, id, Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.pdf`, data: PDF })));
    expect(six.statusCode).toBe(400);
    expect(six.json().error).toBe('At most 5 files can be sent at once.');
    const none = await upload(w.owner, id, [], { comment: 'x' });
    expect(none.statusCode).toBe(400);
    const json = await w.owner.post(`/merchant/transactions/disputes/${id}/start/`, {});
    expect(json.statusCode).toBe(400);
    const after = (await info(w.owner, id)).json();
    expect(after.data.status_name).toBe('Needs response');
    expect(after.files).toEqual([]);
    expect(after.history).toEqual([]);
  });

  it('a passed deadline refuses accept and start', async () => {
    const id = await insertDispute(w.db, w.merchant, { response_deadline: '2020-01-01' });
    expect((await info(w.owner, id)).json().data.can_respond).toBe(false);
    const res = await w.owner.post(`/merchant/transactions/disputes/${id}/accept/`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The response deadline of this dispute has passed.');
    expect((await upload(w.owner, id, [{ name: 'a.pdf', data: PDF }])).statusCode).toBe(400);
  });

  it('refusals: foreign = missing 404, read-only 403, signed out 401, no CSRF 403', async () => {
    const id = await insertDispute(w.db, w.merchant);
    const foreign = await info(w.stranger, id);
    const missing = await info(w.owner, 999_999);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await w.stranger.post(`/merchant/transactions/disputes/${id}/accept/`, {})).statusCode).toBe(404);
    expect((await upload(w.stranger, id, [{ name: 'a.pdf', data: PDF }])).statusCode).toBe(404);
    const ro = await w.viewer.post(`/merchant/transactions/disputes/${id}/accept/`, {});
    expect(ro.statusCode).toBe(403);
    expect(ro.json()).toEqual({ error: 'Permission denied' });
    expect((await upload(w.viewer, id, [{ name: 'a.pdf', data: PDF }])).statusCode).toBe(403);
    const anon = await w.client().prime();
    expect((await info(anon, id)).statusCode).toBe(401);
    expect((await anon.post(`/merchant/transactions/disputes/${id}/accept/`, {})).statusCode).toBe(401);
    const noCsrf = await w.owner.post(`/merchant/transactions/disputes/${id}/accept/`, {}, false);
    expect(noCsrf.statusCode).toBe(403);
    expect((await upload(w.owner, id, [{ name: 'a.pdf', data: PDF }], {}, false)).statusCode).toBe(403);
    expect((await info(w.owner, id)).json().data.status_name).toBe('Needs response');
  });

  it('two concurrent accepts: one wins, the other gets 400', async () => {
    const id = await insertDispute(w.db, w.merchant);
    const results = await Promise.all([1, 2].map(() => w.owner.post(`/merchant/transactions/disputes/${id}/accept/`, {})));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await info(w.owner, id)).json().history).toHaveLength(1);
  });
});
