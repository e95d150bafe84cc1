import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, PUBLIC_URL, createUser, lastMail, startApp, tokenFrom, totpCode, type TestApp } from './helpers.ts';

const SECRET = 'JBSWY3DPEHPK3PXP';

describe.each(BACKENDS)('registration and password reset on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
    await createUser(t.db, { email: 'forgot@test.local', password: 'Old-password-1' });
    await createUser(t.db, { email: 'forgot-mfa@test.local', password: 'Old-password-1', mfaSecret: SECRET });
  });
  afterAll(() => t.close());

  const register = async (email: string) => {
    const c = await t.client().prime();
    const res = await c.post('/account/registration/start/', { email, password: 'New-user-pass-1', password2: 'New-user-pass-1', first_name: 'Nina', last_name: 'New' });
    return { c, res };
  };

  it('registers, signs in, mails a confirmation link that works once only', async () => {
    const { c, res } = await register('nina@test.local');
    expect(res.json()).toEqual({ state: 'ok' });
    const auth = (await c.get('/account/check_auth/')).json();
    expect(auth.user).toMatchObject({ email: 'nina@test.local', email_confirmed: false, demo_mode: true });

    const mail = await lastMail(c, 'nina@test.local');
    expect(mail?.text).toContain(`${PUBLIC_URL}/account/confirm/`);
    const token = tokenFrom(mail!.text, '/account/confirm');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect((await c.post('/account/registration/confirm/', { token })).json()).toEqual({ redirect: '/onboarding' });
    expect((await c.get('/account/check_auth/')).json().user.email_confirmed).toBe(true);
    const again = await c.post('/account/registration/confirm/', { token });
    expect(again.statusCode).toBe(400);
    expect(typeof again.json().error).toBe('string');
  });

  it('refuses an expired confirmation token', async () => {
    const { c } = await register('late@test.local');
    const token = tokenFrom((await lastMail(c, 'late@test.local'))!.text, '/account/confirm');
    await t.db.updateTable('user_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('purpose', '=', 'confirm_email').execute();
    expect((await c.post('/account/registration/confirm/', { token })).statusCode).toBe(400);
  });

  it('refuses a duplicate e-mail and mismatched passwords with field errors', async () => {
    const dup = (await register('nina@test.local')).res;
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error[0][0]).toBe('email');
    const c = await t.client().prime();
    const res = await c.post('/account/registration/start/', { email: 'x@test.local', password: 'New-user-pass-1', password2: 'Other-pass-1', first_name: 'X', last_name: 'Y' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.map(([f]: [string]) => f)).toContain('password2');
  });

  it('resends the verification link with the same answer for any address', async () => {
    const c = await t.client().prime();
    for (const email of ['late@test.local', 'nobody@test.local']) {
      expect((await c.post('/account/registration/reconfirm/', { email })).json()).toEqual({ message: 'Verification link sent. Check your email' });
    }
  });

  it('password email answers {} for any address and mails a reset link for a real one', async () => {
    const c = await t.client().prime();
    expect((await c.post('/account/password/email/', { email: 'nobody@test.local' })).json()).toEqual({});
    expect(await lastMail(c, 'nobody@test.local')).toBeUndefined();
    expect((await c.post('/account/password/email/', { email: 'forgot@test.local' })).json()).toEqual({});
    const token = tokenFrom((await lastMail(c, 'forgot@test.local'))!.text, '/account/reset_password');
    expect(token).not.toBe('');

    // A live session of that user ends when the password changes.
    const other = t.client();
    await other.login('forgot@test.local', 'Old-password-1');
    expect((await c.post(`/account/password/reset/${token}/`, { password: 'Brand-new-pass-1', password2: 'Brand-new-pass-1' })).json()).toEqual({});
    expect((await other.get('/account/check_auth/')).json()).toEqual({ state: 'no' });
    expect((await t.client().login('forgot@test.local', 'Brand-new-pass-1')).json()).toEqual({ state: 'ok' });
    expect((await c.post(`/account/password/reset/${token}/`, { password: 'Third-pass-123', password2: 'Third-pass-123' })).statusCode).toBe(400);
  });

  it('a newer reset e-mail makes every earlier link invalid; the newest one works', async () => {
    await createUser(t.db, { email: 'twice@test.local', password: 'Old-password-1' });
    const c = await t.client().prime();
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await c.post('/account/password/email/', { email: 'twice@test.local' })).json()).toEqual({});
      tokens.push(tokenFrom((await lastMail(c, 'twice@test.local'))!.text, '/account/reset_password'));
    }
    expect(new Set(tokens).size).toBe(3);
    const body = { password: 'Twice-new-pass-1', password2: 'Twice-new-pass-1' };
    // From an address of its own: the other tests' resets fill this client's per-address counter.
    const reset = (token: string) => c.request({ method: 'POST', url: `/api/v2/account/password/reset/${token}/`, payload: body, remoteAddress: '198.51.100.25' });
    for (const old of tokens.slice(0, 2)) {
      const res = await reset(old);
      expect([res.statusCode, res.json()]).toEqual([400, { error: 'This password reset link is invalid or has expired.' }]);
    }
    expect((await t.client().login('twice@test.local', 'Old-password-1')).json()).toEqual({ state: 'ok' });
    expect((await reset(tokens[2])).json()).toEqual({});
    expect((await t.client().login('twice@test.local', 'Twice-new-pass-1')).json()).toEqual({ state: 'ok' });
  });

  it('asks for the code when the account has two-step login, then resets with otp_pin', async () => {
    const c = await t.client().prime();
    await c.post('/account/password/email/', { email: 'forgot-mfa@test.local' });
    const token = tokenFrom((await lastMail(c, 'forgot-mfa@test.local'))!.text, '/account/reset_password');
    const body = { password: 'Mfa-new-pass-1', password2: 'Mfa-new-pass-1' };
    const first = await c.post(`/account/password/reset/${token}/`, body);
    expect(first.statusCode).toBe(400);
    expect(first.json().err_code).toBe('otp required');
    const wrong = await c.post(`/account/password/otp/reset/${token}/`, { ...body, otp_pin: totpCode(SECRET) === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await c.post(`/account/password/otp/reset/${token}/`, { ...body, otp_pin: totpCode(SECRET) })).json()).toEqual({});
    expect((await t.client().login('forgot-mfa@test.local', 'Mfa-new-pass-1')).json()).toEqual({ state: 'need mfa' });
  });

  it('invitation link sets the password once and signs in', async () => {
    const { inviteUser } = await import('../../server/account/invite.ts');
    const { createMailer } = await import('../../server/mail/mailer.ts');
    await inviteUser({ db: t.db, mailer: createMailer(t.db, ''), publicUrl: PUBLIC_URL }, 'guest@test.local', 'Guest Shop');
    const c = await t.client().prime();
    const token = tokenFrom((await lastMail(c, 'guest@test.local'))!.text, '/account/invite');
    const body = { password: 'Guest-pass-123', password2: 'Guest-pass-123', first_name: 'Gus', last_name: 'Guest' };
    expect((await c.post(`/account/registration/invite/${token}/`, body)).json()).toEqual({ state: 'ok' });
    expect((await c.get('/account/check_auth/')).json().user).toMatchObject({ first_name: 'Gus', email_confirmed: true });
    expect((await t.client().prime().then((x) => x.post(`/account/registration/invite/${token}/`, body))).statusCode).toBe(400);
  });
});
