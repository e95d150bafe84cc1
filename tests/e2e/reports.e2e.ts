// Reports as background jobs in Chromium (issue 14 items 1, 8): save a filtered payments list to
// reports, the export answers pending at once; the downloads page (which re-reads itself every 5 s
// while a report is pending) shows it done with its download link; the file's rows are the list's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupE2E } from './browser';
import { DEMO, signInQuickly, waitForListRows } from './steps';
import { parseCsv } from '../support/csv';

let page: Page;
setupE2E(async ({ page: opened }) => {
  page = opened;
  await signInQuickly(page, DEMO);
});


describe('reports', () => {
  it('saves a filtered payments list to reports, sees it go from pending to success and downloads the list\'s rows', async () => {
    const filters = [{ s: 'status', m: 'eq', v: 'declined' }];
    await page.goto(`/transactions/payments/all?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    await waitForListRows(page);
    const exported = page.waitForResponse((r) => r.url().includes('/transactions/payments/export/'));
    await page.getByRole('button', { name: 'Save to reports' }).click();
    const response = await exported;
    const reply = (await response.json()) as { id: number; status: string };
    expect(reply.status).toBe('pending');
    const merchant = new URL(response.url()).searchParams.get('merchant');
    expect(merchant).toBeTruthy();

    // The downloads page: the report's row ends with its file link (only once it is done).
    const statuses: string[] = [];
    page.on('response', async (r) => {
      if (!r.url().includes('/merchant/reports/regular/')) return;
      const row = ((await r.json().catch(() => ({ data: [] }))) as { data: Array<{ id: number; status: string }> }).data.find((x) => x.id === reply.id);
      if (row) statuses.push(row.status);
    });
    await page.goto('/reports/downloads/regular');
    await waitForListRows(page);
    const link = page.locator(`a[href="/api/v2/merchant/reports/${reply.id}/"]`);
    await link.waitFor({ timeout: 30_000 });
    expect(await link.textContent()).toBe('CSV');
    expect(statuses.at(-1)).toBe('success');
    expect(statuses.slice(0, -1).every((s) => s === 'pending')).toBe(true);

    const file = await page.request.get(`/api/v2/merchant/reports/${reply.id}/`);
    expect(file.status()).toBe(200);
    const body = await file.text();
    const [header, ...rows] = parseCsv(body.replace(/^\uFEFF/, ''));
    const idColumn = header.indexOf('ID');
    expect(idColumn).toBeGreaterThanOrEqual(0);
    const listed: number[] = [];
    for (let p = 1; ; p++) {
      const q = `s=status&m=eq&v=declined&limit=80&page=${p}&merchant=${merchant}`;
      const list = (await (await page.request.get(`/api/v2/merchant/transactions/payments/?${q}`)).json()) as
        { data: Array<{ id: number }>; paginator: { pages: number } };
      listed.push(...list.data.map((r) => r.id));
      if (p >= list.paginator.pages) break;
    }
    expect(rows.map((r) => Number(r[idColumn]))).toEqual(listed);
  });
});
