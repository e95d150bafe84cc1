// Multiparty payouts in Chromium (issue 14 must-show 3, 5, 8): on the demo merchant (Tbilisi Coffee
// Roasters, GEL) create a payout to a test card, see the status page go from 'Payment in processing'
// to 'Successful payment' by itself (the stand-in processor settles from the queue) and the balance
// fall by the amount; then a payout above the merchant's threshold (500.00) waits for approval: its
// creator cannot approve it, the second demo user (approver@merchant.test) approves it on the same
// page and it is paid.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, openBrowser, setupE2E } from './browser';
import { DEMO, NEWCOMER, signInQuickly, waitForPath } from './steps';

const APPROVER = { email: 'approver@merchant.test', password: 'Demo-approver-1' } as const;
const MERCHANT = 1;

let page: Page;
setupE2E(async ({ page: opened }) => {
  page = opened;
  await signInQuickly(page, DEMO);
  await page.context().addCookies([{ name: 'merchant', value: String(MERCHANT), url: baseURL() }]);
});

async function available(p: Page): Promise<number> {
  const reply = await p.evaluate(async (m) => (await fetch(`/api/v2/merchant/${m}/payout/balance/`)).json(), MERCHANT);
  const gel = (reply as { balances: Array<{ currency: string; balance_db: string }> }).balances.find((b) => b.currency === 'GEL')!;
  return Math.round(Number(gel.balance_db) * 100);
}

async function createPayout(amount: string, purpose: string): Promise<string> {
  await page.goto(`/multiparty-payments/create/${MERCHANT}/GEL`);
  const form = page.locator('main form');
  await expect.poll(() => form.getByRole('combobox', { name: 'Merchant' }).inputValue()).toBe('Tbilisi Coffee Roasters');
  await expect.poll(() => form.getByRole('combobox', { name: 'Currency' }).inputValue()).toMatch(/^GEL \(available [\d.]+\)$/);
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('textbox', { name: 'Purpose of payment' }).fill(purpose);
  const sent = page.waitForRequest((r) => r.url().endsWith(`/merchant/${MERCHANT}/payout/create/`) && r.method() === 'POST');
  await form.getByRole('button', { name: 'Create payout' }).click();
  // A money move asks first (issue 27 must-show 6): the summary (the card masked), then the call on confirm.
  await expect.poll(() => page.getByTestId('form-confirm-text').textContent()).toMatch(new RegExp(`^Pay out ${amount.replace('.', '\\.')} GEL to 424242\\*{6}4242\\?$`));
  await page.getByRole('button', { name: 'Confirm payout' }).click();
  const request = await sent;
  expect(request.headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
  expect(request.postData()).not.toBeNull();
  await page.waitForURL(/\/multiparty-payments\/status\/1\/po_[0-9a-f]+$/);
  return new URL(page.url()).pathname;
}

describe('multiparty payouts', () => {
  it('a payout to a test card is processing, then approved by itself; the balance falls by its amount', async () => {
    const before = await available(page);
    const path = await createPayout('25.00', 'E2E partner share');
    await page.getByText('Payment in processing').first().waitFor();
    await page.getByText('Successful payment').first().waitFor({ timeout: 20000 });
    expect(await page.getByTestId('payout_status-status').textContent()).toMatch(/approved/i);
    expect(await page.locator('body').textContent()).toContain('424242******4242');
    expect(await available(page)).toBe(before - 2500);
    // The payout is in the history list.
    await page.goto('/multiparty-payments/history/payouts');
    await page.getByRole('link', { name: path.split('/').pop()! }).waitFor();
  });

  it('a payout above the threshold waits for a second user, who approves it; both steps show who and when', async () => {
    const before = await available(page);
    const path = await createPayout('600.00', 'E2E large partner share');
    await page.getByText('Awaiting approval').first().waitFor();
    await page.getByText('You created this payout: another user must approve or reject it.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    // Reserved: already out of the available balance.
    expect(await available(page)).toBe(before - 60000);

    const approver = await openBrowser();
    try {
      await signInQuickly(approver.page, APPROVER);
      await approver.page.goto(path);
      await waitForPath(approver.page, path);
      await approver.page.getByText('Awaiting approval').first().waitFor();
      await approver.page.getByRole('button', { name: 'Approve' }).click();
      // Approval asks first: the payout's summary in a dialog; its Approve sends the call.
      const confirm = approver.page.getByRole('dialog', { name: 'Approve payout' });
      await expect.poll(() => confirm.getByTestId('modal-text').textContent()).toMatch(/^Approve the payout of 600\.00 GEL to 424242\*{6}4242\?$/);
      await confirm.getByRole('button', { name: 'Approve' }).click();
      await approver.page.getByText('Successful payment').first().waitFor({ timeout: 20000 });
      const approval = approver.page.getByTestId('payout_status-approval');
      await expect.poll(() => approval.textContent()).toContain('Ana Approver');
      expect(await approval.textContent()).toContain('Dana Merchant');
    } finally {
      await approver.close();
    }
    // The creator's page follows by itself.
    await page.getByText('Successful payment').first().waitFor({ timeout: 20000 });
    await expect.poll(() => page.getByTestId('payout_status-approval').textContent()).toContain('Ana Approver');
    expect(await available(page)).toBe(before - 60000);
  });

  it('/empty both ways: a user without multiparty merchants is sent there; one with them is sent back', async () => {
    await page.goto('/multiparty-payments/empty');
    // The create form then writes the merchant it starts from (the header's) into its address: /create/1.
    await page.waitForURL((url) => url.pathname.startsWith('/multiparty-payments/create'));
    const newcomer = await openBrowser();
    try {
      await signInQuickly(newcomer.page, NEWCOMER);
      for (const path of ['/multiparty-payments/balances', '/multiparty-payments/history/summary', '/multiparty-payments/create']) {
        await newcomer.page.goto(path);
        await waitForPath(newcomer.page, '/multiparty-payments/empty');
      }
      await newcomer.page.getByText('None of your merchants has multiparty payouts enabled.').waitFor();
    } finally {
      await newcomer.close();
    }
  });
});
