// Error pages (spec 000 sections 2.4 and 8) and the 401 flow: a session that ends on the server
// sends the next navigation to the login page with the address as next.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupE2E } from './browser';
import { APP_TITLE, DEMO, apiPost, cookie, forgetSession, signInQuickly, waitForPath } from './steps';

const session = setupE2E();

async function expectErrorPage(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { name: 'Error', level: 1 }).waitFor();
  await page.getByText(title, { exact: true }).waitFor();
  await expect.poll(() => page.title()).toBe(`${title} | ${APP_TITLE}`);
}

describe('error pages', () => {
  it.each([
    ['/error/403', 'Permission denied'],
    ['/error/404', 'Page not found'],
    ['/error/500', 'Internal Server Error'],
    ['/error/502', 'Bad Gateway'],
    ['/error/503', 'Service Unavailable'],
    ['/error/418', 'Page not found'],
    ['/no/such/page', 'Page not found'],
  ])('%s shows heading Error and %s', async (address, title) => {
    const { page } = session;
    await page.goto(address);
    await expectErrorPage(page, title);
  });

  it('an unknown route while signed in shows the 404 page inside the main layout', async () => {
    const { page } = session;
    await signInQuickly(page, DEMO, '/no/such/page');
    await expectErrorPage(page, 'Page not found');
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
  });
});

describe('401: the session ended on the server', () => {
  it('logout behind the app: the next page that calls the server goes to login with next', async () => {
    const { page } = session;
    await forgetSession(page);
    await signInQuickly(page, DEMO, '/transactions/payments/all');
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    // The page's own calls (list, saved views) must have answered: one still in flight at the logout
    // would get 401 and take the app to the login page before the click this test is about.
    await page.waitForLoadState('networkidle');

    expect(await cookie(page.context(), 'csrftoken')).toBeDefined();
    const reply = await apiPost(page, '/api/v2/account/logout/');
    expect(reply.status).toBe(200);

    // The session is known until a call answers 401 (no check per navigation, issue 15): the cash
    // registers page asks the server, gets 401 and the app goes to the login page.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'On-line cash register' }).click();
    await waitForPath(page, '/account/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/taxes/list');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('a lost sessionid cookie: the same', async () => {
    const { page } = session;
    await forgetSession(page);
    await signInQuickly(page, DEMO);
    // As above: the dashboard's own calls must have answered, or one of them gets the 401 first.
    await page.waitForLoadState('networkidle');
    await page.context().clearCookies({ name: 'sessionid' });

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Merchant settings' }).click();
    await waitForPath(page, '/account/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/settings/merchants/list');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
