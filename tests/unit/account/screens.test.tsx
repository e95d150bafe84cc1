// @vitest-environment jsdom
// Account screens: thin wrappers of SchemaForm plus navigation on success.
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '../engine/helpers/render';
import { submit, typeInto as fill } from '../engine/helpers/form';
import type { CallResult } from '../../../engine/form/useEndpointCall';
import Login from '../../../screens/account/Login';
import Otp from '../../../screens/account/Otp';
import Create from '../../../screens/account/Create';
import ForgotPassword from '../../../screens/account/ForgotPassword';
import Confirm from '../../../screens/account/Confirm';
import Mailbox, { linksOf } from '../../../screens/account/Mailbox';
import Verification from '../../../screens/profile/Verification';
import Overview from '../../../screens/profile/Overview';
import { Route, Routes } from 'react-router-dom';

const replies = new Map<string, CallResult | ((arg: unknown) => CallResult)>();
const calls: Array<[string, unknown]> = [];
const fakeCall = async (id: string, arg?: unknown): Promise<CallResult> => {
  calls.push([id, arg]);
  const r = replies.get(id);
  return typeof r === 'function' ? r(arg) : (r ?? { data: {} });
};
vi.mock('../../../engine/form/useEndpointCall', () => ({
  useEndpointCall: () => fakeCall,
  useEndpointMutation: (id: string) => (arg?: unknown) => fakeCall(id, arg),
  endpointKey: (id: string) => id,
}));
// Records (useRecord: the mailbox, the MFA state) answer from the same replies.
vi.mock('../../../engine/list/api/useRecord', () => ({
  useRecord: (id: string) => {
    const r = replies.get(id);
    const reply = typeof r === 'function' ? r(undefined) : r;
    return { data: reply && 'data' in reply ? reply.data : undefined, error: reply && 'error' in reply ? 'failed' : null, isFetching: false, refetch: () => undefined };
  },
}));
const alerts: string[] = [];
vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: ({ message }: { message: string }) => alerts.push(message) }));

beforeEach(() => {
  replies.clear();
  calls.length = 0;
  alerts.length = 0;
});

const where = () => screen.getByTestId('where').textContent;

describe('Login', () => {
  it("'need mfa' goes to the code page keeping next", async () => {
    replies.set('account.login', { data: { state: 'need mfa' } });
    renderUi(<Login />, { route: '/account/login?next=%2Ftransactions' });
    fill(/Email/, 'a@b.co');
    fill(/Password/, 'pw');
    await submit();
    await waitFor(() => expect(where()).toBe('/account/otp?next=%2Ftransactions'));
  });

  it('ok goes to next, but only within the product', async () => {
    replies.set('account.login', { data: { state: 'ok' } });
    renderUi(<Login />, { route: '/account/login?next=https%3A%2F%2Fevil.test%2F' });
    fill(/Email/, 'a@b.co');
    fill(/Password/, 'pw');
    await submit();
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('ok goes to /onboarding instead while the onboarding is not done', async () => {
    replies.set('account.login', { data: { state: 'ok' } });
    replies.set('onboarding.info', { data: { show_onboarding: true } });
    renderUi(<Login />, { route: '/account/login?next=%2Ftransactions' });
    fill(/Email/, 'a@b.co');
    fill(/Password/, 'pw');
    await submit();
    await waitFor(() => expect(where()).toBe('/onboarding'));
  });

  it('wrong credentials: a danger alert', async () => {
    replies.set('account.login', { error: { status: 400, data: { error: 'Please enter a correct email and password.' } } });
    renderUi(<Login />, { route: '/account/login' });
    fill(/Email/, 'a@b.co');
    fill(/Password/, 'pw');
    await submit();
    await waitFor(() => expect(alerts).toEqual(['Please enter a correct email and password.']));
  });
});

describe('Otp', () => {
  it('joins the digits and posts the two-factor call, then goes to next', async () => {
    replies.set('account.loginTwoFactor', { data: { state: 'ok' } });
    renderUi(<Otp />, { route: '/account/otp?next=%2Fsettings' });
    fireEvent.change(screen.getByLabelText('Code 1'), { target: { value: '123456' } });
    await submit();
    await waitFor(() => expect(where()).toBe('/settings'));
    // Then the onboarding state decides between next and /onboarding.
    expect(calls).toEqual([['account.loginTwoFactor', { otp: '123456' }], ['onboarding.info', undefined]]);
  });

  it('a wrong code marks the field', async () => {
    replies.set('account.loginTwoFactor', { error: { status: 400, data: { error: [['otp', 'Invalid code']] } } });
    renderUi(<Otp />, { route: '/account/otp' });
    fireEvent.change(screen.getByLabelText('Code 1'), { target: { value: '000000' } });
    await submit();
    expect(await screen.findByText('Invalid code')).toBeTruthy();
  });
});

describe('Create and ForgotPassword', () => {
  it('sign up posts the registration and goes on to /onboarding (a new account has no merchant)', async () => {
    replies.set('onboarding.info', { data: { show_onboarding: true } });
    renderUi(<Create />, { route: '/account/create' });
    fill(/First name/, 'Ann');
    fill(/Last name/, 'Lee');
    fill(/Email/, 'ann@lee.io');
    fill(/^Password/, 'password1');
    fill(/Repeat password/, 'password1');
    await submit();
    await waitFor(() => expect(where()).toBe('/onboarding'));
    expect(calls[0]).toEqual(['account.registrationStart', { first_name: 'Ann', last_name: 'Lee', email: 'ann@lee.io', password: 'password1', password2: 'password1' }]);
  });

  it('forgot password shows the same answer either way', async () => {
    renderUi(<ForgotPassword />, { route: '/account/forgot_password' });
    fill(/Email/, 'x@y.io');
    await submit();
    expect(await screen.findByTestId('reset-link-sent')).toBeTruthy();
  });
});

describe('Confirm', () => {
  const at = (token: string) =>
    renderUi(
      <Routes>
        <Route path="/account/confirm/:token" element={<Confirm />} />
        <Route path="*" element={null} />
      </Routes>,
      { route: `/account/confirm/${token}` },
    );

  it('success goes to /onboarding', async () => {
    replies.set('account.registrationConfirm', { data: { redirect: '/onboarding' } });
    at('tok1');
    await waitFor(() => expect(where()).toBe('/onboarding'));
    expect(calls).toEqual([['account.registrationConfirm', { token: 'tok1' }]]);
  });

  it('failure shows the confirm page with a resend form', async () => {
    replies.set('account.registrationConfirm', { error: { status: 400, data: { error: 'Link expired' } } });
    replies.set('account.registrationReconfirm', { data: { message: 'Verification link sent. Check your email' } });
    at('bad');
    expect((await screen.findByTestId('confirm-failed')).textContent).toBe('Link expired');
    await submit();
    await waitFor(() => expect(alerts).toEqual(['Verification link sent. Check your email']));
  });
});

describe('Mailbox', () => {
  it('lists the messages with their links', async () => {
    replies.set('dev.mailbox', { data: { data: [{ id: 1, to: 'a@b.co', subject: 'Confirm', text: `Open ${window.location.origin}/account/confirm/abc to confirm`, created: 'now' }] } });
    renderUi(<Mailbox />, { route: '/account/mailbox' });
    expect(await screen.findByText('/account/confirm/abc')).toBeTruthy();
    expect(linksOf('see https://other.test/x', 'https://portal.test')).toEqual([{ href: 'https://other.test/x', internal: false }]);
  });
});

describe('profile', () => {
  it('two-step set-up shows the QR code and the secret, and sends the code with the secret', async () => {
    replies.set('settings.mfa', { data: { enabled: false, secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/Portal:a@b.co?secret=JBSWY3DPEHPK3PXP' } });
    renderUi(<Verification />, { route: '/profile/info/verification' });
    expect((await screen.findByTestId('mfa-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(await screen.findByTestId('qr-code')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code 1'), { target: { value: '654321' } });
    await submit();
    await waitFor(() => expect(calls.some(([id]) => id === 'settings.mfaSave')).toBe(true));
    expect(calls.find(([id]) => id === 'settings.mfaSave')).toEqual(['settings.mfaSave', { otp: '654321', secret: 'JBSWY3DPEHPK3PXP' }]);
  });

  it('removal asks for a code', async () => {
    replies.set('settings.mfa', { data: { enabled: true } });
    renderUi(<Verification />, { route: '/profile/info/verification' });
    expect(await screen.findByTestId('schema-form-mfa_remove')).toBeTruthy();
  });

  it('personal settings load and save', async () => {
    replies.set('settings.personal', { data: { first_name: 'Ann', last_name: 'Lee', lang: 'en', phone: '' } });
    renderUi(<Overview />, { route: '/profile/info/overview' });
    await waitFor(() => expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ann'));
  });

  it('Overview and Two-step verification are route-tied tabs: the URL picks the tab, a click goes to the other page', async () => {
    replies.set('settings.personal', { data: { first_name: 'Ann', last_name: 'Lee', lang: 'en', phone: '' } });
    replies.set('settings.mfa', { data: { enabled: true } });
    renderUi(<Overview />, { route: '/profile/info/overview' });
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    const verification = screen.getByRole('tab', { name: 'Two-step verification' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
    expect(verification.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(verification);
    await waitFor(() => expect(where()).toBe('/profile/info/verification'));
    cleanup();
    renderUi(<Verification />, { route: '/profile/info/verification' });
    expect((await screen.findByRole('tab', { name: 'Two-step verification' })).getAttribute('aria-selected')).toBe('true');
  });
});

