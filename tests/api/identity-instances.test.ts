// Identification across instances (issue 25 item 5): two portals with their stand-ins over one
// database behind a balancer; one configured frame origin; the session's hour; and the start of a
// stand-in on a port where one already answers.
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { TEST_DOCUMENTS } from '../../server/identity-provider/sessions.ts';
import { startStandIn } from '../../server/identity-provider/start.ts';
import { identityConfigFromEnv, type IdentityConfig } from '../../server/identity/config.ts';
import { httpIdentityProvider } from '../../server/identity/provider.ts';
import { NOT_FOUND_MESSAGE, PASSED_MESSAGE } from '../../server/identity/handlers.ts';
import { freePort } from '../e2e/server-process.ts';
import { BACKENDS, Client, createMerchant, createUser, PUBLIC_URL, startApp, type TestApp } from './helpers.ts';

const SECRET = 'test-secret';
const base = (m: number) => `/merchant/onboarding/${m}/identification`;

/** A balancer in front of the stand-ins: each request goes to `to` (the test chooses the instance); `served` counts per port. */
async function startBalancer(): Promise<{ url: string; to: number; served: Map<number, number>; server: Server }> {
  const balancer = { url: '', to: 0, served: new Map<number, number>(), server: createServer() };
  balancer.server.on('request', (req, res) => {
    const port = balancer.to;
    balancer.served.set(port, (balancer.served.get(port) ?? 0) + 1);
    const upstream = forward({ host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => balancer.server.listen(0, '127.0.0.1', resolve));
  balancer.url = `http://127.0.0.1:${(balancer.server.address() as AddressInfo).port}`;
  return balancer;
}

const framePost = (frameUrl: string, step: string, body: object) =>
  fetch(`${frameUrl}/${step}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.each(BACKENDS)('identity sessions shared by instances (%s)', (backend) => {
  let t: TestApp;
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  let config: IdentityConfig;
  let portA: number;
  let portB: number;
  const closers: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    balancer = await startBalancer();
    closers.push(() => new Promise((resolve) => balancer.server.close(resolve)));
    // What every instance configures: the balancer's identity address, the stand-in run by each.
    config = identityConfigFromEnv(SECRET, { IDENTITY_URL: balancer.url, IDENTITY_STANDIN: '1' });
    t = await startApp(backend, { identity: httpIdentityProvider(config.url, config.apiKey) });
    [portA, portB] = [await freePort(), await freePort()];
    for (const port of [portA, portB]) {
      const standIn = await startStandIn({ ...config, port }, t.db, PUBLIC_URL, '127.0.0.1', 'warn');
      expect(standIn.shared).toBe(false);
      closers.push(() => standIn.app!.close());
    }
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await t.close();
  });

  /** Another portal instance over the same database, with the identity settings given. */
  async function instance(identity: IdentityConfig) {
    const app = await buildApp({ db: t.db, distDir: null, publicUrl: PUBLIC_URL, production: false, secretKey: SECRET,
      identity: httpIdentityProvider(identity.url, identity.apiKey) });
    closers.push(() => app.close());
    return app;
  }

  it('a frame opened through instance A passes when its result is posted to instance B', async () => {
    const merchant = await createMerchant(t.db, 'Two Instance Shop');
    await createUser(t.db, { email: 'owner@two.test', password: 'secret-pass-1', merchants: [{ id: merchant, level: 'edit' }] });
    const a = t.client();
    await a.login('owner@two.test', 'secret-pass-1');
    const b = new Client(await instance(config));
    for (const [name, value] of a.cookies) b.cookies.set(name, value);

    // One frame origin: both portals report the balancer's address and let the browser frame it.
    for (const c of [a, b]) {
      const res = await c.get(`${base(merchant)}/`);
      expect(res.json().frame_origin).toBe(balancer.url);
      expect(String(res.headers['content-security-policy'])).toContain(`frame-src 'self' ${balancer.url};`);
    }

    balancer.to = portA;
    await a.post(`${base(merchant)}/terms/approve/`, { approve: true });
    const s = (await a.post(`${base(merchant)}/`, {})).json();
    expect(s.frame_url.startsWith(`${balancer.url}/session/`)).toBe(true);
    const page = await fetch(s.frame_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${PUBLIC_URL};`);
    expect(await page.text()).toContain(`data-portal-origin="${PUBLIC_URL}"`);
    expect((await framePost(s.frame_url, 'document', { document_number: TEST_DOCUMENTS.passes })).status).toBe(200);
    const servedByA = balancer.served.get(portA);

    // The rest goes to instance B's stand-in, which never saw the session start.
    balancer.to = portB;
    expect(await (await framePost(s.frame_url, 'selfie', {})).json()).toEqual({ status: 'passed' });
    expect((await b.get(`/ext/identomat/redirect/?session_token=${s.session_token}`)).json()).toEqual({ session_token: s.session_token, merchant, status: 'passed' });
    const submitted = await b.post(`${base(merchant)}/`, { session_token: s.session_token });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'passed', done: true, message: PASSED_MESSAGE, frame_origin: balancer.url });
    expect((await a.get(`${base(merchant)}/`)).json()).toMatchObject({ status: 'passed', done: true });
    expect(balancer.served.get(portA)).toBe(servedByA);
    expect(balancer.served.get(portB)).toBe(3);
  });

  it('a session lives an hour: then every stand-in answers not found, and the next start purges it', async () => {
    const merchant = await createMerchant(t.db, 'Late Shop');
    await createUser(t.db, { email: 'late@two.test', password: 'secret-pass-1', merchants: [{ id: merchant, level: 'edit' }] });
    const c = t.client();
    await c.login('late@two.test', 'secret-pass-1');
    await c.post(`${base(merchant)}/terms/approve/`, { approve: true });
    balancer.to = portA;
    const s = (await c.post(`${base(merchant)}/`, {})).json();
    await sql`update identity_standin_sessions set created_at = now() - interval '61 minutes' where token = ${s.session_token}`.execute(t.db);

    for (const port of [portA, portB]) {
      balancer.to = port;
      expect((await fetch(s.frame_url)).status).toBe(404);
      expect((await framePost(s.frame_url, 'document', { document_number: TEST_DOCUMENTS.passes })).status).toBe(404);
      expect((await c.post(`${base(merchant)}/`, { session_token: s.session_token })).json()).toEqual({ error: NOT_FOUND_MESSAGE });
    }
    const again = (await c.post(`${base(merchant)}/`, {})).json();
    expect(again.status).toBe('pending');
    const tokens = (await t.db.selectFrom('identity_standin_sessions').select('token').execute()).map((r) => r.token);
    expect(tokens).toContain(again.session_token);
    expect(tokens).not.toContain(s.session_token);
  });

  it('a second start on a port where our stand-in answers uses it; anything else there stops the start with the reason', async () => {
    const port = await freePort();
    const local = identityConfigFromEnv(SECRET, { IDENTITY_PORT: String(port) });
    const first = await startStandIn(local, t.db, PUBLIC_URL, '127.0.0.1', 'warn');
    closers.push(() => first.app!.close());
    expect(first).toMatchObject({ shared: false });

    // The second instance on this machine: no EADDRINUSE, it uses the stand-in that answers.
    const second = await startStandIn(local, t.db, PUBLIC_URL, '127.0.0.1', 'warn');
    expect(second).toEqual({ app: null, shared: true });
    const merchant = await createMerchant(t.db, 'Same Machine Shop');
    await createUser(t.db, { email: 'same@two.test', password: 'secret-pass-1', merchants: [{ id: merchant, level: 'edit' }] });
    const c = new Client(await instance(local));
    await c.login('same@two.test', 'secret-pass-1');
    await c.post(`${base(merchant)}/terms/approve/`, { approve: true });
    const s = (await c.post(`${base(merchant)}/`, {})).json();
    expect(s.frame_url.startsWith(`http://localhost:${port}/session/`)).toBe(true);
    await framePost(s.frame_url, 'document', { document_number: TEST_DOCUMENTS.passes });
    await framePost(s.frame_url, 'selfie', {});
    expect((await c.post(`${base(merchant)}/`, { session_token: s.session_token })).json().message).toBe(PASSED_MESSAGE);

    const clash = (config: IdentityConfig, portal = PUBLIC_URL) => startStandIn(config, t.db, portal, '127.0.0.1', 'warn');
    await expect(clash(identityConfigFromEnv('another-install', { IDENTITY_PORT: String(port) })))
      .rejects.toThrow(`IDENTITY_PORT ${port} is in use and the identity stand-in there has another IDENTITY_API_KEY (or SECRET_KEY)`);
    await expect(clash({ ...local, url: 'http://id.example.com' }))
      .rejects.toThrow(`the identity stand-in there serves its frame at http://localhost:${port}, not at IDENTITY_URL http://id.example.com`);
    await expect(clash(local, 'http://portal.example.com'))
      .rejects.toThrow(`the identity stand-in there lets ${PUBLIC_URL} frame it, not PUBLIC_URL http://portal.example.com`);

    const other = createServer((_req, res) => res.end('hello'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const otherPort = (other.address() as AddressInfo).port;
      await expect(clash({ ...local, port: otherPort })).rejects.toThrow(`IDENTITY_PORT ${otherPort} is in use and what answers there is not the identity stand-in`);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
