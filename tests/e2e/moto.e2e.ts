// The MO/TO terminal (issue 13 must-show 3, 4) in Chromium: on the demo's MO/TO merchant (Kyiv
// Books) charge an approved and a declined test card in the charge modal, see the decline message
// and the card fields emptied, and find the approved payment in Payments with its last four only;
// the full numbers are in no browser storage.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, setupE2E } from './browser';
import { DEMO, VIEWER, listRows, newPage, signInQuickly, waitForListRows, waitForPath } from './steps';

const APPROVE = '4242424242424242';
const DECLINE = '4000000000000002';
const EXPIRY = `12${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

let page: Page;
const session = setupE2E(async ({ page: opened }) => {
  page = opened;
  await signInQuickly(page, DEMO);
  await page.context().addCookies([{ name: 'merchant', value: '2', url: baseURL() }]);
});

async function chargeCard(number: string, amount: string) {
  await page.getByRole('button', { name: 'Charge card' }).click();
  const dialog = page.getByRole('dialog');
  // The first MO/TO merchant (the one the selector marks checked) is chosen already.
  await expect.poll(() => dialog.getByRole('combobox', { name: 'Merchant' }).inputValue()).toBe('Kyiv Books');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('textbox', { name: 'Card number' }).pressSequentially(number);
  await dialog.getByRole('textbox', { name: 'Expiry date' }).pressSequentially(EXPIRY);
  const sent = page.waitForRequest((r) => /\/moto\/\d+\/create\/$/.test(r.url()) && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Charge' }).click();
  const request = await sent;
  expect(request.headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
  return dialog;
}

describe('MO/TO terminal', () => {
  it('charges an approved card, then shows the decline of a declined one and empties the card fields', async () => {
    await page.goto('/solutions/terminal/moto');
    await waitForPath(page, '/solutions/terminal/moto');
    const approved = await chargeCard(APPROVE, '12.34');
    await page.getByText('Payment approved').first().waitFor();
    await approved.waitFor({ state: 'detached' });
    await waitForListRows(page);
    await expect.poll(() => listRows(page).first().textContent()).toContain('424242******4242');

    const declined = await chargeCard(DECLINE, '5.00');
    await page.getByText('Card declined by the issuer').first().waitFor();
    expect(await declined.getByRole('textbox', { name: 'Card number' }).inputValue()).toBe('');
    expect(await declined.getByRole('textbox', { name: 'Expiry date' }).inputValue()).toBe('');
    expect(await declined.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('5.00');
    await declined.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => listRows(page).first().textContent()).toContain('400000******0002');
  });

  it('the approved payment is in Payments, flagged MO/TO, with its last four only; no card in browser storage', async () => {
    await page.goto('/transactions/payments/all');
    await waitForListRows(page);
    const row = listRows(page).filter({ hasText: '424242******4242' }).first();
    await row.waitFor();
    const text = (await row.textContent())!;
    expect(text).toContain('MO/TO');
    expect(text).toContain('12.34');
    expect(await page.locator('body').textContent()).not.toContain(APPROVE);
    const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
    for (const number of [APPROVE, DECLINE, '4242 4242 4242 4242']) expect(stored).not.toContain(number);
  });

  it('a user without a MO/TO merchant gets the welcome page with the request form; one with it, the terminal', async () => {
    await page.goto('/solutions/terminal/moto/welcome');
    await waitForPath(page, '/solutions/terminal/moto');
    const viewer = await newPage(session.browser);
    await signInQuickly(viewer, VIEWER, '/solutions/terminal/moto');
    await waitForPath(viewer, '/solutions/terminal/moto/welcome');
    await viewer.getByRole('button', { name: 'Request MO/TO' }).waitFor();
    await viewer.context().close();
  });
});
