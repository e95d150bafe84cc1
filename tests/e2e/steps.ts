// Steps shared by the end-to-end tests: signing in, the two-step code, cookies, paths.
import { readFileSync } from 'node:fs';
import { TOTP } from 'otpauth';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { baseURL } from './browser';

export const DEMO = { email: 'demo@merchant.test', password: 'Demo-merchant-1' } as const;
export const VIEWER = { email: 'viewer@merchant.test', password: 'Demo-viewer-1' } as const;
export const MFA = { email: 'mfa@merchant.test', password: 'Demo-mfa-1', secret: 'JBSWY3DPEHPK3PXP' } as const;
export const NEWCOMER = { email: 'newcomer@merchant.test', password: 'Demo-newcomer-1' } as const;

export const APP_TITLE = 'Merchant Portal';

/** A JSON file of the repository (schemas/..., src/i18n/...), read as the test runs. */
export function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as T;
}

/** Another fresh browser context (own cookies and storage) on the same browser. */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  return context.newPage();
}

/** The current TOTP code of a secret, as an authenticator app shows it. */
export function totpCode(secret: string): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/**
 * A code that is still valid for a few seconds: the server accepts a code once, so a code too
 * close to the end of its 30 s window is not worth typing.
 */
export async function freshTotpCode(secret: string, minSecondsLeft = 5): Promise<string> {
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (left < minSecondsLeft) await new Promise((r) => setTimeout(r, left * 1000 + 200));
  return totpCode(secret);
}

export async function cookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((c) => c.name === name);
}

/** Waits until the page shows this path (query and hash ignored). */
export async function waitForPath(page: Page, pathname: string, timeout = 15000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The signed-out login form, filled and sent. Does not wait for the outcome. */
export async function submitLogin(page: Page, email: string, password: string, next?: string): Promise<void> {
  await page.goto(next === undefined ? '/account/login' : `/account/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in an account without two-step verification and waits for the main layout. */
export async function signIn(page: Page, account: { email: string; password: string } = DEMO): Promise<void> {
  await submitLogin(page, account.email, account.password);
  await waitForPath(page, '/');
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}

/** The six single-digit boxes of the two-step code page. */
export function otpBoxes(page: Page) {
  return page.getByRole('group', { name: 'Code' }).getByRole('textbox');
}

/** Types a code digit by digit into the focused box, as a person would. */
export async function typeCode(page: Page, code: string): Promise<void> {
  for (const digit of code) await page.keyboard.type(digit);
}

/** Session-bound API call from the page, with the CSRF header the client sends. */
export async function apiPost(page: Page, path: string, body: unknown = {}): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = document.cookie
        .split('; ')
        .find((c) => c.startsWith('csrftoken='))
        ?.slice('csrftoken='.length);
      const res = await fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(token ?? '') },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { path, body },
  );
}

/**
 * In-app navigation to a path, as a router link does (no page load): pushState plus the popstate
 * event the router listens to. Waits for the path (after any redirect) to settle.
 */
export async function spaNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * Signs in through the API (POST /account/login/ from the page, as the login form does) for tests
 * whose subject is not the login form; then opens `to` and waits for the main layout.
 */
export async function signInQuickly(page: Page, account: { email: string; password: string } = DEMO, to = '/'): Promise<void> {
  // The login page calls check_auth, whose reply carries a fresh csrftoken cookie.
  await page.goto('/account/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  for (let i = 0; i < 50 && !(await cookie(page.context(), 'csrftoken')); i++) await page.waitForTimeout(100);
  const reply = await apiPost(page, '/api/v2/account/login/', { email: account.email, password: account.password });
  if (reply.status !== 200) throw new Error(`sign in of ${account.email} failed: ${reply.status} ${JSON.stringify(reply.json)}`);
  await page.goto(to);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}

/** Signs the browser context out on the client side: no session, no CSRF token, no choices. */
export async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies();
}

/** Rows of the schema datalist on the page. */
export const listRows = (page: Page) => page.locator('[data-list] tbody tr');

/** Texts of the status badges in the datalist's rows. */
export const listBadges = (page: Page) => page.locator('[data-list] tbody [data-badge-class]').allTextContents();

/** Waits until the datalist shows rows and has finished refetching. */
export async function waitForListRows(page: Page): Promise<void> {
  await listRows(page).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-list] .mantine-LoadingOverlay-root'));
}

/** Opens a select (or combobox) by its label and picks an option. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option }).click();
}

/** Opens the demo mailbox and follows the link of the newest mail to `to` with this subject. */
export async function followMailLink(page: Page, to: string, subject: string, linkPath: RegExp): Promise<void> {
  await page.goto('/account/mailbox');
  await page.getByRole('heading', { name: 'Mailbox' }).waitFor();
  const mail = page.getByTestId('mail').filter({ hasText: to }).filter({ hasText: subject }).last();
  await mail.waitFor({ timeout: 10000 });
  await mail.getByRole('link', { name: linkPath }).click();
}

/** The states (done / open / locked) of the four onboarding steps, in order. */
export async function stepStates(page: Page): Promise<Array<string | null>> {
  const names = ['merchant_creation', 'identification', 'finance_settings', 'activation'];
  return Promise.all(names.map((n) => page.getByTestId(`onboarding-step-${n}`).getAttribute('data-state')));
}

/**
 * Fills the open merchant creation step of /onboarding (Georgia, a limited liability company) and
 * sends it; waits for the server's 200.
 */
export async function submitMerchantCreation(page: Page, m: { company: string; regNumber: string; brand: string }): Promise<void> {
  const form = page.getByTestId('schema-form-onboarding_merchant_creation');
  await choose(page, 'Legal type', 'Limited liability company');
  await form.getByRole('textbox', { name: 'Company name' }).fill(m.company);
  await form.getByRole('textbox', { name: 'Identification code' }).fill(m.regNumber);
  await form.getByRole('textbox', { name: 'Brand name' }).fill(m.brand);
  await form.getByRole('textbox', { name: 'Website' }).fill('https://goods.example.ge');
  await form.getByRole('textbox', { name: 'Legal address' }).fill('Chavchavadze 10, Tbilisi');
  await form.getByRole('textbox', { name: 'Phone' }).fill('995555123456');
  // A multi-select stays open on choice (spec 000 s.4); a click outside closes it.
  await form.getByRole('button', { name: /Business type/ }).click();
  await form.getByRole('group', { name: 'Business type' }).getByRole('checkbox', { name: 'Online store' }).check();
  await page.getByRole('heading', { name: 'Onboarding', level: 1 }).click();
  await form.getByRole('textbox', { name: 'What do you sell' }).fill('Handmade ceramics');
  await choose(page, 'Expected monthly turnover', 'Up to 10,000 USD a month');
  const saved = page.waitForResponse((r) => r.url().endsWith('/merchant/onboarding/merchant_creation/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Continue' }).click();
  const reply = await saved;
  if (reply.status() !== 200) throw new Error(`merchant creation answered ${reply.status()}: ${await reply.text()}`);
}
