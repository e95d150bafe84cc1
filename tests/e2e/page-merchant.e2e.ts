// Issue 10 items 17-19 in the browser: the profile tabs and user-menu entry, one merchant rule for
// the page and the header (stale cookie, detail pages, ?merchant_id=, payments by order id), and
// the alert rules (identical alerts replace, new ones show at once, auth false signs out, status
// texts, the permissions screen's 'Unexpected error').
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, setupE2E } from './browser';
import { DEMO, VIEWER, cookie, newPage, pathOf, signInQuickly, submitLogin, waitForListRows, waitForPath } from './steps';

const session = setupE2E();

const selector = (page: Page) => page.getByRole('combobox', { name: 'Merchant' });
const TBILISI = 'Tbilisi Coffee Roasters (1397120)';

async function remember(context: BrowserContext, merchant: string): Promise<void> {
  await context.addCookies([{ name: 'merchant', value: merchant, url: baseURL() }]);
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  return (await (await page.request.get(path)).json()) as T;
}

describe('profile (item 17)', () => {
  it('the user menu leads to two-step verification; Overview and Two-step verification are route-tied tabs', async () => {
    const page = await newPage(session.browser);
    await signInQuickly(page, DEMO, '/');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Two-step verification' }).click();
    await waitForPath(page, '/profile/info/verification');
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect.poll(() => tab('Two-step verification').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('mfa-secret').waitFor();
    await tab('Overview').click();
    await waitForPath(page, '/profile/info/overview');
    await page.getByLabel('First name').waitFor();
    await tab('Two-step verification').click();
    await waitForPath(page, '/profile/info/verification');
    await page.context().close();
  });
});

describe('the page’s merchant wins and the selector follows (item 18)', () => {
  it('a stale merchant cookie falls back to a merchant the user sees: payments, settlements and disputes show', async () => {
    const page = await newPage(session.browser);
    await signInQuickly(page, VIEWER, '/account/mailbox');
    await remember(page.context(), '3'); // Vilnius: not the viewer's
    for (const path of ['/transactions/settlements/bulk', '/transactions/disputes/all', '/transactions/payments/all']) {
      await page.goto(path);
      await waitForListRows(page);
      expect(pathOf(page)).toBe(path);
      await expect.poll(() => selector(page).inputValue()).toBe(TBILISI);
    }
    expect((await cookie(page.context(), 'merchant'))?.value).toBe('1');
    await page.context().close();
  });

  it('detail pages switch the selector to their record’s merchant; ?merchant_id= switches the list; a payment by order id shows', async () => {
    const page = await newPage(session.browser);
    await signInQuickly(page, DEMO, '/account/mailbox');
    const payments = await getJson<{ data: Array<{ id: number; order_id: string }> }>(page, '/api/v2/merchant/transactions/payments/?merchant=1&limit=5');
    const settlements = await getJson<{ data: Array<{ odb_ref: string }> }>(page, '/api/v2/merchant/transactions/settlements/bulk/?merchant=1&limit=5');
    const kyiv = 'Kyiv Books (1400345)';

    await remember(page.context(), '2');
    await page.goto(`/transactions/payments/info/${payments.data[0].id}/general`);
    await page.getByTestId('payment-status').waitFor();
    await expect.poll(() => selector(page).inputValue()).toBe(TBILISI);
    expect((await cookie(page.context(), 'merchant'))?.value).toBe('1');

    await remember(page.context(), '2');
    await page.goto(`/transactions/settlements/info/${settlements.data[0].odb_ref}`);
    await waitForListRows(page);
    expect(pathOf(page)).toBe(`/transactions/settlements/info/${settlements.data[0].odb_ref}`);
    await expect.poll(() => selector(page).inputValue()).toBe(TBILISI);

    await remember(page.context(), '2');
    await page.goto(`/transactions/settlements/currencies/${settlements.data[0].odb_ref}`);
    await expect.poll(() => selector(page).inputValue()).toBe(TBILISI);

    await remember(page.context(), '2');
    await page.goto('/transactions/payments/all?merchant_id=1397120');
    await waitForListRows(page);
    await expect.poll(() => selector(page).inputValue()).toBe(TBILISI);
    // Choosing another merchant there filters by the chosen one.
    await selector(page).click();
    await page.getByRole('option', { name: kyiv }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?merchant_id=1400345');
    await waitForListRows(page);

    await page.goto(`/transactions/payments/info/${encodeURIComponent(payments.data[0].order_id)}/bwlist`);
    await page.getByTestId('payment-bwlist').waitFor();
    expect(pathOf(page)).not.toMatch(/^\/error/);
    await page.context().close();
  });
});

describe('alerts (item 19)', () => {
  it('identical alerts replace each other and a throttling answer shows at once', async () => {
    const page = await newPage(session.browser);
    let calls = 0;
    await page.route('**/api/v2/account/login/', (route) => {
      calls += 1;
      return calls <= 6
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Please enter a correct email and password.' }) })
        : route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '30' }, body: JSON.stringify({ error: 'Too many attempts. Try again in 30 seconds.' }) });
    });
    await submitLogin(page, 'someone@merchant.test', 'wrong-password');
    const alerts = page.locator('[data-alert]');
    for (let i = 2; i <= 6; i++) {
      await expect.poll(() => calls).toBe(i - 1);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await expect.poll(() => calls).toBe(6);
    await expect.poll(() => alerts.filter({ hasText: 'Please enter a correct email and password.' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const started = Date.now();
    await alerts.filter({ hasText: 'Too many attempts. Try again in 30 seconds.' }).waitFor({ timeout: 2000 });
    expect(Date.now() - started).toBeLessThan(2000);
    await page.context().close();
  });

  it("a reply with auth false signs out to the sign-in page with next; list failures read 'Something bad happened', the permissions screen's 'Unexpected error'", async () => {
    const page = await newPage(session.browser);
    await signInQuickly(page, DEMO, '/account/mailbox');

    await page.route('**/api/v2/merchant/transactions/payments/**', (route) => route.fulfill({ status: 418, contentType: 'text/plain', body: 'teapot' }));
    await page.goto('/transactions/payments/all');
    await page.locator('[data-list]').getByRole('alert').filter({ hasText: 'Something bad happened' }).waitFor();
    expect(await page.getByText(/Request failed/).count()).toBe(0);

    await page.route('**/api/v2/merchant/*/permissions/**', (route) => route.fulfill({ status: 418, contentType: 'text/plain', body: 'teapot' }));
    await page.goto('/settings/merchants/info/1/permissions');
    await page.locator('[data-list]').getByRole('alert').filter({ hasText: 'Unexpected error' }).waitFor();
    await page.locator('[data-alert]').filter({ hasText: 'Unexpected error' }).waitFor();
    expect(await page.locator('[data-alert]').filter({ hasText: 'Something bad happened' }).count()).toBe(0);

    await page.route('**/api/v2/settings/personal/', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Sign in again', auth: false }) })
        : route.fallback(),
    );
    await page.goto('/profile/info/overview');
    await page.getByLabel('First name').fill('Dana');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/account/login?next=%2Fprofile%2Finfo%2Foverview');
    await page.context().close();
  });
});
