// Issue 27 through the real server. Must-show 8: the payments list shows 'Captured less refunds: ...'
// above its table for the current filter, and the line follows the filter (one order's totals are its
// own captured less refunded amount, the reply's row). Must-show 4: the balances page shows
// available, reserved and due; for a header merchant without multiparty payouts it says why it is
// empty instead of showing an empty table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, openBrowser, type Session } from './browser';
import { DEMO, listRows, signInQuickly, waitForListRows } from './steps';

let session: Session;
let page: Page;
beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await signInQuickly(page, DEMO);
});
afterAll(async () => {
  await session?.close();
});

const totalsLine = (p: Page) => p.locator('[data-list] [data-list-totals]');

describe('payments list totals', () => {
  it('shows the totals of the filter above the table and follows the filter', async () => {
    await page.goto('/transactions/payments/all');
    await waitForListRows(page);
    await totalsLine(page).waitFor();
    const whole = (await totalsLine(page).textContent())!;
    // Either sums per currency, or the sentence of a filter past the exact count.
    expect(whole).toMatch(/^(Captured less refunds: \d+\.\d{2} [A-Z]{3}( · \d+\.\d{2} [A-Z]{3})*|Totals are shown for up to 10,000 rows: narrow the filter to see them\.)$/);
    // One demo order (other test files add payments of their own at the top): its own net amount, as the
    // list call sends its row.
    const reply = page.waitForResponse((r) => r.url().includes('/api/v2/merchant/transactions/payments/') && r.url().includes('order_id'));
    const orderId = (await listRows(page).locator('td').filter({ hasText: /^order_demo_\d+$/ }).first().textContent())!.trim();
    const filters = encodeURIComponent(JSON.stringify([{ s: 'order_id', m: 'eq', v: orderId }]));
    await page.goto(`/transactions/payments/all?filters=${filters}`);
    const body = (await (await reply).json()) as { data: Array<{ net_amount: string; v_currency: string }>; totals: Array<{ currency: string; amount: string }> };
    expect(body.data).toHaveLength(1);
    expect(body.totals).toEqual([{ currency: body.data[0].v_currency, amount: body.data[0].net_amount }]);
    await expect.poll(() => listRows(page).count()).toBe(1);
    await expect.poll(() => totalsLine(page).textContent()).toBe(`Captured less refunds: ${body.totals[0].amount} ${body.totals[0].currency}`);
  });
});

describe('balances', () => {
  const MESSAGE = 'This merchant has no multiparty balance: multiparty payouts are not enabled for it. Choose a merchant with multiparty payouts in the header, or ask your account manager to enable them.';

  it('shows available, reserved and due per currency of the multiparty merchant', async () => {
    await page.context().addCookies([{ name: 'merchant', value: '1', url: baseURL() }]);
    await page.goto('/multiparty-payments/balances');
    await waitForListRows(page);
    for (const name of ['Available', 'Reserved', 'Due']) await page.getByRole('columnheader', { name }).first().waitFor();
  });

  it('says why the page is empty for a header merchant without multiparty payouts', async () => {
    // A merchant of the demo user whose balances list answers no rows (no multiparty payouts).
    const plain = await page.evaluate(async () => {
      for (let id = 2; id <= 20; id++) {
        const r = await fetch(`/api/v2/merchant/payouts/balances/?merchant=${id}&limit=5`);
        if (r.status === 200 && ((await r.json()) as { data: unknown[] }).data.length === 0) return id;
      }
      return null;
    });
    expect(plain).not.toBeNull();
    await page.context().addCookies([{ name: 'merchant', value: String(plain), url: baseURL() }]);
    await page.goto('/multiparty-payments/balances');
    await page.getByText(MESSAGE).waitFor();
    expect(await page.locator('[data-list] table').count()).toBe(0);
  });
});
