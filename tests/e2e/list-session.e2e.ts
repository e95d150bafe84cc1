// No session check per page switch (issue 15): the client reads /account/check_auth/ once and knows
// the session until a call answers 401 or changes state. Page switches of a list, a page typed in
// the address bar's query and a move to another screen make no check_auth call; a call answering
// 401 makes the next navigation read it again.
import { describe, expect, it } from 'vitest';
import { setupE2E } from './browser';
import { DEMO, forgetSession, listRows, signInQuickly, spaNavigate, waitForListRows, waitForPath } from './steps';

const session = setupE2E(async ({ page }) => signInQuickly(page, DEMO, '/transactions/payments/all?limit=5'));

describe('session check', () => {
  it('is not repeated on page switches or navigations', async () => {
    const { page } = session;
    await waitForListRows(page);
    const checks: string[] = [];
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v2/account/check_auth/') checks.push(url.pathname);
      if (url.pathname === '/api/v2/merchant/transactions/payments/') lists.push(url.search);
    });
    for (const target of ['2', '3', '2']) {
      const before = await listRows(page).first().textContent();
      await page.getByRole('button', { name: target, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === target);
      await expect.poll(async () => listRows(page).first().textContent()).not.toBe(before);
      await waitForListRows(page);
    }
    // The last page button opens the last page.
    await page.getByRole('button', { name: 'Last page' }).click();
    await page.waitForURL((url) => Number(url.searchParams.get('page')) > 3);
    await waitForListRows(page);
    await spaNavigate(page, '/transactions/payments/all?limit=5&page=4');
    await waitForListRows(page);
    await spaNavigate(page, '/links');
    await waitForPath(page, '/links');
    expect(lists.length).toBeGreaterThanOrEqual(5);
    expect(checks).toEqual([]);
  });

  it('is read again once a call answers 401', async () => {
    const { page } = session;
    await spaNavigate(page, '/transactions/payments/all?limit=5');
    await waitForListRows(page);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v2/account/check_auth/') checks.push(request.url());
    });
    // The server forgets the browser (its cookies go): the next list call (a page not seen yet;
    // a page seen before shows from the cache without a call) answers 401.
    await forgetSession(page);
    await spaNavigate(page, '/transactions/payments/all?limit=10&page=2');
    await waitForPath(page, '/account/login');
    await expect.poll(() => checks.length).toBeGreaterThan(0);
  });
});
