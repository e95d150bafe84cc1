// Idempotency-Key and row locks under real concurrency: on PostgreSQL two instances of the app (two
// servers, each with its own connection pool, as behind a load balancer) listen on their ports and
// the calls alternate between them, each its own HTTP connection and pooled database connection; on
// PGlite (one connection, transactions queue) the same calls go through inject at once.
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { connect, type Db } from '../../server/db/connect.ts';
import { BACKENDS, PUBLIC_URL, TEST_DATABASE_URL } from './helpers.ts';
import { httpPost, insertPayment, START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';

const refundPath = (id: number) => `/merchant/transactions/${id}/refund/`;

describe.each(BACKENDS)('idempotency and concurrency on %s', (backend) => {
  let w: World;
  let post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: Record<string, unknown> }>;

  let second: { close: () => Promise<unknown> } | undefined;
  let secondDb: Db | undefined;

  beforeAll(async () => {
    w = await startWorld(backend);
    if (backend === 'postgres') {
      // The second instance: same database schema and secret key, its own pool.
      const { rows } = await sql<{ search_path: string }>`show search_path`.execute(w.db);
      secondDb = connect({ url: TEST_DATABASE_URL, searchPath: rows[0].search_path });
      const other = await buildApp({ db: secondDb, distDir: null, publicUrl: PUBLIC_URL, production: false, secretKey: 'test-secret' });
      second = other;
      const bases: string[] = [];
      for (const app of [w.app, other]) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      }
      let turn = 0;
      post = (path, body, headers) => httpPost(bases[turn++ % bases.length], w.owner, path, body, headers);
    } else {
      post = async (path, body, headers) => {
        const res = await w.owner.request({ method: 'POST', url: `/api/v2${path}`, payload: body as object, headers });
        return { status: res.statusCode, body: res.json() };
      };
    }
  }, START_TIMEOUT);
  afterAll(async () => {
    await second?.close();
    await secondDb?.destroy();
    await w.close();
  });

  it('a retried request with the same key and body gets the same reply and happens once', async () => {
    const id = await insertPayment(w.db, w.merchant);
    const body = { type: 'partial', amount: '10.00', currency: 'GEL' };
    const first = await post(refundPath(id), body, { 'idempotency-key': 'retry-1' });
    const second = await post(refundPath(id), { currency: 'GEL', amount: '10.00', type: 'partial' }, { 'idempotency-key': 'retry-1' });
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    const info = await w.owner.get(`/merchant/transactions/${id}/info/`);
    expect(info.json().data.reversal_amount).toBe('10.00');
    expect(info.json().history.filter((e: { type: string }) => e.type === 'refund')).toHaveLength(1);
  });

  it('the same key with a different body is refused with 422 and changes nothing', async () => {
    const id = await insertPayment(w.db, w.merchant);
    await post(refundPath(id), { type: 'partial', amount: '10.00', currency: 'GEL' }, { 'idempotency-key': 'retry-2' });
    const other = await post(refundPath(id), { type: 'partial', amount: '11.00', currency: 'GEL' }, { 'idempotency-key': 'retry-2' });
    expect(other).toEqual({ status: 422, body: { error: 'This Idempotency-Key was already used with a different request' } });
    const otherPayment = await insertPayment(w.db, w.merchant);
    const samBodyOtherPath = await post(refundPath(otherPayment), { type: 'partial', amount: '10.00', currency: 'GEL' }, { 'idempotency-key': 'retry-2' });
    expect(samBodyOtherPath.status).toBe(422);
    expect((await w.owner.get(`/merchant/transactions/${id}/info/`)).json().data.reversal_amount).toBe('10.00');
  });

  it('a refusal is stored too: the retry gets the same 400', async () => {
    const id = await insertPayment(w.db, w.merchant);
    const over = await post(refundPath(id), { type: 'partial', amount: '100.01', currency: 'GEL' }, { 'idempotency-key': 'over-1' });
    expect(over).toEqual({ status: 400, body: { error: [['amount', 'field is greater than 100.00']] } });
    expect(await post(refundPath(id), { type: 'partial', amount: '100.01', currency: 'GEL' }, { 'idempotency-key': 'over-1' })).toEqual(over);
  });

  it('a malformed key is refused', async () => {
    const id = await insertPayment(w.db, w.merchant);
    const bad = await post(refundPath(id), { type: 'full' }, { 'idempotency-key': 'has space' });
    expect(bad).toEqual({ status: 400, body: { error: 'Idempotency-Key must be 1 to 255 visible ASCII characters' } });
  });

  it('50 concurrent calls with one key: one effect, 50 identical replies', async () => {
    const id = await insertPayment(w.db, w.merchant);
    const body = { type: 'partial', amount: '7.25', currency: 'GEL' };
    const replies = await Promise.all(Array.from({ length: 50 }, () => post(refundPath(id), body, { 'idempotency-key': 'burst-1' })));
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const info = (await w.owner.get(`/merchant/transactions/${id}/info/`)).json();
    expect(info.data.reversal_amount).toBe('7.25');
    expect(info.history.filter((e: { type: string }) => e.type === 'refund')).toHaveLength(1);
  });

  it('100 parallel partial refunds never pass the cap', async () => {
    const id = await insertPayment(w.db, w.merchant);
    const replies = await Promise.all(Array.from({ length: 100 }, () => post(refundPath(id), { type: 'partial', amount: '1.50', currency: 'GEL' })));
    const ok = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 400);
    // 66 x 1.50 = 99.00; a 67th would make 100.50 > 100.00.
    expect(ok).toHaveLength(66);
    expect(refused).toHaveLength(34);
    for (const r of refused) expect(r.body).toEqual({ error: [['amount', 'field is greater than 1.00']] });
    const info = (await w.owner.get(`/merchant/transactions/${id}/info/`)).json();
    expect(info.data).toMatchObject({ reversal_amount: '99.00', status: 'partially_reversed', max_reversal_amount: { amount: '1.00' } });
    expect(info.history.filter((e: { type: string }) => e.type === 'refund')).toHaveLength(66);
  });

  it('concurrent full refunds and captures: exactly one of each wins', async () => {
    const id = await insertPayment(w.db, w.merchant);
    const full = await Promise.all(Array.from({ length: 20 }, () => post(refundPath(id), { type: 'full' })));
    expect(full.filter((r) => r.status === 200)).toHaveLength(1);
    expect(full.filter((r) => r.status === 400).every((r) => r.body.reason === 'This payment cannot be refunded')).toBe(true);
    const authorised = await insertPayment(w.db, w.merchant, { status: 'processing', processing_status: 'in_progress', capture_amount: 0, actual_amount: 0 });
    const captures = await Promise.all(Array.from({ length: 20 }, () => post(`/merchant/transactions/${authorised}/capture/`, { type: 'full' })));
    expect(captures.filter((r) => r.status === 200)).toHaveLength(1);
    const row = await w.db.selectFrom('payments').select(['capture_amount', 'status']).where('id', '=', authorised).executeTakeFirstOrThrow();
    expect(row).toEqual({ capture_amount: 10_000, status: 'approved' });
  });
});
