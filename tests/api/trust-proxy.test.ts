// TRUST_PROXY names the proxies whose X-Forwarded-For entries are believed (a hop count, or addresses
// and CIDR ranges); the client is the rightmost entry no trusted proxy added, so a forged chain
// `X-Forwarded-For: <forged>, <real client>` counts on the real client's throttles and logs it
// (docs/decisions.md 'Sign-in throttling'). Requests come from the proxy's socket address
// (light-my-request's remoteAddress), with the header the proxy passes on.
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_POLICIES } from '../../server/account/throttle.ts';
import { buildApp } from '../../server/app.ts';
import { demoMailbox } from '../../server/config.ts';
import { trustProxyFromEnv, type TrustProxy } from '../../server/http/trust-proxy.ts';
import { BACKENDS, Client, createUser, startApp, type TestApp } from './helpers.ts';

const PASSWORD = 'Correct-horse-1';
const REAL = '203.0.113.50';

describe('TRUST_PROXY and DEMO_MAILBOX settings', () => {
  it('take a hop count or a list of addresses and CIDR ranges', () => {
    expect(trustProxyFromEnv(undefined)).toBeUndefined();
    expect(trustProxyFromEnv('')).toBeUndefined();
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('127.0.0.1,10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(trustProxyFromEnv(' 10.1.2.3 , fd00::/8, ::1 ')).toEqual(['10.1.2.3', 'fd00::/8', '::1']);
    expect(trustProxyFromEnv('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it('stop the start on a malformed value, naming the setting; trust-all is malformed', () => {
    for (const value of ['true', '0', '100', 'yes', '10.0.0.0/33', '::/129', '1.2.3', '127.0.0.1,', '10.0.0.0/8/1', '*', '1.5']) {
      expect(() => trustProxyFromEnv(value), value).toThrow(/^TRUST_PROXY must be/);
    }
    expect(demoMailbox(undefined)).toBe(false);
    expect(demoMailbox('0')).toBe(false);
    expect(demoMailbox('1')).toBe(true);
    for (const value of ['yes', 'true', '2']) expect(() => demoMailbox(value), value).toThrow(/^DEMO_MAILBOX must be/);
  });
});

describe.each(BACKENDS)('behind trusted proxies on %s', (backend) => {
  let base: TestApp;
  beforeAll(async () => {
    base = await startApp(backend);
    await createUser(base.db, { email: 'owner@test.local', password: PASSWORD });
  });
  afterAll(() => base.close());

  const apps: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await base.db.deleteFrom('throttle_counters').execute();
  });

  /** An app over the same database trusting `trust`, with its request log kept as JSON lines. */
  const behind = async (trust: TrustProxy) => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const app = await buildApp({ db: base.db, distDir: null, publicUrl: 'http://localhost:8000', production: false, secretKey: 'test-secret',
      trustProxy: trust, logger: { stream, level: 'info' } });
    apps.push(app);
    const client = await new Client(app).prime();
    const login = (socket: string, forwardedFor: string, password = 'wrong-password') => client.request({
      method: 'POST', url: '/api/v2/account/login/', remoteAddress: socket, headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'owner@test.local', password },
    });
    return { client, lines, login };
  };
  const ipCounters = async () =>
    (await base.db.selectFrom('throttle_counters').select('key').where('scope', '=', 'ip').execute()).map((r) => r.key).sort();

  it('one proxy (hop count 1): a forged chain counts on the real client, and the log names it', async () => {
    const { login, lines } = await behind(1);
    // Each attempt forges another leftmost address; the proxy appended the real one.
    const free = THROTTLE_POLICIES.ip_email.free;
    for (let i = 0; i < free; i++) expect((await login('10.0.0.1', `198.18.${i}.1, ${REAL}`)).statusCode).toBe(400);
    const held = await login('10.0.0.1', `198.18.99.1, ${REAL}`, PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toMatch(/^Too many attempts/);
    expect(await ipCounters()).toEqual([REAL]);
    // Someone else forging the throttled address as theirs is not held by it.
    expect((await login('10.0.0.1', `${REAL}, 198.51.100.7`, PASSWORD)).statusCode).toBe(200);

    const logged = lines.map((l) => JSON.parse(l) as { msg: string; req?: { url: string; remoteAddress: string } })
      .flatMap((l) => (l.msg === 'incoming request' && l.req?.url === '/api/v2/account/login/' ? [l.req.remoteAddress] : []));
    expect(logged).toEqual([...Array<string>(free + 1).fill(REAL), '198.51.100.7']);
    expect(lines.join('\n')).not.toMatch(/198\.18\./);
  });

  it('two proxies (hop count 2): the entry before the last proxy is the client', async () => {
    const { login } = await behind(2);
    expect((await login('10.0.0.2', `198.18.0.9, ${REAL}, 10.0.0.1`)).statusCode).toBe(400);
    expect(await ipCounters()).toEqual([REAL]);
  });

  it('addresses and CIDR ranges: trusted hops are skipped from the right; an untrusted sender is the client itself', async () => {
    const { login } = await behind(['127.0.0.1', '10.0.0.0/8']);
    expect((await login('127.0.0.1', `198.18.0.9, ${REAL}, 10.1.2.3`)).statusCode).toBe(400);
    expect(await ipCounters()).toEqual([REAL]);
    // A client that reaches the server directly cannot name another address.
    expect((await login('198.51.100.20', '10.9.9.9, 127.0.0.1')).statusCode).toBe(400);
    expect(await ipCounters()).toEqual(['198.51.100.20', REAL]);
  });

  it('registration is throttled per real client too', async () => {
    const { client } = await behind(1);
    await base.db.insertInto('throttle_counters').values({ scope: 'hash', key: REAL, failures: THROTTLE_POLICIES.hash.free }).execute();
    const res = await client.request({
      method: 'POST', url: '/api/v2/account/registration/start/', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': `198.18.7.7, ${REAL}` },
      payload: { email: 'new@test.local', password: 'New-user-pass-1', password2: 'New-user-pass-1', first_name: 'N', last_name: 'U' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('a malformed TRUST_PROXY stops the start', async () => {
    const saved = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = 'true';
    try {
      await expect(buildApp({ db: base.db, distDir: null, publicUrl: 'http://localhost:8000', secretKey: 'test-secret' }))
        .rejects.toThrow(/^TRUST_PROXY must be .*not 'true'/);
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
    }
  });
});
