// Online cash registers (issue 13 must-show 5, 6, 8) in Chromium on the demo data: connect a cash
// register to the demo's GE merchant with the test certificate (its CN and tax objects shown, the
// readonly fields filled), see it active on its info page and in the list, fiscalize one of the
// merchant's payments from the payment page, close the shift and see its Z-report, then switch the
// register off and on through the toggle modal.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { setupE2E } from './browser';
import { DEMO, signInQuickly, waitForPath } from './steps';

const CERT = fileURLToPath(new URL('../../server/cashbox/fixtures/test-cashier.pem', import.meta.url));

let page: Page;
setupE2E(async ({ page: opened }) => {
  page = opened;
  await signInQuickly(page, DEMO);
});

type Merchant = { id: number; merchant_id: string; country: string };
const geMerchant = async () => ((await (await page.request.get('/api/v2/merchant/list/')).json()) as { data: Merchant[] }).data.find((m) => m.country === 'GE')!;

describe('online cash registers', () => {
  let infoPath = '';

  it('connects a register with the test certificate; the address names the provider; the info page says it is active', async () => {
    const m = await geMerchant();
    await page.goto('/taxes/list');
    const card = page.getByTestId(`list-card-${m.id}`);
    await card.waitFor();
    expect(await card.getByText('No cash register is connected.').count()).toBe(1);
    await card.getByRole('button', { name: 'Connect' }).click();
    await waitForPath(page, `/taxes/add/${m.id}/standin`);
    await page.getByTestId('cashbox_edit-upload').setInputFiles(CERT);
    // The certificate's subject and its tax objects (the record page's certificate section).
    const certificate = page.getByTestId('cashbox_edit-certificate');
    await expect.poll(() => certificate.textContent()).toContain('Olena Kovalenko');
    await certificate.getByRole('cell', { name: '102', exact: true }).waitFor();
    const company = page.getByRole('textbox', { name: 'Company' });
    await expect.poll(() => company.inputValue()).toBe('Kyiv Books LLC');
    expect(await company.isEditable()).toBe(false);
    // The demo's UA merchant uses the first register of the certificate: take the second tax object's.
    await page.getByTestId('cashbox_edit-upload-choice').selectOption('1');
    await expect.poll(() => page.getByRole('textbox', { name: 'Fiscal number of the register' }).inputValue()).toBe('4000654321');
    expect(await page.getByRole('textbox', { name: 'Point of sale address' }).inputValue()).toBe('Lviv, Rynok Sq 5');
    expect(await page.getByRole('checkbox', { name: 'Activate immediately' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Point of sale', exact: true }).fill('E2E shop');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => new RegExp(`^/taxes/info/${m.id}/\\d+$`).test(url.pathname));
    infoPath = new URL(page.url()).pathname;
    await page.getByTestId('cashbox-alert_active').waitFor();
    expect(await page.getByTestId('cashbox-status').textContent()).toMatch(/active/i);

    // The list's card: the register's block (its status badge), the toggle offered, the link to its payments.
    await page.goto('/taxes/list');
    const panel = card.getByTestId('card-panel');
    await expect.poll(() => panel.locator('[data-field="cashbox.status"]').textContent()).toBe('Active');
    expect(await panel.textContent()).toContain('Fiscal number of the register: 4000654321');
    expect(await card.getByRole('button', { name: 'Deactivate' }).count()).toBe(1);
    expect(await card.getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe(`/transactions/payments/all?s=merchant_id&m=eq&v=${m.merchant_id}`);
    await panel.click();
    await waitForPath(page, infoPath);
  });

  it('fiscalizes a payment of the merchant from its page and shows it on the register', async () => {
    const m = await geMerchant();
    // An approved payment in the register's currency (the merchant's first, GEL).
    const filters = encodeURIComponent(JSON.stringify([{ s: 'status', m: 'eq', v: 'approved' }, { s: 'v_currency', m: 'eq', v: 'GEL' }, { s: 'tran_type', m: 'eq', v: 'purchase' }]));
    const reply = await page.request.get(`/api/v2/merchant/transactions/payments/?merchant=${m.id}&filters=${filters}`);
    const list = await reply.json() as { data?: Array<{ id: number }> };
    expect(JSON.stringify(list).slice(0, 300)).toContain("\"id\"");
    const id = list.data![0]!.id;
    await page.goto(`/transactions/payments/info/${id}/general`);
    const answered = page.waitForResponse((r) => r.url().endsWith(`/transactions/${id}/fiscalize/`));
    await page.getByTestId('payment-actions').getByRole('button', { name: 'Fiscalize' }).click();
    expect(await (await answered).json()).toMatchObject({ message: 'Payment successfully fiscalized' });
    await page.getByText('Payment successfully fiscalized').first().waitFor();
    await expect.poll(async () => (await page.locator('body').textContent()) ?? '').toMatch(/Fiscal status\s*Fiscalized/);

    await page.goto(infoPath);
    await page.getByTestId('cashbox-shift').waitFor();
    await expect.poll(async () => (await page.getByTestId('cashbox-receipts').textContent()) ?? '').toContain('4000654321-1-1');
  });

  it('closes the shift after a confirmation and shows its Z-report', async () => {
    await page.goto(infoPath);
    await page.getByTestId('cashbox-actions').getByRole('button', { name: 'Close shift' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close shift' }).click();
    await page.getByText('The shift is closed and its Z-report issued').first().waitFor();
    await expect.poll(async () => (await page.getByTestId('cashbox-z_report').textContent()) ?? '').toContain('Z-4000654321-1');
    expect(await page.getByTestId('cashbox-shift').count()).toBe(0);
  });

  it('switches the register off and on through the toggle modal', async () => {
    await page.goto(infoPath);
    await page.getByTestId('cashbox-actions').getByRole('button', { name: 'Activate or deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await page.getByTestId('cashbox-alert_inactive').waitFor();
    await page.getByTestId('cashbox-actions').getByRole('button', { name: 'Activate or deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
    await page.getByTestId('cashbox-alert_active').waitFor();
    await waitForPath(page, infoPath);
  });
});
