// @vitest-environment jsdom
// The account status banner (spec 000 2.8, src/shell/banner/AccountStatusBanner.tsx) over the real
// store and transport with a scripted server: the registration step from GET /merchant/status/, the
// link to the pending step on /onboarding, and the resend of the verification e-mail.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsStore } from '@mantine/notifications';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../engine/api';
import enShell from '../../../src/i18n/locales/en/shell.json';
import { AccountStatusBanner } from '../../../src/shell/banner/AccountStatusBanner';
import { renderUi } from '../engine/helpers/render';
import { createApiStore, type Answer } from '../helpers/fakeApi';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { shell: enShell } }, defaultNS: 'shell', keySeparator: false, nsSeparator: false });
});

const user = (over: Partial<User>): User =>
  ({ id: 7, email: 'erin@merchant.test', first_name: 'Erin', last_name: 'T', lang: 'en', registration_step: 'create_merchant', email_confirmed: true, mfa_enabled: false, demo_mode: false, schema_editor: false, ...over }) as User;

function setUp(u: User, status: { step: string; show: boolean }, { route = '/', reconfirm }: { route?: string; reconfirm?: Answer } = {}) {
  const { store, sent } = createApiStore((req) => {
    if (req.url === '/merchant/status/') return { data: { ...status, data: { merchant_id: 3, company_profile_id: 4 } } };
    if (req.url === '/account/registration/reconfirm/') return reconfirm ?? { data: { message: 'Verification link sent. Check your email' } };
    return { error: { status: 500, data: {} } };
  });
  renderUi(
    <Provider store={store}>
      <AccountStatusBanner user={u} />
    </Provider>,
    { route },
  );
  return sent;
}

const alerts = () => notificationsStore.getState().notifications.map((n) => `${n.color}:${String(n.message)}`);

describe('account status banner', () => {
  it('shows the pending registration step of GET /merchant/status/ with a link to it on /onboarding', async () => {
    const sent = setUp(user({}), { step: 'finance_settings', show: true });
    const banner = await screen.findByRole('status', { name: 'Account status' });
    await within(banner).findByText('Registration step: finance settings');
    const link = within(banner).getByRole('link', { name: 'Continue registration' });
    expect(link.getAttribute('href')).toBe('/onboarding#finance_settings');
    // A confirmed e-mail: nothing to resend.
    expect(within(banner).queryByRole('button', { name: 'Resend' })).toBeNull();
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /merchant/status/']);
  });

  it('is absent once registration is done and the e-mail confirmed', async () => {
    const sent = setUp(user({ registration_step: 'done' }), { step: 'done', show: false });
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('status', { name: 'Account status' })).toBeNull();
  });

  it('leaves the step to the onboarding page itself', async () => {
    const sent = setUp(user({}), { step: 'create_merchant', show: true }, { route: '/onboarding' });
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('status', { name: 'Account status' })).toBeNull();
  });

  it('an unconfirmed e-mail: resend posts the address and shows the spec 8 message', async () => {
    const sent = setUp(user({ email_confirmed: false }), { step: 'create_merchant', show: true });
    const banner = await screen.findByRole('status', { name: 'Account status' });
    within(banner).getByText('Confirm your e-mail address erin@merchant.test');
    await within(banner).findByRole('link', { name: 'Continue registration' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(alerts()).toContain('green:Verification link sent. Check your email'));
    expect(sent.find((r) => r.url === '/account/registration/reconfirm/')).toMatchObject({ method: 'POST', body: { email: 'erin@merchant.test' } });
  });

  it('an error in the reconfirm reply is shown instead', async () => {
    setUp(user({ email_confirmed: false }), { step: 'create_merchant', show: false }, {
      reconfirm: { error: { status: 400, data: { error: 'Too many attempts. Try again in 60 seconds.' } } },
    });
    const banner = await screen.findByRole('status', { name: 'Account status' });
    within(banner).getByText('Registration step: merchant creation');
    expect(within(banner).queryByRole('link')).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(alerts()).toContain('red:Too many attempts. Try again in 60 seconds.'));
  });
});
