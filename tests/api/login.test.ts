import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken, sha256 } from '../../server/security/tokens.ts';
import { BACKENDS, createUser, startApp, type TestApp } from './helpers.ts';

const PASSWORD = 'Correct-horse-1';

describe.each(BACKENDS)('login and sessions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
    await createUser(t.db, { email: 'alice@test.local', password: PASSWORD });
    await createUser(t.db, { email: 'invitee@test.local' });
  });
  afterAll(() => t.close());

  it('signs in with the right password and reports the user', async () => {
    const c = t.client();
    const res = await c.login('Alice@Test.local', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'ok' });
    const cookie = res.cookies.find((x) => x.name === 'sessionid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const auth = (await c.get('/account/check_auth/')).json();
    expect(auth.state).toBe('ok');
    expect(auth.user).toMatchObject({ email: 'alice@test.local', mfa_enabled: false, demo_mode: true });
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await t.client().login('alice@test.local', 'nope-nope-1');
    const unknown = await t.client().login('nobody@test.local', PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Please enter a correct email and password.' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 400 with field errors for an invalid body', async () => {
    const res = await (await t.client().prime()).post('/account/login/', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().error as Array<[string, string]>).map(([f]) => f);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('throttles a client IP after 20 failures with 429 and Retry-After (more in throttle.test.ts)', async () => {
    await t.db.insertInto('throttle_counters').values({ scope: 'ip', key: '10.9.9.9', failures: 20 }).execute();
    const c = await t.client().prime();
    const res = await c.request({ method: 'POST', url: '/api/v2/account/login/', payload: { email: 'alice@test.local', password: PASSWORD }, remoteAddress: '10.9.9.9' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(res.headers['retry-after']).toBe('1');
  });

  it('issues a new session id at login', async () => {
    const c = t.client();
    await c.login('alice@test.local', PASSWORD);
    const first = c.cookies.get('sessionid');
    await c.login('alice@test.local', PASSWORD);
    const second = c.cookies.get('sessionid');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // The replaced session is gone server-side.
    const old = t.client();
    old.cookies.set('sessionid', first!);
    expect((await old.get('/account/check_auth/')).json()).toEqual({ state: 'no' });
  });

  it('logout deletes the session: the old cookie no longer works', async () => {
    const c = t.client();
    await c.login('alice@test.local', PASSWORD);
    const sid = c.cookies.get('sessionid')!;
    expect((await c.post('/account/logout/')).json()).toEqual({});
    expect(c.cookies.has('sessionid')).toBe(false);
    const replay = t.client();
    replay.cookies.set('sessionid', sid);
    expect((await replay.get('/account/check_auth/')).json()).toEqual({ state: 'no' });
    expect((await replay.get('/merchant/list/')).statusCode).toBe(401);
  });

  it('check_auth: no session, then "need password" for an invited user without a password', async () => {
    expect((await t.client().get('/account/check_auth/')).json()).toEqual({ state: 'no' });
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'invitee@test.local').executeTakeFirstOrThrow();
    // Such sessions only come from flows like invitations; create one directly.
    const sid = randomToken();
    await t.db.insertInto('sessions').values({ id_hash: sha256(sid), user_id: user.id, state: 'ok', expires_at: new Date(Date.now() + 60_000) }).execute();
    const c = t.client();
    c.cookies.set('sessionid', sid);
    const res = (await c.get('/account/check_auth/')).json();
    expect(res.state).toBe('need password');
    expect(res.user.email).toBe('invitee@test.local');
  });

  it('answers 401 on signed-in-only calls without a session', async () => {
    const res = await t.client().get('/settings/personal/');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Authentication required' });
  });
});
