// Settled is final (issue 27 must-show 1) on the screens: a refund on a payment of a settled batch
// leaves that batch's figures as they were and notes where the adjustment went; the next batch lists
// it under 'Adjustments from earlier batches' with the order and the batch it belongs to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './browser';
import { apiPost, DEMO, signInQuickly, waitForListRows, waitForPath } from './steps';

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

const getJson = async <T,>(path: string): Promise<T> => (await (await page.request.get(path)).json()) as T;

describe('the settlements list', () => {
  it('shows each batch line by line: amount, refunds, chargebacks, reserve, fee, settlement amount', async () => {
    await page.goto('/transactions/settlements/bulk');
    await waitForListRows(page);
    const headers = (await page.locator('[data-list] thead th').allTextContents()).map((h) => h.trim());
    const order = ['Amount', 'Refunds', 'Chargebacks', 'Rolling reserve', 'Fee', 'Settlement amount'].map((h) => headers.indexOf(h));
    expect(order.every((i) => i >= 0), headers.join(' | ')).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('a refund after settlement', () => {
  it('keeps the settled batch as it was, with a note, and shows in the next batch as an adjustment', async () => {
    const batches = await getJson<{ data: Array<{ odb_ref: string; status: string; settlement_amount: string }> }>(
      '/api/v2/merchant/transactions/settlements/bulk/?merchant=1&limit=5');
    const [next, earlier] = batches.data;
    expect([next.status, earlier.status]).toEqual(['pending', 'settled']);
    const info = await getJson<{ payments: { data: Array<{ id: number; order_id: string }> } }>(
      `/api/v2/merchant/transactions/settlements/${earlier.odb_ref}/info/?limit=5`);
    const payment = info.payments.data[0];
    expect(await apiPost(page, `/api/v2/merchant/transactions/${payment.id}/refund/`, { type: 'partial', amount: '1.00' })).toMatchObject({ status: 200 });

    await page.goto(`/transactions/settlements/info/${earlier.odb_ref}`);
    await waitForPath(page, `/transactions/settlements/info/${earlier.odb_ref}`);
    const summary = page.getByTestId('settlement-summary');
    await summary.getByText(`Later adjustments are in ${next.odb_ref}`).waitFor();
    const later = page.getByTestId('settlement-adjustments_out');
    await later.getByText(payment.order_id).waitFor();
    expect(await summary.textContent()).toContain(earlier.settlement_amount.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

    await page.goto(`/transactions/settlements/info/${next.odb_ref}`);
    await waitForPath(page, `/transactions/settlements/info/${next.odb_ref}`);
    const carried = page.getByTestId('settlement-adjustments_in');
    await carried.getByText('Adjustments from earlier batches').waitFor();
    const row = carried.getByRole('row').filter({ hasText: payment.order_id });
    await row.waitFor();
    expect(await row.textContent()).toContain('Refund');
    expect(await row.textContent()).toContain(earlier.odb_ref);
    expect(await row.textContent()).toContain('1.00');
  });
});
