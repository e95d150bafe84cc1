// Confirmed money moves (issue 27 must-show 6) in the browser: the refund amount is editable from
// the start with its cap beside it; Refund shows a summary naming amount and card and sends nothing;
// Back and the dialog's Cancel send nothing; only 'Confirm refund' refunds, the alert names the
// effect, and the reason typed is in the payment's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { openBrowser, type Session } from './browser';
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

const REASON = 'E2E: the customer returned one item';

describe('a refund asks first', () => {
  it('shows the summary, does nothing on Back or Cancel, refunds on Confirm and keeps the reason in the history', async () => {
    // An approved payment with at least 20.50 left to refund (the Amount cell's first line: '120.50 GEL').
    const filters = encodeURIComponent(JSON.stringify([{ s: 'status', m: 'eq', v: 'approved' }]));
    await page.goto(`/transactions/payments/all?filters=${filters}`);
    await waitForListRows(page);
    const headers = (await page.locator('[data-list] thead th').allTextContents()).map((h) => h.trim());
    const amounts = await listRows(page).locator(`td:nth-child(${headers.indexOf('Amount') + 1})`).allTextContents();
    const index = amounts.findIndex((a) => Number(/^\s*([\d.]+)/.exec(a)?.[1] ?? 0) >= 20.5);
    expect(index).toBeGreaterThanOrEqual(0);
    const currency = /([A-Z]{3})/.exec(amounts[index])![1];
    await listRows(page).nth(index).locator('td').first().getByRole('link').click();
    await page.waitForURL((url) => /\/transactions\/payments\/info\/\d+\/general$/.test(url.pathname));
    const status = page.getByTestId('payment-status');
    await expect.poll(() => status.textContent()).toBe('Approved');

    const refunds: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/refund/') && r.method() === 'POST') refunds.push(r);
    });
    const open = async () => {
      await page.getByTestId('payment-actions').getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund' });
      await dialog.getByRole('textbox', { name: 'Amount' }).waitFor();
      return dialog;
    };

    let dialog = await open();
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    // Editable from the start, starting at the whole amount, its cap beside it.
    expect(await amount.isEditable()).toBe(true);
    const cap = await amount.inputValue();
    expect(Number(cap)).toBeGreaterThanOrEqual(20.5);
    expect(await dialog.getByText(`at most ${cap} ${currency}`).count()).toBe(1);
    await amount.fill('20.50');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    const summary = dialog.getByTestId('form-confirm-text');
    await expect.poll(() => summary.textContent()).toMatch(new RegExp(`^Refund 20\\.50 ${currency} to (visa|mastercard|maestro|card) \\d{6}\\*{6}\\d{4}\\?$`));
    expect(await amount.isVisible()).toBe(false);

    // Back: the form again, with what was typed; nothing sent.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await amount.waitFor();
    expect(await amount.inputValue()).toBe('20.50');
    // Cancel on the summary: the dialog closes; nothing sent, nothing changed.
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await summary.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(refunds).toHaveLength(0);
    expect(await status.textContent()).toBe('Approved');

    // Confirm: refunded, and the alert says so.
    dialog = await open();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('20.50');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByRole('button', { name: 'Confirm refund' }).click();
    await page.getByText(`Refunded 20.50 ${currency}`).first().waitFor();
    expect(refunds).toHaveLength(1);
    expect(refunds[0].postDataJSON()).toMatchObject({ type: 'partial', amount: '20.50', reason: REASON });
    await expect.poll(() => status.textContent(), { timeout: 10000 }).toBe('Partially reversed');

    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/history'));
    const history = page.getByTestId('payment-history');
    await history.getByText(REASON).waitFor();
    expect(await history.textContent()).toContain('20.50');
  });
});
