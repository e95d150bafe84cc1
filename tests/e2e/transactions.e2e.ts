// Transactions (spec 002 s.2, 4, 6, 8) through the real server: filter the payments list (JSON
// filters in the query, then the filter bar), open a payment, refund part of it and see the history
// entry and the status badge change; the black/white list tab; the receipt file; Save to reports and
// download the CSV; settlements (currencies) and disputes (Respond: accept, start with evidence).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './browser';
import { apiPost, DEMO, listBadges, listRows, signInQuickly, waitForListRows, waitForPath } from './steps';

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


describe('payments list', () => {
  it('takes filters from the query as JSON s/m/v and keeps them in the URL', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ s: 'status', m: 'eq', v: 'approved' }]));
    await page.goto(`/transactions/payments/all?filters=${filters}`);
    await waitForListRows(page);
    const statuses = (await listBadges(page)).filter((s) => s !== 'Purchase' && s !== 'P2P debit');
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Approved']));
    expect(await page.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it('filters by order id from the filter bar and by the search box', async () => {
    const orderId = (await listRows(page).first().locator('td').filter({ hasText: /^order_demo_\d+$/ }).textContent())!.trim();
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByRole('textbox', { name: 'Order ID value' }).fill(orderId);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('s').includes('order_id'));
    await expect.poll(() => listRows(page).count()).toBe(1);
    expect(await listRows(page).first().textContent()).toContain(orderId);
    await page.goto('/transactions/payments/all');
    await waitForListRows(page);
    await page.getByRole('textbox', { name: 'Search' }).fill(orderId);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.search.includes(orderId));
    await expect.poll(() => listRows(page).count()).toBe(1);
    expect(await listRows(page).first().textContent()).toContain(orderId);
  });

  it('switches tabs by route', async () => {
    await page.getByRole('tab', { name: 'Uncaptured' }).click();
    await waitForPath(page, '/transactions/payments/uncaptured');
    const statuses = async () => (await listBadges(page)).filter((s) => s !== 'Purchase' && s !== 'P2P debit');
    await expect.poll(async () => [...new Set(await statuses())]).toEqual(['Processing']);
  });
});

describe('payment detail', () => {
  it('refunds part of an approved payment: the history gets the entry and the badge changes', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ s: 'status', m: 'eq', v: 'approved' }]));
    await page.goto(`/transactions/payments/all?filters=${filters}`);
    await waitForListRows(page);
    await listRows(page).first().locator('td').first().getByRole('link').click();
    await page.waitForURL((url) => /\/transactions\/payments\/info\/\d+\/general$/.test(url.pathname));
    const status = page.getByTestId('payment-status');
    await expect.poll(() => status.textContent()).toBe('Approved');
    await page.getByTestId('payment-actions').getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await amount.fill('0.01');
    const sent = page.waitForRequest((r) => r.url().endsWith('/refund/') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByRole('button', { name: 'Confirm refund' }).click();
    const request = await sent;
    expect(request.headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    await page.getByText(/^Refunded 0\.01 [A-Z]{3}$/).first().waitFor();
    await expect.poll(() => status.textContent(), { timeout: 10000 }).toBe('Partially reversed');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/history'));
    const history = page.getByTestId('payment-history');
    await history.getByText('Refund').first().waitFor();
    expect(await history.textContent()).toContain('0.01');
  });

  it('refuses a partial refund above the max reversal amount with the server message', async () => {
    await page.getByTestId('payment-actions').getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('999999.00');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByRole('button', { name: 'Confirm refund' }).click();
    await dialog.getByText(/field is greater than/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('puts the card on the black list for a day from the black/white list tab', async () => {
    // The payment of the tests above, on a fresh page (no modal left from them).
    const info = new URL(page.url()).pathname.replace(/\/[a-z]+$/, '');
    await page.goto(`${info}/general`);
    await page.getByRole('tab', { name: 'Black/white list' }).click();
    await page.waitForURL((url) => url.pathname === `${info}/bwlist`);
    const view = page.getByTestId('payment-bwlist');
    await view.waitFor();
    await page.getByRole('button', { name: 'Change list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Black/white list' });
    await dialog.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Day', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Number of periods' }).fill('2');
    const sent = page.waitForRequest((r) => r.url().endsWith('/bwlist/change/') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ field: 'card', list: 'black', period: 86400, amount: 2 });
    await page.getByText('Request completed successfully').first().waitFor();
    await expect.poll(() => view.locator('[data-badge-class]').first().textContent(), { timeout: 15000 }).toBe('Black');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByTestId('payment-history').getByText('Black/white list changed').waitFor();
  });

  it('prints the receipt as a file the engine downloads; reading it records nothing (only a POST changes state)', async () => {
    const info = new URL(page.url()).pathname.replace(/\/[a-z]+$/, '');
    await page.goto(`${info}/history`);
    const history = page.getByTestId('payment-history');
    const events = history.getByRole('row');
    // The earlier test's list change is in the history: its rows have loaded.
    await history.getByText('Black/white list changed').first().waitFor();
    const before = await events.count();
    const download = page.waitForEvent('download');
    await page.getByTestId('payment-actions').getByRole('button', { name: 'Print receipt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^receipt-\d+\.html$/);
    expect(await readFile((await file.path())!, 'utf8')).toContain('Receipt');
    await page.reload();
    await history.getByText('Black/white list changed').first().waitFor();
    expect(await events.count()).toBe(before);
  });
});

describe('a partly captured, partly refunded payment', () => {
  it('the list and the header show what was captured, with what was authorised and refunded beneath', async () => {
    await page.goto('/transactions/payments/uncaptured');
    await waitForListRows(page);
    const headers = (await page.locator('[data-list] thead th').allTextContents()).map((h) => h.trim());
    const cell = (name: string) => listRows(page).first().locator('td').nth(headers.indexOf(name));
    const id = (await cell('ID').textContent())!.trim();
    const orderId = (await cell('Order ID').textContent())!.trim();
    // e.g. '950.77 GEL': the authorised amount (seeded at least 1.00) and its currency.
    const [authorised, currency] = (await cell('Amount').textContent())!.trim().split(' ');
    expect(await apiPost(page, `/api/v2/merchant/transactions/${id}/capture/`, { type: 'partial', amount: '0.50' })).toMatchObject({ status: 200 });
    expect(await apiPost(page, `/api/v2/merchant/transactions/${id}/refund/`, { type: 'partial', amount: '0.20' })).toMatchObject({ status: 200 });

    await page.goto(`/transactions/payments/all?q=${orderId}`);
    await waitForListRows(page);
    await expect.poll(() => listRows(page).count()).toBe(1);
    const amount = listRows(page).first().locator('td').nth(headers.indexOf('Amount'));
    await expect.poll(() => amount.locator('[data-cell-note]').allTextContents()).toEqual([`of ${authorised} ${currency} authorised`, `0.20 ${currency} refunded`]);
    expect((await amount.textContent())!.startsWith(`0.50 ${currency}`)).toBe(true);

    await listRows(page).first().locator('td').first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/transactions/payments/info/${id}/general`);
    const header = page.getByTestId('payment-amount');
    await header.waitFor();
    expect(await header.locator('p').first().textContent()).toBe(`0.50 ${currency}`);
    expect(await header.locator('[data-cell-note]').allTextContents()).toEqual([`of ${authorised} ${currency} authorised`, `0.20 ${currency} refunded`]);
  });
});

describe('refund from a list row', () => {
  it('a full refund opened from the row menu shows the amount and currency it takes back', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ s: 'status', m: 'eq', v: 'approved' }]));
    await page.goto(`/transactions/payments/all?filters=${filters}`);
    await waitForListRows(page);
    await listRows(page).first().getByRole('button', { name: 'Row actions' }).click();
    const info = page.waitForResponse((r) => /\/merchant\/transactions\/\d+\/refund\/$/.test(r.url()) && r.request().method() === 'GET');
    await page.getByRole('menuitem', { name: 'Refund' }).click();
    const { amount, currency } = (await (await info).json()) as { amount: string; currency: string };
    expect(amount).toMatch(/^\d+\.\d{2}$/);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe(amount);
    expect(await dialog.getByRole('textbox', { name: 'Currency' }).inputValue()).toBe(currency);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('reports', () => {
  it('saves the payments list to reports and downloads the CSV', async () => {
    await page.goto('/transactions/payments/all');
    await waitForListRows(page);
    const exported = page.waitForResponse((r) => r.url().includes('/transactions/payments/export/'));
    await page.getByRole('button', { name: 'Save to reports' }).click();
    const reply = (await (await exported).json()) as { id: number; message?: string };
    expect(reply.id).toBeGreaterThan(0);
    // A background job writes the file: it downloads once the report is done.
    await expect.poll(async () => (await page.request.get(`/api/v2/merchant/reports/${reply.id}/`)).status(), { timeout: 30_000 }).toBe(200);
    const file = await page.request.get(`/api/v2/merchant/reports/${reply.id}/`);
    const csv = await file.text();
    expect(csv.split('\r\n')[0]).toContain('ID');
    expect(csv.split('\r\n').length).toBeGreaterThan(2);
  });
});

describe('saved views', () => {
  it('keeps a saved view of the payments list on the server', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ s: 'status', m: 'eq', v: 'approved' }]));
    await page.goto(`/transactions/payments/all?filters=${filters}`);
    await waitForListRows(page);
    await page.getByRole('button', { name: 'Saved views' }).click();
    const saved = page.waitForResponse((r) => r.url().includes('/api/v2/views/payments/') && r.request().method() === 'POST');
    await page.getByRole('textbox', { name: 'View name' }).fill('Approved only');
    await page.getByRole('button', { name: 'Save current' }).click();
    expect((await saved).status()).toBe(200);
    // Not the browser's copy: local storage is emptied before the list is opened again.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/transactions/payments/all');
    await waitForListRows(page);
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('button', { name: 'Approved only', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.getAll('v').includes('approved'));
  });
});

describe('settlements and disputes', () => {
  it('lists settlements by tab and disputes by status tab', async () => {
    await page.goto('/transactions/settlements');
    await waitForPath(page, '/transactions/settlements/bulk');
    await waitForListRows(page);
    const ref = (await listRows(page).first().locator('td').first().getByRole('link').textContent())!.trim();
    const headers = (await page.locator('[data-list] thead th').allTextContents()).map((h) => h.trim());
    const count = (await listRows(page).first().locator('td').nth(headers.indexOf('Transactions')).textContent())!.trim();
    expect(count).toMatch(/^\d+$/);
    await listRows(page).first().locator('td').first().getByRole('link').click();
    await waitForPath(page, `/transactions/settlements/info/${ref}`);
    const summary = page.getByTestId('settlement-summary');
    await summary.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain(ref);
    // The batch's count (as its list row says) and account number; its fee on one line only.
    expect(await summary.textContent()).toContain(`Transactions${count}`);
    expect(await summary.textContent()).toMatch(/Account numberGE00TB\d{14}/);
    expect(await summary.getByText('Fees', { exact: true }).count()).toBe(1);
    expect(await summary.getByText('Fee', { exact: true }).count()).toBe(0);
    await waitForListRows(page);
    const currencies = page.getByTestId('settlement-currencies');
    await currencies.waitFor();
    expect(await currencies.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining(['Currency', 'Transactions', 'Amount', 'Settlement amount']),
    );
    await page.goto('/transactions/settlements/bulk');
    await waitForListRows(page);
    await page.getByRole('tab', { name: 'Transactional' }).click();
    await waitForPath(page, '/transactions/settlements/transactional');
    await waitForListRows(page);
    await page.goto('/transactions/disputes/urgent');
    await waitForListRows(page);
    await expect.poll(async () => [...new Set(await listBadges(page))]).toEqual(['Needs response']);
    // the list title does not repeat the page heading; the table keeps the name
    expect(await page.getByRole('main').getByText('Disputes', { exact: true }).count()).toBe(1);
    await page.getByRole('table', { name: 'Disputes' }).waitFor();
  });
});

describe('what the header and the payment say', () => {
  it("the selector names the merchant whose payments show; Fiscal status reads as words", async () => {
    await page.goto('/transactions/payments/all');
    await waitForListRows(page);
    const selector = page.getByRole('banner').getByRole('combobox', { name: 'Merchant' });
    // the merchant chosen earlier, or the first one, whose payments the list shows: never empty
    await expect.poll(() => selector.inputValue()).toMatch(/^.+ \(\d+\)$/);
    const shown = await selector.inputValue();
    expect((await listBadges(page)).filter((s) => s.includes('_'))).toEqual([]);
    await listRows(page).first().locator('td').first().getByRole('link').click();
    await page.waitForURL((url) => /\/transactions\/payments\/info\/\d+\/general$/.test(url.pathname));
    const general = page.getByTestId('payment-general');
    await general.getByText('Fiscal status').waitFor();
    expect(await general.textContent()).toMatch(/Fiscal status(Not fiscalized|Fiscalized)/);
    expect(await general.textContent()).not.toMatch(/NOT_FISCALIZED|not_fiscalized/);
    expect(await general.textContent()).toContain(`Merchant${shown.replace(/ \(\d+\)$/, '')}`);
    expect(await selector.inputValue()).toBe(shown);
  });
});

/** The all tab narrowed to one dispute by its chargeback id (search box words in the URL). */
async function openDispute(chargebackId: string) {
  await page.goto(`/transactions/disputes/all?q=${chargebackId}`);
  await waitForListRows(page);
  await expect.poll(() => listRows(page).count()).toBe(1);
}

async function respondToFirstRow() {
  await listRows(page).first().getByRole('button', { name: 'Row actions' }).click();
  await page.getByRole('menuitem', { name: 'Respond' }).click();
  const dialog = page.getByRole('dialog', { name: 'Respond to dispute' });
  await dialog.getByTestId('modal-record').waitFor();
  return dialog;
}

async function urgentChargebackIds(): Promise<string[]> {
  await page.goto('/transactions/disputes/urgent');
  await waitForListRows(page);
  await expect.poll(async () => [...new Set(await listBadges(page))]).toEqual(['Needs response']);
  return (await listRows(page).locator('td:first-child').allTextContents()).map((s) => s.trim());
}

describe('dispute response', () => {
  it('offers Respond only on a dispute in Needs response', async () => {
    await page.goto('/transactions/disputes/closed');
    await waitForListRows(page);
    expect(await listRows(page).getByRole('button', { name: 'Row actions' }).count()).toBe(0);
  });

  it('accepts a dispute after confirming: its status becomes Lost', async () => {
    const [chargebackId] = await urgentChargebackIds();
    await openDispute(chargebackId);
    const dialog = await respondToFirstRow();
    expect(await dialog.getByTestId('modal-record').textContent()).toContain(chargebackId);
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept dispute' });
    const sent = page.waitForRequest((r) => r.url().endsWith('/accept/') && r.method() === 'POST');
    await confirm.getByRole('button', { name: 'Accept dispute' }).click();
    await sent;
    await page.getByText('Request completed successfully').first().waitFor();
    await expect.poll(() => listBadges(page), { timeout: 15000 }).toEqual(['Lost']);
    expect(await listRows(page).getByRole('button', { name: 'Row actions' }).count()).toBe(0);
  });

  it('starts a dispute with an evidence file: the files go multipart and the status becomes In progress', async () => {
    const [chargebackId] = await urgentChargebackIds();
    await openDispute(chargebackId);
    const dialog = await respondToFirstRow();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Delivered, signed receipt attached.');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await dialog.getByText('receipt.pdf').waitFor();
    const sent = page.waitForRequest((r) => r.url().endsWith('/start/') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Start dispute' }).click();
    const request = await sent;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    expect((await request.response())?.status()).toBe(200);
    await expect.poll(() => listBadges(page), { timeout: 15000 }).toEqual(['In progress']);
    // The browser does not expose a multipart body with files: the server's record shows what came.
    const info = await (await page.request.get(request.url().replace(/start\/$/, 'info/'))).json();
    expect(info.files).toMatchObject([{ name: 'receipt.pdf', content_type: 'application/pdf' }]);
    expect(info.history.at(-1)).toMatchObject({ type: 'start', details: { comment: 'Delivered, signed receipt attached.' } });
  });
});
