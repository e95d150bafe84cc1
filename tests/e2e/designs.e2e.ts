// Checkout designs (spec 001 s.2-4, issue 12 must-show 6 and 7): the new-design modal and the lists;
// a design is activated in the editor (progress while the stand-in review runs, polled until active),
// edited: both preview frames show the change, and 'Save as copy' lands on the copy's address. Merchant text with XSS probes
// shows as text in the sandboxed previews and nothing runs (no dialog, no element made of it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { baseURL, openBrowser, type Session } from './browser';
import { DEMO, apiPost, listRows, signInQuickly, waitForListRows } from './steps';

let session: Session;
let page: Page;
let merchant: number;
let hash: string;
const dialogs: string[] = [];

const editorPath = (h: string) => `/solutions/design/edit/${merchant}/${h}`;
const slot = (device: 'desktop' | 'mobile', name: string) => page.frameLocator(`iframe[data-device="${device}"]`).locator(`[data-slot="${name}"]`);

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signInQuickly(page, DEMO, '/solutions/design/list');
  merchant = await page.evaluate(async () => (await (await fetch('/api/v2/merchant/list/')).json()).data[0].id as number);
  const created = await apiPost(page, `/api/v2/merchant/payment-solutions/${merchant}/design/create/`, { name: 'Spring design' });
  expect(created.status).toBe(200);
  hash = (created.json as { hash: string }).hash;
}, 120_000);
afterAll(async () => {
  await session?.close();
});

describe('designs', () => {
  it('the new-design modal creates a design for the chosen merchant from a template', async () => {
    await page.goto('/solutions/design/list');
    await page.getByRole('button', { name: 'New design' }).click();
    const dialog = page.getByRole('dialog', { name: 'New design' });
    await dialog.getByRole('combobox', { name: 'Merchant' }).click();
    await page.locator('[role=option]:visible').first().click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Modal design');
    await dialog.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'Dark' }).click();
    const created = page.waitForResponse((r) => r.url().endsWith('/design/create/') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect((await created).status()).toBe(200);
    await waitForListRows(page);
    await expect.poll(() => listRows(page).filter({ hasText: 'Modal design' }).count()).toBe(1);
  });

  it("a merchant's info list shows its designs; 'all' and /solutions/design go to the list", async () => {
    await page.goto(`/solutions/design/info/${merchant}`);
    await waitForListRows(page);
    await expect.poll(() => listRows(page).filter({ hasText: 'Spring design' }).count()).toBe(1);
    await page.goto('/solutions/design/info/all');
    await page.waitForURL((url) => url.pathname === '/solutions/design/list');
    await page.goto('/solutions/design');
    await page.waitForURL((url) => url.pathname === '/solutions/design/list');
  });

  it('lists the new design and opens its editor', async () => {
    await page.goto('/solutions/design/list');
    await waitForListRows(page);
    await listRows(page).filter({ hasText: 'Spring design' }).getByRole('link', { name: 'Spring design' }).click();
    await page.waitForURL((url) => url.pathname === editorPath(hash));
    await page.getByRole('button', { name: 'Save design' }).waitFor();
  });

  it('activates: progress while the review runs, then the design is active and saves as a copy', async () => {
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByText('Activation in progress').waitFor();
    // The review (DESIGN_REVIEW_SECONDS, 10 s by default) finishes; the polling reloads the design.
    await page.getByRole('button', { name: 'Save as copy' }).waitFor({ timeout: 40_000 });
    await page.getByText('Activation in progress').waitFor({ state: 'detached' });
  }, 60_000);

  it('both frames are sandboxed without same-origin and show an edit; Save as copy opens the copy', async () => {
    for (const device of ['desktop', 'mobile'] as const) {
      const frame = page.locator(`iframe[data-device="${device}"]`);
      expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
      expect(await frame.getAttribute('width')).toBe(device === 'desktop' ? '1200' : '360');
    }
    await expect.poll(() => slot('desktop', 'title').textContent()).toBe('Checkout');
    await page.getByRole('textbox', { name: 'Title' }).first().fill('Spring sale');
    await expect.poll(() => slot('desktop', 'title').textContent()).toBe('Spring sale');
    await expect.poll(() => slot('mobile', 'title').textContent()).toBe('Spring sale');
    await page.getByRole('button', { name: 'Save as copy' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/solutions/design/edit/${merchant}/`) && url.pathname !== editorPath(hash));
    const copy = new URL(page.url()).pathname.split('/').pop()!;
    expect(copy).toMatch(/^[0-9a-f]{24}$/);
    await page.getByRole('button', { name: 'Save design' }).waitFor();
    await expect.poll(() => slot('desktop', 'title').textContent()).toBe('Spring sale');
    await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).first().inputValue()).toBe('Spring sale');
  });

  it('merchant text with XSS probes renders as text in the previews and never runs', async () => {
    const probes = ['<img src=x onerror=alert(1)>', '<script>alert(2)</script>', '"><svg onload=alert(3)>'];
    await page.getByRole('textbox', { name: 'Title' }).first().fill(probes[0]);
    await page.getByRole('textbox', { name: 'Description' }).first().fill(`${probes[1]} ${probes[2]}`);
    await page.getByRole('textbox', { name: 'Pay button text' }).first().fill('<iframe src=javascript:alert(4)>');
    for (const device of ['desktop', 'mobile'] as const) {
      await expect.poll(() => slot(device, 'title').textContent()).toBe(probes[0]);
      await expect.poll(() => slot(device, 'description').textContent()).toBe(`${probes[1]} ${probes[2]}`);
      const frame = page.frameLocator(`iframe[data-device="${device}"]`);
      expect(await frame.locator('main img:not([data-slot]), main script, main svg, main iframe').count()).toBe(0);
    }
    await page.getByRole('button', { name: 'Save design' }).click();
    await page.getByText('Request completed successfully').first().waitFor();
    await page.reload();
    await expect.poll(() => slot('desktop', 'title').textContent()).toBe(probes[0]);
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
  });

  it('the editor has no critical or serious axe violations (WCAG 2.1 AA)', async () => {
    // The portal's CSP refuses axe's injected script: a context that bypasses it, signed in again.
    const context = await session.browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const audited = await context.newPage();
    await signInQuickly(audited, DEMO, new URL(page.url()).pathname);
    await audited.getByRole('button', { name: 'Save design' }).waitFor();
    await expect.poll(async () => audited.frameLocator('iframe[data-device="mobile"]').locator('[data-slot="title"]').textContent()).not.toBe('');
    await audited.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    const violations = await audited.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(c: Document, o: unknown): Promise<{ violations: Array<{ id: string; impact: string | null }> }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id} ${JSON.stringify((v as unknown as { nodes: Array<{ html: string }> }).nodes.map((n) => n.html))}`);
    });
    expect(violations).toEqual([]);
    await context.close();
  }, 60_000);
});
