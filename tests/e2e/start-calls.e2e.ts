// The calls every navigation starts with are asked by the entry while the app's code still loads
// (src/startCalls.ts, engine/api/earlyReplies.ts), and the app takes their replies: a cold page asks
// each of them once, the brand before the signed-in layout's code has arrived (the app itself asks
// only once all its start code has run), and a later call to the same address (the session read
// again after a 401) asks anew.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, setupE2E } from './browser';
import { DEMO, forgetSession, signInQuickly, spaNavigate, waitForListRows, waitForPath } from './steps';

const session = setupE2E(async ({ page }) => signInQuickly(page, DEMO, '/links'));

const PAYMENTS = '/transactions/payments/all';
const START_CALLS = [
  '/api/v2/saas/',
  `/api/v2/localization/get/?lang=en&route=${encodeURIComponent(PAYMENTS)}`,
  '/api/v2/account/check_auth/',
  '/api/v2/merchant/list/',
];

/** The page's API calls from now on (path and query), in order, and 'layout code' once the signed-in layout's chunk has arrived. */
function recordRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  page.on('requestfinished', (request) => {
    if (/\/assets\/MainLayout-[\w-]+\.js$/.test(new URL(request.url()).pathname)) asked.push('layout code');
  });
  return asked;
}

describe('start calls', () => {
  it('a cold page asks each once, the brand before the layout code has arrived, and shows its rows', async () => {
    // A context of its own with the session's cookies: an empty cache, as a merchant's first visit.
    const { browser, context } = session;
    const cold = await browser.newContext({ baseURL: baseURL(), storageState: await context.storageState() });
    try {
      const page = await cold.newPage();
      const asked = recordRequests(page);
      await page.goto(`${PAYMENTS}?limit=5`);
      await waitForListRows(page);
      for (const call of START_CALLS) expect(asked.filter((a) => a === call), call).toHaveLength(1);
      expect(asked).toContain('layout code');
      expect(asked.indexOf('/api/v2/saas/')).toBeLessThan(asked.indexOf('layout code'));
    } finally {
      await cold.close();
    }
  });

  it('a later call to a start address asks anew', async () => {
    const { page } = session;
    await page.goto(`${PAYMENTS}?limit=5`);
    await waitForListRows(page);
    const asked = recordRequests(page);
    await forgetSession(page);
    await spaNavigate(page, `${PAYMENTS}?limit=10&page=2`);
    await waitForPath(page, '/account/login');
    await expect.poll(() => asked.filter((a) => a === '/api/v2/account/check_auth/').length).toBeGreaterThan(0);
  });
});
