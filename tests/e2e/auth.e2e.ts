// Signing in and out (spec 000 sections 2.4, 2.5, 4 and 5: safe next address).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, setupE2E } from './browser';
import { APP_TITLE, DEMO, MFA, VIEWER, cookie, forgetSession, freshTotpCode, otpBoxes, pathOf, readJson, signIn, submitLogin, waitForPath } from './steps';

const session = setupE2E();
// Every test starts signed out (one browser context keeps its HTTP cache: faster page loads).
beforeEach(async () => {
  await forgetSession(session.page);
});


/** The address the app sent a signed-out visitor to: path and its next parameter. */
function loginRedirect(page: Page): { path: string; next: string | null } {
  const url = new URL(page.url());
  return { path: url.pathname, next: url.searchParams.get('next') };
}

describe('sign in', () => {
  it('without two-step: lands on the dashboard with the sidebar', async () => {
    const { page } = session;
    await submitLogin(page, DEMO.email, DEMO.password);
    await waitForPath(page, '/');
    await expect.poll(() => page.title()).toBe(`Home | ${APP_TITLE}`);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
  });

  it("wrong password: the server's message shows and the page stays on login", async () => {
    const { page } = session;
    await submitLogin(page, VIEWER.email, 'not-the-password');
    await page.getByText('Please enter a correct email and password.').waitFor();
    expect(pathOf(page)).toBe('/account/login');
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
  });

  it('with two-step: password, then six one-digit boxes typed digit by digit', async () => {
    const { page } = session;
    await submitLogin(page, MFA.email, MFA.password);
    await waitForPath(page, '/account/otp');
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    const boxes = otpBoxes(page);
    await expect.poll(() => boxes.count()).toBe(6);

    const code = await freshTotpCode(MFA.secret);
    await boxes.nth(0).click();
    await page.keyboard.type(code[0]);
    // Auto-advance: the second box has the focus after the first digit.
    await expect.poll(() => boxes.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    for (const digit of code.slice(1)) await page.keyboard.type(digit);

    const values = await boxes.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(values).toEqual(code.split(''));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await expect.poll(() => page.title()).toBe(`Home | ${APP_TITLE}`);
  });

  it('with ?next=/transactions/payments/all lands there', async () => {
    const { page } = session;
    await submitLogin(page, DEMO.email, DEMO.password, '/transactions/payments/all');
    await waitForPath(page, '/transactions/payments/all');
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(`Payments | ${APP_TITLE}`);
  });

  it.each(['https://evil.example/x', '//evil.example', 'javascript:alert(1)'])('a foreign next (%s) is refused: lands on /', async (next) => {
    const { page } = session;
    let dialog = false;
    page.once('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    await submitLogin(page, DEMO.email, DEMO.password, next);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(new URL(page.url()).origin).toBe(baseURL());
    expect(dialog).toBe(false);
  });

  // Issue 10 item 12: same-origin in form, '//evil.example' once resolved.
  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/./\\evil.example'])(
    'signed in, opening login with next=%s stays on the portal',
    async (next) => {
      const { page } = session;
      await signIn(page, DEMO);
      await page.goto(`/account/login?next=${encodeURIComponent(next)}`);
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
      expect(new URL(page.url()).origin).toBe(baseURL());
    },
  );
});

describe('signed out', () => {
  it('logout goes back to login; a protected page then asks to sign in with next', async () => {
    const { page } = session;
    await signIn(page, DEMO);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/account/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await page.goto('/transactions/payments/all');
    await waitForPath(page, '/account/login');
    expect(loginRedirect(page)).toEqual({ path: '/account/login', next: '/transactions/payments/all' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it.each(['/', '/settings/merchants/list', '/profile/info/overview?tab=x'])('visiting %s redirects to login with next', async (address) => {
    const { page } = session;
    await page.goto(address);
    await waitForPath(page, '/account/login');
    expect(loginRedirect(page).next).toBe(address);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect.poll(() => page.title()).toBe(`Sign in | ${APP_TITLE}`);
  });
});

describe('the lean sign-in page (issue 15)', () => {
  it('a fresh load requests none of the router, Redux, rjsf or i18next code; its links lead into the app', async () => {
    const { page } = session;
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /vendor-(router|redux|i18n)|SchemaForm|startApp/.test(s))).toEqual([]);
    await page.getByRole('link', { name: 'Create account' }).click();
    await waitForPath(page, '/account/create');
    await page.getByRole('heading', { name: 'Create account' }).waitFor();
  });

  it('speaks the language of the lang cookie; its language menu switches it (a reload), as the app does', async () => {
    const { page } = session;
    const uk = {
      ...readJson<Record<string, string>>('src/i18n/locales/uk/common.json'),
      ...readJson<Record<string, string>>('src/i18n/locales/uk/account.json'),
    };
    const ukCommon = readJson<Record<string, string>>('src/i18n/locales/uk/common.json');
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Language: EN' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Українська' }).click()]);
    expect((await cookie(page.context(), 'lang'))?.value).toBe('uk');
    await page.getByRole('heading', { name: ukCommon['Sign in'] }).waitFor();
    await expect.poll(() => page.title()).toBe(`${ukCommon['Sign in']} | ${APP_TITLE}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('uk');
    await page.getByRole('link', { name: uk['Forgot password?'] }).waitFor();
    // The button looks disabled while the form is invalid; a click still checks every field.
    await page.getByRole('button', { name: uk['Sign in'] }).click({ force: true });
    await expect.poll(() => page.getByText(uk['field is required'], { exact: true }).count()).toBe(2);
    expect(await page.getByRole('textbox', { name: uk.Email }).getAttribute('aria-invalid')).toBe('true');
    await page.context().clearCookies({ name: 'lang' });
  });
});
