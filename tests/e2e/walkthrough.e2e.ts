// The analysts' guide (docs/schemas.md, "Walk-throughs") replayed: each of its edits is made to a
// copy of the project (JSON files only, as the guide writes them), `npm run schemas:check` accepts
// the result, the copy is built and started like `npm start`, and Chromium shows what the guide
// promises: a column, a filter, a stored form field, a tab order and a new list page with its menu entry.
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, listRows, signInQuickly, waitForListRows } from './steps';
import { copyProject, type ProjectCopy } from './walkthrough/project-copy';

type Json = Record<string, unknown>;
type Column = { field: string; label: string; hidden?: boolean };
type MenuEntry = { label: string; icon?: string; route?: string; children?: MenuEntry[] };

/** The guide's edits, in its order. */
function applyGuide(copy: ProjectCopy): void {
  // 1. Show a column: Payment system ID, right after Order ID.
  copy.editJson<{ columns: Column[] }>('schemas/lists/payments.json', (list) => {
    const rest = list.columns.filter((c) => c.field !== 'ps_tran_id');
    const at = rest.findIndex((c) => c.field === 'order_id') + 1;
    list.columns = [...rest.slice(0, at), { field: 'ps_tran_id', label: 'Payment system ID' }, ...rest.slice(at)];
  });
  // 2. Add a filter: the disputes list by internal order id.
  copy.editJson<{ items: Json[] }>('schemas/filters/disputes.json', (set) => {
    set.items.push({ name: 'internal_orderid', label: 'Internal order ID', type: 'text', search_modes: ['eq'] });
  });
  // 3. Add a form field that is stored: a phone for SMS notices on the notification settings tab.
  copy.editJson<{ schema: { properties: Json }; uiSchema: { 'ui:order'?: string[] } }>('schemas/forms/merchant_notification.json', (form) => {
    form.schema.properties.sms_phone = { type: 'string', title: 'Phone for SMS notices', format: 'phone', maxLength: 20 };
    form.uiSchema['ui:order'] = [...(form.uiSchema['ui:order'] ?? []).filter((f) => f !== '*'), 'sms_phone'];
  });
  copy.editJson<Json>('src/i18n/locales/uk/settings.json', (texts) => ({ ...texts, 'Phone for SMS notices': 'Телефон для SMS-сповіщень' }));
  // 4. Reorder tabs: Access rights second in merchant settings.
  copy.editJson<{ tabs: Array<{ id: string }> }>('schemas/tabs/merchant_settings.json', (group) => {
    const rights = group.tabs.find((t) => t.id === 'permissions')!;
    const rest = group.tabs.filter((t) => t !== rights);
    group.tabs = [rest[0], rights, ...rest.slice(1)];
  });
  // 5. A list page on a new route, with its menu entry: a directory of the user's merchants.
  copy.writeJson('schemas/lists/merchant_directory.json', {
    id: 'merchant_directory',
    title: 'Merchant directory',
    endpoint: 'merchant.list',
    columns: [
      { field: 'name', label: 'Merchant', format: 'link', link: '/settings/merchants/info/{id}/basic' },
      { field: 'merchant_id', label: 'Merchant ID' },
      { field: 'company_name', label: 'Company' },
      { field: 'url', label: 'Website' },
      { field: 'status', label: 'Status' },
    ],
  });
  copy.editJson<Json>('src/i18n/locales/uk/common.json', (texts) => ({ ...texts, 'Merchant directory': 'Довідник мерчантів' }));
  copy.editJson<Json[]>('schemas/routes.json', (routes) => [
    { path: '/settings/merchants/directory', screen: 'engine/list', schema: 'merchant_directory', ns: 'settings', title: 'Merchant directory', access: 'user' },
    ...routes,
  ]);
  copy.editJson<MenuEntry[]>('schemas/menu.json', (menu) => {
    const at = menu.findIndex((m) => m.label === 'Merchant settings') + 1;
    return [...menu.slice(0, at), { label: 'Merchant directory', icon: 'settings', route: '/settings/merchants/directory' }, ...menu.slice(at)];
  });
}

let copy: ProjectCopy;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  copy = copyProject();
  applyGuide(copy);
  const check = copy.check();
  expect(check.output).toContain('0 error(s)');
  const baseURL = await copy.start();
  browser = await launchChromium();
  page = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
  await signInQuickly(page, DEMO);
}, 300000);

afterAll(async () => {
  await browser?.close();
  await copy?.remove();
});

const headers = (p: Page) => p.locator('[data-list] thead th').allTextContents();

describe('the analysts guide, replayed on a copy of the project', () => {
  it('1. a column shown in the list file appears where the file puts it', async () => {
    await page.goto('/transactions/payments/all');
    await waitForListRows(page);
    const shown = (await headers(page)).map((h) => h.trim()).filter(Boolean);
    expect(shown.indexOf('Payment system ID')).toBe(shown.indexOf('Order ID') + 1);
  });

  it('2. a filter added to the filter set is offered and the server filters by it', async () => {
    const merchant = (await (await page.request.get('/api/v2/merchant/list/')).json()) as { data: Array<{ id: number }> };
    const id = merchant.data[0].id;
    const list = async (query: string) =>
      ((await (await page.request.get(`/api/v2/merchant/transactions/disputes/all/?merchant=${id}&limit=20${query}`)).json()) as { data: Array<{ internal_orderid: string }> }).data;
    const all = await list('');
    const target = all[0].internal_orderid;
    const found = await list(`&s=internal_orderid&m=eq&v=${target}`);
    expect(all.length).toBeGreaterThan(1);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((row) => row.internal_orderid === target)).toBe(true);
    expect(found.length).toBeLessThan(all.length);
    await page.goto('/transactions/disputes/all');
    await waitForListRows(page);
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByRole('button', { name: /Add filter/ }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Internal order ID' }).count()).toBe(1);
  });

  it('3. a field added to the notification form is saved and shown again after a reload', async () => {
    const merchants = (await (await page.request.get('/api/v2/merchant/list/')).json()) as { data: Array<{ id: number }> };
    await page.goto(`/settings/merchants/info/${merchants.data[0].id}/notification`);
    const phone = page.getByRole('textbox', { name: 'Phone for SMS notices' });
    await phone.fill('+995555123456');
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/notification/'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Request completed successfully').first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Phone for SMS notices' }).inputValue()).toBe('+995555123456');
  });

  it('4. the tabs show in the order of the tab group file', async () => {
    const merchants = (await (await page.request.get('/api/v2/merchant/list/')).json()) as { data: Array<{ id: number }> };
    await page.goto(`/settings/merchants/info/${merchants.data[0].id}/basic`);
    await page.getByRole('tab', { name: 'Basic profile', selected: true }).waitFor();
    const tabs = (await page.getByRole('tab').allTextContents()).map((t) => t.trim());
    expect(tabs.slice(0, 2)).toEqual(['Basic profile', 'Access rights']);
  });

  it('5. a list page on a new route opens from its menu entry and lists its call', async () => {
    const merchants = (await (await page.request.get('/api/v2/merchant/list/')).json()) as { data: Array<{ name: string }> };
    await page.goto('/');
    await page.getByRole('link', { name: 'Merchant directory' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/merchants/directory');
    await page.getByRole('heading', { level: 1, name: 'Merchant directory' }).waitFor();
    await waitForListRows(page);
    expect(await listRows(page).count()).toBe(merchants.data.length);
    expect((await headers(page)).map((h) => h.trim())).toEqual(expect.arrayContaining(['Merchant', 'Merchant ID', 'Company', 'Website', 'Status']));
    await page.getByRole('link', { name: merchants.data[0].name, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname.endsWith('/basic'));
  });
});
