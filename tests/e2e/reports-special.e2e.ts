// Special reports (spec 002 s.2, s.9; issue 14 item 8) in the browser as the demo owner: the
// catalogue, a report opened from it with 10 rows a page, a filter from the address (JSON s/m/v),
// Export CSV: a report in Downloads holding the filtered rows; a cash register report empty with its message; an
// invoice PDF downloaded from Settlements & invoices.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, setupE2E } from './browser';
import { DEMO, listRows, signInQuickly, spaNavigate, waitForListRows, waitForPath } from './steps';

let page: Page;
setupE2E(async ({ page: opened }) => {
  page = opened;
  await signInQuickly(page, DEMO);
});

describe('special reports', () => {
  it('opens a report from the catalogue, filters it and exports the filtered rows as CSV', async () => {
    await spaNavigate(page, '/reports/special');
    await waitForPath(page, '/reports/special/list');
    await waitForListRows(page);
    await page.getByRole('link', { name: 'Payments by day' }).click();
    await waitForPath(page, '/reports/special/custom/1001');
    await page.getByRole('heading', { name: 'Payments by day', level: 1 }).waitFor();
    await waitForListRows(page);
    await page.getByText('Per day and currency').waitFor();
    expect(await listRows(page).count()).toBe(10);

    const days = await listRows(page).locator('td:first-child').allTextContents();
    const third = await page.evaluate(async () => {
      const merchants = (await (await fetch('/api/v2/merchant/list/')).json()) as { data: Array<{ id: number }> };
      const m = merchants.data[0]!.id;
      const list = (await (await fetch(`/api/v2/merchant/reports/special/1001/?merchant=${m}`)).json()) as { data: Array<{ day: string }> };
      return list.data[2]!.day;
    });
    expect(days).toHaveLength(10);
    const filters = encodeURIComponent(JSON.stringify([{ s: 'day', m: 'gte', v: third }]));
    await page.goto(`/reports/special/custom/1001?filters=${filters}`);
    await expect.poll(() => listRows(page).count(), { timeout: 15000 }).toBe(3);

    // The export is a background job: it lands in Downloads, where its link shows once it is done.
    // The list file's export formats: Export CSV posts the list's export/ with format csv.
    const exported = page.waitForResponse((r) => r.url().includes('/merchant/reports/special/1001/export/') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Export XLS' }).waitFor();
    await page.getByTestId('list-export-csv').click();
    const made = (await (await exported).json()) as { id: number };
    await page.getByText('Report added to downloads').waitFor();
    await spaNavigate(page, '/reports/downloads/regular');
    await page.locator(`a[href="/api/v2/merchant/reports/${made.id}/"]`).waitFor({ timeout: 30_000 });
    const file = await page.request.get(`/api/v2/merchant/reports/${made.id}/`);
    expect(file.headers()['content-disposition']).toMatch(/filename="special_1001-all-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await file.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Day,Currency,Payments,/);
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.slice(0, 10) >= third)).toBe(true);
  });

  it('a cash register report without cash register data says why it is empty', async () => {
    // A merchant with no shift or fiscal error yet (another file's register may have closed shifts).
    const merchants = (await (await page.request.get('/api/v2/merchant/list/')).json()) as { data: Array<{ id: number }> };
    let empty: number | undefined;
    for (const m of merchants.data) {
      const log = (await (await page.request.get(`/api/v2/merchant/reports/special/657/?merchant=${m.id}`)).json()) as { data: unknown[] };
      if (log.data.length === 0) {
        empty = m.id;
        break;
      }
    }
    expect(empty).toBeDefined();
    await page.context().addCookies([{ name: 'merchant', value: String(empty), url: baseURL() }]);
    await page.goto('/reports/special/custom/657');
    await page.getByRole('heading', { name: 'Z-report and error log', level: 1 }).waitFor();
    await page.getByText('No cash register data yet: connect an online cash register in Online cash box').waitFor();
    expect(await listRows(page).count()).toBe(1);
  });

  it('an unknown special report is the not-found page', async () => {
    await spaNavigate(page, '/reports/special/custom/4242');
    await waitForPath(page, '/error/404');
  });
});

describe('settlements & invoices', () => {
  it('downloads the invoice PDF of a settled batch', async () => {
    await spaNavigate(page, '/reports/settlements-invoices');
    await waitForPath(page, '/reports/settlements-invoices/settlements');
    await waitForListRows(page);
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await waitForPath(page, '/reports/settlements-invoices/invoices');
    await waitForListRows(page);
    const link = listRows(page).first().getByRole('link', { name: /^INV-/ });
    const name = (await link.textContent())!.trim();
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${name}.pdf`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
