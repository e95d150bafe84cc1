// GET /api/v2/openapi.json (the API description generated from schemas/endpoints/) and GET /api/reference,
// its reference page behind the schema playground's guard (issue 26, must-show 3).
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createUser, startApp, type Client, type TestApp } from './helpers.ts';

type Operation = { operationId: string; security: Array<Record<string, string[]>> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { in: string; name: string }> } };

/** Every call of the endpoint files, read here on its own: `POST /api/v2/account/login/`. */
const calls = readdirSync('schemas/endpoints').filter((f) => f.endsWith('.json')).flatMap((f) => {
  const file = JSON.parse(readFileSync(`schemas/endpoints/${f}`, 'utf8')) as { endpoints: Record<string, { method: string; path: string }> };
  return Object.values(file.endpoints).map((c) => `${c.method} /api/v2${c.path}`);
});

const PASSWORD = 'Reference-pass-1';

async function signedIn(t: TestApp, email: string): Promise<Client> {
  const c = t.client();
  expect((await c.login(email, PASSWORD)).statusCode).toBe(200);
  return c;
}

describe.each(BACKENDS)('API description on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend, { production: true });
    const editor = await createUser(t.db, { email: 'editor@test.local', password: PASSWORD });
    await t.db.updateTable('users').set({ schema_editor: true }).where('id', '=', editor).execute();
    await createUser(t.db, { email: 'plain@test.local', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('describes every call of the endpoint files, a write with the CSRF header', async () => {
    const res = await t.client().get('/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json<Doc>();
    expect(doc.openapi).toBe('3.1.0');
    const described = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    expect(calls.length).toBeGreaterThan(240);
    // No two calls share a method and path (each is one route of the server).
    expect(new Set(calls).size).toBe(calls.length);
    // Beside those, the lists engine's companions of each list call: fields/, settings/ (GET and POST), export/.
    const companions = described.filter((c) => !calls.includes(c));
    for (const c of companions) expect(c).toMatch(/^(GET \/api\/v2\/.+\/(fields|settings)|POST \/api\/v2\/.+\/(settings|export))\/$/);
    expect(companions.length).toBeGreaterThan(30);
    expect(described.filter((c) => calls.includes(c)).sort()).toEqual([...new Set(calls)].sort());

    expect(doc.components.securitySchemes.csrfHeader).toMatchObject({ in: 'header', name: 'X-CSRFToken' });
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ in: 'cookie', name: 'sessionid' });
    const login = doc.paths['/api/v2/account/login/'].post;
    expect(login.operationId).toBe('accountLogin');
    for (const requirement of login.security) expect(requirement).toHaveProperty('csrfHeader');
    const writes = described.filter((c) => c.startsWith('POST ')).map((c) => doc.paths[c.slice(5)].post);
    expect(writes.every((op) => op.security.every((r) => 'csrfHeader' in r))).toBe(true);
    const reads = described.filter((c) => c.startsWith('GET ')).map((c) => doc.paths[c.slice(4)].get);
    expect(reads.some((op) => op.security.some((r) => 'csrfHeader' in r))).toBe(false);
  });

  it('refuses the reference page signed out and without the schema-editor privilege in production', async () => {
    expect((await t.client().request({ method: 'GET', url: '/api/reference' })).statusCode).toBe(401);
    const plain = await signedIn(t, 'plain@test.local');
    const refused = await plain.request({ method: 'GET', url: '/api/reference' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('/account/login/');
  });

  it('serves the reference page to a schema editor: every call, no script', async () => {
    const editor = await signedIn(t, 'editor@test.local');
    const res = await editor.request({ method: 'GET', url: '/api/reference' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'nonce-/);
    expect(res.body).not.toContain('<script');
    const doc = (await t.client().get('/openapi.json')).json<Doc>();
    expect(res.body.match(/<section id="/g)).toHaveLength(Object.values(doc.paths).flatMap((item) => Object.keys(item)).length);
    const login = /<section id="accountLogin">[\s\S]*?<\/section>/.exec(res.body)?.[0] ?? '';
    expect(login).toContain('<span class="method">POST</span> <code>/api/v2/account/login/</code>');
    expect(login).toContain('X-CSRFToken');
    expect(login).toContain('Body (application/json): LoginBody (engine/api/types.ts).');
    // A form's body: the form file's fields; a reply: its fields, a list's rows through its items.
    const add = /<section id="promocodesAdd">[\s\S]*?<\/section>/.exec(res.body)?.[0] ?? '';
    expect(add).toMatch(/<td><code>promo_name<\/code><\/td><td>string<\/td><td>yes<\/td><td>Promocode<\/td>/);
    const mailbox = /<section id="devMailbox">[\s\S]*?<\/section>/.exec(res.body)?.[0] ?? '';
    expect(mailbox).toContain('<code>data[].subject</code>');
  });

  it('opens the reference page to every signed-in user on a development server', async () => {
    const dev = await startApp(backend, { dev: true });
    try {
      await createUser(dev.db, { email: 'plain@test.local', password: PASSWORD });
      expect((await (await signedIn(dev, 'plain@test.local')).request({ method: 'GET', url: '/api/reference' })).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
