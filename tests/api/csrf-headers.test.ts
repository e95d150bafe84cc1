import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createUser, startApp, type TestApp } from './helpers.ts';

const CSP = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;connect-src 'self';frame-src 'self' http://localhost:3001;frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'";

function distFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Merchant Portal</title>');
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  return dir;
}

describe.each(BACKENDS)('CSRF and security headers on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend, { distDir: distFixture() });
    await createUser(t.db, { email: 'csrf@test.local', password: 'Csrf-pass-123' });
  });
  afterAll(() => t.close());

  it('sets a csrftoken cookie on a first GET', async () => {
    const res = await t.client().get('/account/check_auth/');
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/\S{20,}/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('answers 403 to a POST without the header, with a wrong one, or without the cookie', async () => {
    const c = await t.client().prime();
    const body = { email: 'csrf@test.local', password: 'Csrf-pass-123' };
    for (const res of [await c.post('/account/login/', body, false), await c.post('/account/login/', body, 'forged.token')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'CSRF token missing or incorrect' });
    }
    const noCookie = t.client();
    expect((await noCookie.post('/account/login/', body, c.cookies.get('csrftoken'))).statusCode).toBe(403);
    expect((await c.post('/account/login/', body)).statusCode).toBe(200);
  });

  it('binds the token to the session: a token from before login is refused after it', async () => {
    const c = await t.client().prime();
    const before = c.cookies.get('csrftoken')!;
    await c.login('csrf@test.local', 'Csrf-pass-123');
    expect(c.cookies.get('csrftoken')).not.toBe(before);
    const stale = t.client();
    stale.cookies.set('sessionid', c.cookies.get('sessionid')!);
    stale.cookies.set('csrftoken', before);
    const res = await stale.post('/account/logout/');
    expect(res.statusCode).toBe(403);
    expect((await c.post('/account/logout/')).statusCode).toBe(200);
  });

  it('sends the security headers on API replies, errors and SPA pages', async () => {
    const c = t.client();
    for (const res of [
      await c.get('/saas/'),
      await c.get('/no/such/call/'),
      await c.request({ method: 'GET', url: '/transactions/payments/all' }),
      await c.request({ method: 'GET', url: '/assets/app-1a2b3c.js' }),
    ]) {
      expect(res.headers['content-security-policy']).toBe(CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    }
  });

  it('serves index.html for client routes, long-cached assets, and JSON 404 for unknown API paths', async () => {
    const c = t.client();
    const page = await c.request({ method: 'GET', url: '/settings/merchants/list' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Merchant Portal</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await c.request({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await c.get('/no/such/call/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found' });
  });
});
