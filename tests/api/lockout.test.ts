// No lock-out denial of service (NIST 800-63B; docs/decisions.md 'Sign-in throttling'): failures from
// unknown devices never block the owner on a device that signed in before (the signed known-device
// cookie), a known device has its own counter, and a blocked account is unlocked by a link e-mailed
// to its owner once per block.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../server/account/known-device.ts';
import { ACCOUNT_PAUSED, THROTTLE_POLICIES } from '../../server/account/throttle.ts';
import { WRONG_CREDENTIALS } from '../../server/account/handlers.ts';
import { BACKENDS, createUser, startApp, tokenFrom, totpCode, type Client, type TestApp } from './helpers.ts';

const PASSWORD = 'Correct-horse-1';
const SECRET = 'JBSWY3DPEHPK3PXP';
const UNLOCK_SUBJECT = 'Sign-in to your account was blocked';

/**
 * A stored hash at a low scrypt cost (the cost is read from the hash): 200 checks at the real cost
 * would take minutes on a test machine; what is tested is how attempts are counted.
 */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

const loginFrom = (c: Client, ip: string, email: string, password: string) =>
  c.request({ method: 'POST', url: '/api/v2/account/login/', payload: { email, password }, remoteAddress: ip });

describe.each(BACKENDS)('sign-in lock-out on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
    for (const email of ['owner@test.local', 'stolen@test.local']) {
      const id = await createUser(t.db, { email });
      await t.db.updateTable('users').set({ password_hash: cheapHash(PASSWORD) }).where('id', '=', id).execute();
    }
    await createUser(t.db, { email: 'mfa@test.local', password: PASSWORD, mfaSecret: SECRET });
  });
  afterAll(() => t.close());

  const unlockMails = async (to: string) =>
    (await t.client().get(`/dev/mailbox/?to=${encodeURIComponent(to)}`)).json().data.filter((m: { subject: string }) => m.subject === UNLOCK_SUBJECT);

  it('sets the known-device cookie on sign-in: signed, httpOnly, SameSite=Lax, a year', async () => {
    const c = await t.client().prime();
    const res = await loginFrom(c, '198.51.100.1', 'owner@test.local', PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((k) => k.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v2/account/', maxAge: 365 * 86_400 });
    expect(cookie.secure).toBeFalsy();
    const https = await startApp(backend, { publicUrl: 'https://portal.example.com' });
    try {
      await createUser(https.db, { email: 'owner@test.local', password: PASSWORD });
      const secure = (await https.client().login('owner@test.local', PASSWORD)).cookies.find((k) => k.name === DEVICE_COOKIE)!;
      expect(secure.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('200 failures from 100 addresses: the owner signs in at once on a known device; others wait; the e-mailed link unlocks', async () => {
    const owner = await t.client().prime();
    expect((await loginFrom(owner, '198.51.100.1', 'owner@test.local', PASSWORD)).statusCode).toBe(200);
    expect((await owner.post('/account/logout/')).statusCode).toBe(200);
    expect(owner.cookies.has(DEVICE_COOKIE)).toBe(true);

    // Two wrong passwords from each of 100 addresses, 8 at a time.
    const attacker = await t.client().prime();
    const attempts = Array.from({ length: 200 }, (_, i) => `100.64.${i % 100}.${1 + Math.floor(i / 100)}`);
    const codes: number[] = [];
    const bodies: Array<{ error: unknown }> = [];
    for (let i = 0; i < attempts.length; i += 8) {
      const answers = await Promise.all(attempts.slice(i, i + 8).map((ip) => loginFrom(attacker, ip, 'owner@test.local', 'wrong-password')));
      codes.push(...answers.map((r) => r.statusCode));
      bodies.push(...answers.map((r) => r.json()));
    }
    const { free } = THROTTLE_POLICIES.email;
    expect(codes.filter((s) => s === 400)).toHaveLength(free);
    expect(codes.filter((s) => s === 429)).toHaveLength(200 - free);
    expect(bodies.filter((b) => b.error === WRONG_CREDENTIALS)).toHaveLength(free);
    expect(bodies.filter((b) => b.error === ACCOUNT_PAUSED)).toHaveLength(200 - free);

    // The owner's known device, at once, even from one of the attacking addresses.
    const signedIn = await loginFrom(owner, '100.64.0.1', 'owner@test.local', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ state: 'ok' });
    expect((await owner.get('/account/check_auth/')).json().state).toBe('ok');

    // An unknown device waits, with the right password too.
    const laptop = await t.client().prime();
    const blocked = await loginFrom(laptop, '198.51.100.2', 'owner@test.local', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: ACCOUNT_PAUSED });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);

    // One unlock mail for the block, although 100 more attempts were refused during it.
    const mails = await unlockMails('owner@test.local');
    expect(mails).toHaveLength(1);
    const token = tokenFrom(mails[0].text, '/account/unlock');
    expect(mails[0].text).toContain(`http://localhost:8000/account/unlock/${token}`);
    expect((await laptop.post(`/account/unlock/${token}/`)).statusCode).toBe(200);
    expect((await loginFrom(laptop, '198.51.100.2', 'owner@test.local', PASSWORD)).statusCode).toBe(200);
    // The link works once.
    const again = await laptop.post(`/account/unlock/${token}/`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'This unlock link is invalid or has expired.' });
  });

  it('a known device has its own counter: a stolen cookie still waits, growing, and blocks no one else', async () => {
    const owner = await t.client().prime();
    expect((await loginFrom(owner, '198.51.100.3', 'stolen@test.local', PASSWORD)).statusCode).toBe(200);
    await owner.post('/account/logout/');
    const thief = await t.client().prime();
    thief.cookies.set(DEVICE_COOKIE, owner.cookies.get(DEVICE_COOKIE)!);
    const { free } = THROTTLE_POLICIES.device;
    for (let i = 0; i < free; i++) expect((await loginFrom(thief, `192.0.2.${i + 1}`, 'stolen@test.local', 'wrong-password')).statusCode).toBe(400);
    const held = await loginFrom(thief, '192.0.2.99', 'stolen@test.local', 'wrong-password');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    // The device's failures are not the account's: an unknown device signs in at once.
    expect((await loginFrom(await t.client().prime(), '198.51.100.4', 'stolen@test.local', PASSWORD)).statusCode).toBe(200);
  });

  it('a cookie altered to name another account is no known device', async () => {
    const c = await t.client().prime();
    expect((await loginFrom(c, '198.51.100.5', 'stolen@test.local', PASSWORD)).statusCode).toBe(200);
    const owner = await t.db.selectFrom('users').select('id').where('email', '=', 'owner@test.local').executeTakeFirstOrThrow();
    c.cookies.set(DEVICE_COOKIE, c.cookies.get(DEVICE_COOKIE)!.replace(/^\d+\./, `${owner.id}.`));
    await t.db.insertInto('throttle_counters').values({ scope: 'email', key: 'owner@test.local', failures: THROTTLE_POLICIES.email.free }).execute();
    const res = await loginFrom(c, '198.51.100.5', 'owner@test.local', PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: ACCOUNT_PAUSED });
  });

  it('with two-step login the device is known only after the code', async () => {
    const c = await t.client().prime();
    const first = await loginFrom(c, '198.51.100.6', 'mfa@test.local', PASSWORD);
    expect(first.json()).toEqual({ state: 'need mfa' });
    expect(c.cookies.has(DEVICE_COOKIE)).toBe(false);
    const done = await c.post('/account/login/two_factor/', { otp: totpCode(SECRET) });
    expect(done.json()).toEqual({ state: 'ok' });
    expect(c.cookies.has(DEVICE_COOKIE)).toBe(true);
  });
});
