import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createUser, startApp, totpCode, type TestApp } from './helpers.ts';

const SECRET = 'JBSWY3DPEHPK3PXP';
const PASSWORD = 'Two-step-pass-1';

describe.each(BACKENDS)('two-step login and MFA settings on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
    await createUser(t.db, { email: 'mfa@test.local', password: PASSWORD, mfaSecret: SECRET });
    await createUser(t.db, { email: 'setup@test.local', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('asks for the code after the password, then signs in with a valid code and a new session id', async () => {
    const c = t.client();
    expect((await c.login('mfa@test.local', PASSWORD)).json()).toEqual({ state: 'need mfa' });
    const pending = c.cookies.get('sessionid');
    expect((await c.get('/account/check_auth/')).json()).toEqual({ state: 'need mfa' });
    // Not signed in yet for the rest of the API.
    expect((await c.get('/merchant/list/')).statusCode).toBe(401);
    const res = await c.post('/account/login/two_factor/', { otp: totpCode(SECRET, Date.now() - 30_000) });
    expect(res.json()).toEqual({ state: 'ok' });
    expect(c.cookies.get('sessionid')).not.toBe(pending);
    expect((await c.get('/account/check_auth/')).json().state).toBe('ok');
  });

  it('refuses a wrong code and a replayed code', async () => {
    const c = t.client();
    await c.login('mfa@test.local', PASSWORD);
    const wrong = await c.post('/account/login/two_factor/', { otp: '000000' === totpCode(SECRET) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: [['otp', 'Invalid code']] });

    const code = totpCode(SECRET);
    expect((await c.post('/account/login/two_factor/', { otp: code })).json()).toEqual({ state: 'ok' });
    const again = t.client();
    await again.login('mfa@test.local', PASSWORD);
    const replay = await again.post('/account/login/two_factor/', { otp: code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: [['otp', 'Invalid code']] });
  });

  it('two_factor without a pending session answers 401', async () => {
    const c = await t.client().prime();
    expect((await c.post('/account/login/two_factor/', { otp: '123456' })).statusCode).toBe(401);
  });

  it('sets up MFA with a fresh secret and removes it with a code', async () => {
    const c = t.client();
    await c.login('setup@test.local', PASSWORD);
    const offer = (await c.get('/settings/mfa/')).json();
    expect(offer.enabled).toBe(false);
    expect(offer.otpauth_uri).toContain(`secret=${offer.secret}`);
    expect((await c.post('/settings/mfa/', { secret: offer.secret, otp: '000000' === totpCode(offer.secret) ? '111111' : '000000' })).statusCode).toBe(400);
    const used = totpCode(offer.secret, Date.now() - 30_000);
    expect((await c.post('/settings/mfa/', { secret: offer.secret, otp: used })).json()).toEqual({ enabled: true });
    expect((await c.get('/settings/mfa/')).json()).toEqual({ enabled: true });
    // The code just used cannot remove it again (replay); the next step's code can.
    expect((await c.post('/settings/mfa/remove/', { otp: used })).statusCode).toBe(400);
    expect((await c.post('/settings/mfa/remove/', { otp: totpCode(offer.secret, Date.now() + 30_000) })).json()).toEqual({ enabled: false });
  });
});
