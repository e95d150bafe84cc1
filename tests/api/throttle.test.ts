// Sign-in throttling (docs/decisions.md 'Sign-in throttling'): the attacker is slowed, the owner is
// not locked out; parallel requests are counted before the password or code is checked; calls that
// hash a password are throttled per IP and the process takes on a bounded number of hashes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PAUSED, clientKey, THROTTLE_POLICIES } from '../../server/account/throttle.ts';
import { issueToken } from '../../server/account/user-tokens.ts';
import { HASH_QUEUE, HASH_SLOTS } from '../../server/security/password.ts';
import { BACKENDS, createUser, startApp, totpCode, type Client, type TestApp } from './helpers.ts';

const PASSWORD = 'Correct-horse-1';
const SECRET = 'JBSWY3DPEHPK3PXP';

const loginFrom = (c: Client, ip: string, email: string, password: string) =>
  c.request({ method: 'POST', url: '/api/v2/account/login/', payload: { email, password }, remoteAddress: ip });

describe.each(BACKENDS)('sign-in throttling on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
    for (const name of ['owner', 'delays', 'paused', 'parallel']) await createUser(t.db, { email: `${name}@test.local`, password: PASSWORD });
    await createUser(t.db, { email: 'mfa@test.local', password: PASSWORD, mfaSecret: SECRET });
  });
  afterAll(() => t.close());

  /** Moves every counter's last attempt back, as if that much time had passed. */
  const elapse = (seconds: number) =>
    sql`update throttle_counters set last_at = last_at - make_interval(secs => ${seconds}::float8)`.execute(t.db);

  /** Sets a counter as if `failures` attempts had been made, the last one `ago` seconds back. */
  const counter = async (scope: 'ip_email' | 'email' | 'hash', key: string, failures: number, ago = 0) => {
    await t.db.deleteFrom('throttle_counters').where('scope', '=', scope).where('key', '=', key).execute();
    await sql`insert into throttle_counters (scope, key, failures, last_at)
      values (${scope}, ${key}, ${failures}, now() - make_interval(secs => ${ago}::float8))`.execute(t.db);
  };

  it('failures from one IP do not lock the owner out: another IP signs in at once', async () => {
    const attacker = await t.client().prime();
    for (let i = 0; i < 3; i++) expect((await loginFrom(attacker, '203.0.113.7', 'owner@test.local', 'wrong-password')).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await loginFrom(attacker, '203.0.113.7', 'owner@test.local', 'wrong-password')).statusCode).toBe(429);
    // Even the right password waits from the attacker's IP...
    expect((await loginFrom(attacker, '203.0.113.7', 'owner@test.local', PASSWORD)).statusCode).toBe(429);
    // ...but not from the owner's.
    const owner = await t.client().prime();
    expect((await loginFrom(owner, '198.51.100.1', 'owner@test.local', PASSWORD)).statusCode).toBe(200);
  });

  it('IPv6 addresses of one /64 network share their counters', async () => {
    const c = await t.client().prime();
    for (let i = 1; i <= 3; i++) expect((await loginFrom(c, `2001:db8:7:7::${i}`, 'owner@test.local', 'wrong-password')).statusCode).toBe(400);
    expect((await loginFrom(c, '2001:db8:7:7:ffff::9', 'owner@test.local', PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom(c, '2001:db8:7:8::1', 'owner@test.local', PASSWORD)).statusCode).toBe(200);
  });

  it('delays grow with each failure and never exceed a minute: the right password works a minute later', async () => {
    const c = await t.client().prime();
    const ip = '203.0.113.8';
    const key = `${ip} delays@test.local`;
    const waits: number[] = [];
    for (let failures = 3; failures <= 11; failures++) {
      await counter('ip_email', key, failures);
      const res = await loginFrom(c, ip, 'delays@test.local', PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toBe(`Too many attempts. Try again in ${res.headers['retry-after']} seconds.`);
      waits.push(Number(res.headers['retry-after']));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    await counter('ip_email', key, 500, 58);
    expect((await loginFrom(c, ip, 'delays@test.local', PASSWORD)).headers['retry-after']).toBe('2');
    await counter('ip_email', key, 500, 60);
    expect((await loginFrom(c, ip, 'delays@test.local', PASSWORD)).statusCode).toBe(200);
    // The success ends this IP's count for the address.
    expect(await t.db.selectFrom('throttle_counters').select('failures').where('key', '=', key).executeTakeFirst()).toBeUndefined();
  });

  it('an account is blocked only after 100 failures in a row, says so, and a password reset lifts it', async () => {
    const { free } = THROTTLE_POLICIES.email;
    expect(free).toBe(100);
    // 99 failures from many IPs (as counted; 99 real scrypt checks would take minutes).
    await t.db.insertInto('throttle_counters').values({ scope: 'email', key: 'paused@test.local', failures: free - 1 }).execute();
    const c = await t.client().prime();
    expect((await loginFrom(c, '192.0.2.1', 'paused@test.local', 'wrong-password')).statusCode).toBe(400);
    const blocked = await loginFrom(c, '192.0.2.2', 'paused@test.local', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: ACCOUNT_PAUSED });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    // Other accounts are not affected.
    expect((await loginFrom(c, '192.0.2.2', 'owner@test.local', PASSWORD)).statusCode).toBe(200);
    // An hour after the last failure the password is checked again.
    await elapse(3600);
    expect((await loginFrom(c, '192.0.2.3', 'paused@test.local', PASSWORD)).statusCode).toBe(200);
    // Blocked again (for devices that never signed in to it, tests/api/lockout.test.ts): a new
    // password (from the e-mailed link) lifts the block at once.
    await t.db.insertInto('throttle_counters').values({ scope: 'email', key: 'paused@test.local', failures: free }).execute();
    const other = await t.client().prime();
    expect((await loginFrom(other, '192.0.2.3', 'paused@test.local', PASSWORD)).json()).toEqual({ error: ACCOUNT_PAUSED });
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'paused@test.local').executeTakeFirstOrThrow();
    const token = await issueToken(t.db, user.id, 'reset_password');
    const reset = await other.post(`/account/password/reset/${token}/`, { password: 'Brand-new-pass-2', password2: 'Brand-new-pass-2' });
    expect(reset.statusCode).toBe(200);
    expect((await loginFrom(other, '192.0.2.3', 'paused@test.local', 'Brand-new-pass-2')).statusCode).toBe(200);
  });

  it('100 parallel wrong passwords: only the free attempts are checked, the rest answer 429', async () => {
    // From 100 addresses against an account three failures short of its block (an hour's wait, so
    // the burst cannot outlast it): exactly three passwords are checked, whatever the machine's speed.
    const { free } = THROTTLE_POLICIES.email;
    await counter('email', 'parallel@test.local', free - 3);
    const c = await t.client().prime();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => loginFrom(c, `198.18.0.${i + 1}`, 'parallel@test.local', 'wrong-password')));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 400)).toHaveLength(3);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(97);
    expect(refused.every((r) => r.json().error === ACCOUNT_PAUSED)).toBe(true);
    const { failures } = await t.db.selectFrom('throttle_counters').select('failures')
      .where('scope', '=', 'email').where('key', '=', 'parallel@test.local').executeTakeFirstOrThrow();
    expect(failures).toBe(free);
  });

  it('60 parallel wrong two-step codes: only 5 are checked', async () => {
    const c = await t.client().prime();
    expect((await c.login('mfa@test.local', PASSWORD)).json()).toEqual({ state: 'need mfa' });
    const good = totpCode(SECRET);
    const wrong = String((Number(good) + 500_000) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 60 }, () => c.post('/account/login/two_factor/', { otp: wrong })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 400)).toHaveLength(THROTTLE_POLICIES.otp.free);
    expect(codes.filter((s) => s === 429)).toHaveLength(60 - THROTTLE_POLICIES.otp.free);
  });

  it('registration is throttled per IP before hashing, also in parallel', async () => {
    const c = await t.client().prime();
    const { free } = THROTTLE_POLICIES.hash;
    await counter('hash', '203.0.113.10', free - 2);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => c.request({
      method: 'POST', url: '/api/v2/account/registration/start/', remoteAddress: '203.0.113.10',
      payload: { email: `reg${i}@test.local`, password: 'New-user-pass-1', password2: 'New-user-pass-1', first_name: 'R', last_name: 'G' },
    })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(2);
    expect(codes.filter((s) => s === 429)).toHaveLength(6);
    const made = await t.db.selectFrom('users').select('id').where('email', 'like', 'reg%@test.local').execute();
    expect(made).toHaveLength(2);
  });
});

describe('password hashes per process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('pglite');
  });
  afterAll(() => t.close());

  it('more parallel hashes than slots and queue answer 503 at once; the others complete', async () => {
    const n = HASH_SLOTS + HASH_QUEUE + 6;
    const c = await t.client().prime();
    // From distinct IPs, so the per-IP throttle does not answer first.
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => c.request({
      method: 'POST', url: '/api/v2/account/registration/start/', remoteAddress: `198.18.0.${i + 1}`,
      payload: { email: `busy${i}@test.local`, password: 'New-user-pass-1', password2: 'New-user-pass-1', first_name: 'B', last_name: 'Y' },
    })));
    const codes = answers.map((r) => r.statusCode);
    const refused = answers.filter((r) => r.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0].json()).toEqual({ error: 'The server is busy. Try again in a few seconds.' });
    expect(refused[0].headers['retry-after']).toBe('5');
    expect(codes.filter((s) => s === 200).length).toBeGreaterThanOrEqual(HASH_SLOTS + 1);
    expect(codes.every((s) => s === 200 || s === 503)).toBe(true);
  });
});

describe('per-IP counter keys', () => {
  it('count an IPv4 address alone and an IPv6 address by its /64 network', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
