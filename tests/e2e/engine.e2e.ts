// The schema engine through the real server: a list whose filters live in the URL (and survive a
// reload), and a schema form in a schema modal (a validation message, then the server's error).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './browser';
import { DEMO, listBadges, listRows, signInQuickly } from './steps';

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

const statuses = async (p: Page) => (await listBadges(p)).filter((s) => s !== 'Purchase' && s !== 'P2P debit');

describe('schema list', () => {
  it('writes applied filters to the URL and shows the same rows after a reload', async () => {
    await page.goto('/transactions/payments/all');
    await listRows(page).first().waitFor();
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByRole('combobox', { name: 'Status value' }).click();
    await page.getByRole('option', { name: 'Declined' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('s').includes('status'));
    const url = new URL(page.url());
    expect(url.searchParams.getAll('v')).toContain('declined');
    await expect.poll(async () => [...new Set(await statuses(page))]).toEqual(['Declined']);
    const before = await listRows(page).allTextContents();
    await page.reload();
    await listRows(page).first().waitFor();
    await expect.poll(async () => [...new Set(await statuses(page))]).toEqual(['Declined']);
    expect(new URL(page.url()).search).toBe(url.search);
    await expect.poll(() => listRows(page).allTextContents()).toEqual(before);
  });
});

describe('schema form in a schema modal', () => {
  it('shows the rule message before sending and the server error after', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ s: 'status', m: 'eq', v: 'approved' }]));
    await page.goto(`/transactions/payments/all?filters=${filters}`);
    await listRows(page).first().waitFor();
    await listRows(page).first().locator('td').first().getByRole('link').click();
    await page.waitForURL((url) => /\/info\/\d+\/general$/.test(url.pathname));
    // Rule message (format: email), no call made.
    await page.getByTestId('payment-actions').getByRole('button', { name: 'Send receipt' }).click();
    const dialog = page.getByRole('dialog');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-address');
    // The submit looks disabled while the form is invalid but still answers a click (SubmitButton.tsx).
    await dialog.getByRole('button', { name: 'Send' }).click({ force: true });
    await dialog.getByText('Enter a valid email address').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Server error on a field: a partial refund above what may still be refunded.
    await page.getByTestId('payment-actions').getByRole('button', { name: 'Refund' }).click();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('999999.00');
    const reply = page.waitForResponse((r) => r.url().endsWith('/refund/') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByRole('button', { name: 'Confirm refund' }).click();
    expect((await reply).status()).toBe(400);
    await dialog.getByText(/field is greater than/).waitFor();
  });
});
