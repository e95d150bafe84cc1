// The server serializes its 200 replies with the reply schemas of schemas/endpoints/ (Fastify
// response schemas, server/http/reply-schemas.ts): every call of the endpoint files is served by a
// route that has its schema, a field the schema does not declare is not sent, and a reply missing a
// required field fails instead of reaching the client.
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerReplySchemas } from '../../server/http/reply-schemas.ts';
import { BACKENDS, createUser, startApp, type TestApp } from './helpers.ts';

describe.each(BACKENDS)('reply schemas on the real app on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(() => t.close());

  it('every call of schemas/endpoints/ is a route that serializes with its reply schema', () => {
    expect(t.app.unservedCalls()).toEqual([]);
  });

  it('a reply carries exactly the declared fields (personal settings)', async () => {
    await createUser(t.db, { email: 'schema@test.local', password: 'Schema-pass-1' });
    const client = t.client();
    await client.get('/account/check_auth/');
    expect((await client.post('/account/login/', { email: 'schema@test.local', password: 'Schema-pass-1' })).json()).toEqual({ state: 'ok' });
    const reply = (await client.get('/settings/personal/')).json();
    expect(Object.keys(reply).sort()).toEqual(['first_name', 'lang', 'last_name', 'phone', 'profile_image']);
  });
});

describe('reply schemas on a route (fast-json-stringify semantics)', () => {
  const root = mkdtempSync(join(tmpdir(), 'reply-schemas-'));
  mkdirSync(join(root, 'schemas/endpoints'), { recursive: true });
  writeFileSync(
    join(root, 'schemas/endpoints/demo.json'),
    JSON.stringify({
      group: 'demo',
      definitions: { Money: { type: 'object', required: ['amount'], properties: { amount: { type: 'string' }, note: { type: ['string', 'null'] } } } },
      endpoints: {
        item: { method: 'GET', path: '/demo/{id}/', reply: { type: 'object', required: ['id', 'price'], properties: { id: { type: 'integer' }, price: { $ref: '#/definitions/Money' } } } },
        open: { method: 'POST', path: '/demo/{id}/', reply: { type: 'object', properties: { id: { type: 'integer' } }, additionalProperties: true } },
      },
    }),
  );
  const app = Fastify();
  registerReplySchemas(app, '/api/v2', root);
  let answer: Record<string, unknown> = {};
  void app.register(
    async (api) => {
      api.get('/demo/:id/', async () => answer);
      api.post('/demo/:id/', async () => answer);
      api.get('/demo/:id/raw/', async () => answer);
    },
    { prefix: '/api/v2' },
  );
  afterAll(() => app.close());

  it('does not send a field the schema does not declare, at any depth', async () => {
    answer = { id: 7, price: { amount: '12.50', note: null, secret: 'x' }, password_hash: 'h' };
    const res = await app.inject({ method: 'GET', url: '/api/v2/demo/7/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, price: { amount: '12.50', note: null } });
  });

  it('fails a reply that lacks a required field', async () => {
    answer = { id: 7 };
    const res = await app.inject({ method: 'GET', url: '/api/v2/demo/7/' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"id":7');
  });

  it('sends every field of an open object, and leaves routes of no endpoint file alone', async () => {
    answer = { id: 7, extra: true };
    expect((await app.inject({ method: 'POST', url: '/api/v2/demo/7/', payload: {} })).json()).toEqual({ id: 7, extra: true });
    answer = { anything: 1 };
    expect((await app.inject({ method: 'GET', url: '/api/v2/demo/7/raw/' })).json()).toEqual({ anything: 1 });
    expect(app.unservedCalls()).toEqual([]);
  });
});
