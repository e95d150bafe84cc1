// Sign up with e-mail confirmation, and a forgotten password, both through the demo mailbox
// (spec 000 sections 2.4, 2.7 and 7; the mailbox route is /account/mailbox in schemas/routes.json).
import { describe, expect, it } from 'vitest';
import { setupE2E } from './browser';
import { APP_TITLE, followMailLink, forgetSession, submitLogin, waitForPath } from './steps';

const email = `e2e-${Date.now()}@merchant.test`;
const firstPassword = 'First-pass-123';
const newPassword = 'Second-pass-456';

const session = setupE2E();

describe('sign up', () => {
  it('create an account, confirm it from the demo mailbox, land on onboarding', async () => {
    const { page } = session;
    await page.goto('/account/create');
    await page.getByRole('heading', { name: 'Create account' }).waitFor();
    await page.getByRole('textbox', { name: 'First name' }).fill('Erin');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Tester');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(firstPassword);
    await page.getByRole('textbox', { name: 'Repeat password' }).fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in at once, without a merchant: on to onboarding; the e-mail waits for confirmation.
    await waitForPath(page, '/onboarding');
    await page.getByText('Verification link sent. Check your email').first().waitFor();
    const banner = page.getByRole('status', { name: 'Account status' });
    await banner.getByText(`Confirm your e-mail address ${email}`).waitFor();

    await followMailLink(page, email, 'Confirm your e-mail address', /^\/account\/confirm\//);
    await waitForPath(page, '/onboarding');
    await page.getByRole('heading', { name: 'Onboarding', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(`Onboarding | ${APP_TITLE}`);
    // Confirmed: the banner is gone.
    await banner.waitFor({ state: 'detached' });
  });
});

describe('forgot password', () => {
  it('the first click on "Forgot password?" on the login page opens the forgot-password page', async () => {
    const { page } = session;
    await forgetSession(page);
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/account/forgot_password', 5000);
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
  });

  it('asks for a link, follows it from the mailbox, sets a new password and signs in with it', async () => {
    const { page } = session;
    await forgetSession(page);
    await page.goto('/account/forgot_password');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('If this address is registered, a link to reset the password is on its way. Check your email').waitFor();

    await followMailLink(page, email, 'Reset your password', /^\/account\/reset_password\//);
    await page.waitForURL((url) => url.pathname.startsWith('/account/reset_password/'));
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await page.getByRole('textbox', { name: 'New password' }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Repeat password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await waitForPath(page, '/account/login');
    await page.getByText('Your password has been changed. Sign in with the new one').waitFor();
    // The sign-in form is shown right away (no blank page).
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await submitLogin(page, email, newPassword);
    // No merchant yet: signing in goes on to onboarding (spec 000 s.2.7, show_onboarding).
    await waitForPath(page, '/onboarding');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  });
});
