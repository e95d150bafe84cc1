// Merchant settings (spec 002 s.2, 3, 5, 7, 8) through the real server, as the user sees them:
// an e-mail list on the notification tab, a settlement account on the financial tab, read-only
// access given on the permissions tab, the logo cropper, the permission form with no privilege, and
// a merchant deleted only with the password (and the two-step code).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { openBrowser, type Session } from './browser';
import { png } from './images';
import { TOTP } from 'otpauth';
import { DEMO, apiPost, listBadges, listRows, newPage, signInQuickly, typeCode, waitForListRows } from './steps';

let session: Session;
let page: Page;
/** Route ids of the demo owner's merchants, by country. */
let merchants: Record<string, number>;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await signInQuickly(page, DEMO);
  const list = (await (await page.request.get('/api/v2/merchant/list/')).json()) as { data: Array<{ id: number; country: string }> };
  merchants = Object.fromEntries(list.data.map((m) => [m.country, m.id]));
});
afterAll(async () => {
  await session?.close();
});

const tabUrl = (country: string, tab: string) => `/settings/merchants/info/${merchants[country]}/${tab}`;

async function openTab(p: Page, country: string, tab: string): Promise<void> {
  await p.goto(tabUrl(country, tab));
  await p.getByRole('tab', { name: tabLabel[tab], selected: true }).waitFor();
}

const tabLabel: Record<string, string> = {
  basic: 'Basic profile',
  notification: 'Notifications settings',
  payment: 'Payment settings',
  financial: 'Financial settings',
  customization: 'Customization',
  permissions: 'Access rights',
};

describe('merchant settings screens', () => {
  it('lists the merchants and shows each of the eight tabs without a schema problem', async () => {
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/settings/merchants/list');
    await waitForListRows(page);
    await page.getByRole('heading', { name: 'Merchant settings', level: 1 }).waitFor();
    await listRows(page).filter({ hasText: 'Tbilisi Coffee Roasters' }).waitFor();
    await listRows(page).filter({ hasText: 'Kyiv Books' }).getByRole('button', { name: 'Row actions' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === tabUrl('UA', 'basic'));
    for (const label of ['Basic profile', 'Notifications settings', 'Payment settings', 'Financial settings', 'Contract', 'Customization', 'Access rights', 'Payment Methods']) {
      await page.getByRole('tab', { name: label }).click();
      await page.getByRole('tab', { name: label, selected: true }).waitFor();
      await page.locator('[data-testid^="schema-form-merchant_"], [data-list^="merchant_"]').first().waitFor();
      expect(await page.locator('[data-testid="schema-problem"], [data-testid="unknown-widget"]').count()).toBe(0);
    }
  });
});

describe('which merchant, and who may do what', () => {
  it("names the merchant under the heading and in the header's selector; privileges read as words", async () => {
    const list = (await (await page.request.get('/api/v2/merchant/list/')).json()) as { data: Array<{ id: number; name: string; merchant_id: string }> };
    const ge = list.data.find((m) => m.id === merchants.GE)!;
    const named = `${ge.name} (${ge.merchant_id})`;
    await openTab(page, 'GE', 'permissions');
    await waitForListRows(page);
    await expect.poll(() => page.getByTestId('merchant-caption').textContent()).toBe(named);
    const selector = page.getByRole('banner').getByRole('combobox', { name: 'Merchant' });
    await expect.poll(() => selector.inputValue()).toBe(named);
    const owner = listRows(page).filter({ hasText: DEMO.email });
    expect(await owner.textContent()).toContain('Full access');
    expect(await page.locator('[data-list] tbody').textContent()).not.toMatch(/permissions: edit|settings: (edit|read)/);
    // "Access rights" is the tab; the page heading is not repeated by a list title
    expect(await page.getByRole('heading', { name: 'Merchant settings' }).count()).toBe(1);
  });
});

describe('ways into My Businesses', () => {
  it('the list header, a company name and the basic tab lead to the companies and a company profile', async () => {
    const list = (await (await page.request.get('/api/v2/settings/merchants/?limit=80')).json()) as { data: Array<{ id: number; name: string; company_name: string; company_profile_id: number | null }> };
    const merchant = list.data.find((m) => m.id === merchants.UA && m.company_profile_id !== null);
    expect(merchant).toBeDefined();
    const profile = `/settings/companies/info/${merchant!.company_profile_id}/basic`;
    await page.goto('/settings/merchants/list');
    await waitForListRows(page);
    await page.getByRole('link', { name: 'My Businesses' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/companies/list');
    await page.goBack();
    await waitForListRows(page);
    await listRows(page).filter({ hasText: merchant!.name }).getByRole('link', { name: merchant!.company_name }).click();
    await page.waitForURL((url) => url.pathname === profile);
    await openTab(page, 'UA', 'basic');
    await page.getByTestId('link-field-company_profile').getByRole('link', { name: merchant!.company_name }).click();
    await page.waitForURL((url) => url.pathname === profile);
  });
});

describe('notification tab', () => {
  it('refuses an invalid address in an e-mail list, keeps the fixed list after a reload', async () => {
    await openTab(page, 'GE', 'notification');
    const field = page.getByRole('textbox', { name: 'Report e-mails' });
    await field.fill('reports@coffee.example.ge,not-an-address,');
    await page.getByText('Enter a valid email address').waitFor();
    await field.fill('accounting@coffee.example.ge,');
    await page.getByText('Enter a valid email address').waitFor({ state: 'detached' });
    const form = page.getByTestId('schema-form-merchant_notification');
    const saved = page.waitForResponse((r) => r.url().endsWith('/settings/notification/') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Request completed successfully').first().waitFor();
    await page.reload();
    await form.getByText('accounting@coffee.example.ge').waitFor();
    await form.getByText('reports@coffee.example.ge').waitFor();
    expect(await form.getByText('not-an-address').count()).toBe(0);
  });

  it("picks a customer e-mail not to send from a full-width multi-select, keeps it after a reload", async () => {
    await openTab(page, 'GE', 'notification');
    const form = page.getByTestId('schema-form-merchant_notification');
    const trigger = form.getByTestId('multiselect-trigger');
    const width = (await trigger.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(200);
    await trigger.click();
    const option = page.getByRole('checkbox', { name: 'Refund' });
    await option.check();
    expect((await page.getByRole('group', { name: 'Customer e-mails not to send' }).boundingBox())?.width ?? 0).toBeGreaterThan(200);
    await page.keyboard.press('Escape');
    const saved = page.waitForResponse((r) => r.url().endsWith('/settings/notification/') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect.poll(() => form.getByTestId('multiselect-trigger').textContent()).toBe('Refund');
  });
});

describe('payment tab', () => {
  it('order lifetime parts are clamped to 1461 / 24 / 60 / 60 and kept in seconds; autocapture interval 1-25 days', async () => {
    await openTab(page, 'UA', 'payment');
    const form = page.getByTestId('schema-form-merchant_payment');
    const part = (name: string) => form.getByRole('textbox', { name, exact: true });
    // The default lifetime is one day; the autocapture interval 5 days.
    await expect.poll(() => part('Days').inputValue()).toBe('1');
    const interval = form.getByRole('textbox', { name: 'Autocapture interval, days' });
    expect(await interval.inputValue()).toBe('5');
    await part('Hours').fill('30');
    expect(await part('Hours').inputValue()).toBe('24');
    await part('Minutes').fill('75');
    expect(await part('Minutes').inputValue()).toBe('60');
    await part('Seconds').fill('5');
    await part('Seconds').blur();
    await interval.fill('30');
    await interval.blur();
    await expect.poll(() => interval.inputValue()).toBe('25');
    const saved = page.waitForRequest((r) => r.url().endsWith('/settings/payment/') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Save' }).click();
    const body = (await saved).postDataJSON() as { default_order_lifetime: number; autocapture_interval: number };
    expect(body.default_order_lifetime).toBe(86400 + 24 * 3600 + 60 * 60 + 5);
    expect(body.autocapture_interval).toBe(25);
    await page.getByText('Request completed successfully').first().waitFor();
    // Stored in seconds: 2 days 1 hour 0 minutes 5 seconds after a reload.
    await page.reload();
    await expect.poll(() => Promise.all(['Days', 'Hours', 'Minutes', 'Seconds'].map((n) => part(n).inputValue()))).toEqual(['2', '1', '0', '5']);
    // The total is clamped to 1461 days.
    await part('Days').fill('1461');
    await part('Hours').fill('3');
    await part('Hours').blur();
    await expect.poll(() => Promise.all(['Days', 'Hours', 'Minutes', 'Seconds'].map((n) => part(n).inputValue()))).toEqual(['1461', '0', '0', '0']);
    // Back to the defaults (one day, 5 days), so a run against a kept server (E2E_BASE_URL) starts alike.
    await page.reload();
    await expect.poll(() => part('Days').inputValue()).toBe('2');
    for (const [name, value] of [['Days', '1'], ['Hours', '0'], ['Seconds', '0']]) await part(name).fill(value);
    await part('Seconds').blur();
    await interval.fill('5');
    await interval.blur();
    const restored = page.waitForResponse((r) => r.url().endsWith('/settings/payment/') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await (await restored).json()).toMatchObject({ default_order_lifetime: 86400, autocapture_interval: 5 });
  });
});

describe('financial tab', () => {
  it('refuses an invalid IBAN, then lists the valid account with the New badge', async () => {
    await openTab(page, 'GE', 'financial');
    await page.getByRole('button', { name: 'Add account' }).click();
    const dialog = page.getByRole('dialog');
    // The merchant's own currencies are offered (GEL and USD for the GE merchant).
    await dialog.getByRole('combobox', { name: 'Settlement currency' }).click();
    await expect.poll(() => page.locator('[role="option"]:visible').allTextContents()).toEqual(['GEL', 'USD']);
    await page.getByRole('option', { name: 'GEL' }).click();
    const iban = dialog.getByRole('textbox', { name: 'IBAN' });
    const save = dialog.getByRole('button', { name: 'Save' });
    // A mistyped check digit: the mod-97 check fails, the form is not sent.
    await iban.fill('GE29NB0000000101904918');
    await iban.blur();
    await dialog.getByText('Enter a valid IBAN').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await iban.fill('GE29NB0000000101904917');
    await dialog.getByText('Enter a valid IBAN').waitFor({ state: 'detached' });
    const created = page.waitForResponse((r) => r.url().endsWith('/settings/financial/') && r.request().method() === 'POST');
    await save.click();
    expect((await created).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await waitForListRows(page);
    const row = listRows(page).filter({ hasText: 'GE29NB0000000101904917' }).last();
    await row.waitFor();
    expect(await row.locator('[data-badge-class]').textContent()).toBe('New');
    expect(await listBadges(page)).toContain('New');

    // Edit: the form opens with the account's values; another currency is saved.
    await row.getByRole('button', { name: 'Row actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const currency = dialog.getByRole('combobox', { name: 'Settlement currency' });
    await expect.poll(() => currency.inputValue()).toBe('GEL');
    expect(await dialog.getByRole('textbox', { name: 'IBAN' }).inputValue()).toBe('GE29NB0000000101904917');
    await currency.click();
    await page.getByRole('option', { name: 'USD' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('USD');
  });
});

describe('payment methods tab', () => {
  it('Turn on / off flips the method (it used to send the current state and change nothing)', async () => {
    await page.goto(tabUrl('UA', 'methods'));
    await waitForListRows(page);
    const row = listRows(page).filter({ hasText: 'Google Pay' });
    const badge = () => row.locator('[data-badge-class]').first().textContent();
    const before = await badge();
    for (const expected of before === 'Active' ? ['Disabled', 'Active'] : ['Active', 'Disabled']) {
      const sent = page.waitForRequest((r) => r.url().endsWith('/payment-methods/google/') && r.method() === 'POST');
      await row.getByRole('button', { name: 'Row actions' }).click();
      await page.getByRole('menuitem', { name: 'Turn on / off' }).click();
      expect((await sent).postDataJSON().enabled).toBe(expected === 'Active');
      await expect.poll(badge).toBe(expected);
    }
  });
});

describe('customization tab', () => {
  it('crops and uploads a PNG logo and shows it after saving; refuses a too narrow one', async () => {
    await openTab(page, 'GE', 'customization');
    const form = page.getByTestId('schema-form-merchant_customization');
    await form.getByText('PNG (recommended) or JPG, at least 280 px wide, 50 KB maximum.').waitFor();
    const file = form.locator('input[type="file"]');
    await file.setInputFiles({ name: 'narrow.png', mimeType: 'image/png', buffer: png(200, 80) });
    await page.getByText('The logo must be at least 280 px wide.').first().waitFor();
    expect(await form.getByTestId('image-crop-area').count()).toBe(0);

    // 1400 x 600: the crop box (ratio 2.8) is 1400 x 500; drag it down, the preview is 280 x 100.
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(1400, 600) });
    const area = form.getByTestId('image-crop-area');
    await area.waitFor();
    const live = await form.getByTestId('image-crop-live').boundingBox();
    expect([live?.width, live?.height]).toEqual([280, 100]);
    const cropBox = (await area.locator('[role="presentation"]').boundingBox())!;
    await page.mouse.move(cropBox.x + cropBox.width / 2, cropBox.y + cropBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(cropBox.x + cropBox.width / 2, cropBox.y + cropBox.height / 2 + 20, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await area.locator('[role="presentation"]').boundingBox())!.y).toBeGreaterThan(cropBox.y + 10);
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/settings/customization/logo/') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Upload' }).click();
    const reply = (await (await uploaded).json()) as { url: string; width: number; height: number };
    // Stored at most 840 x 300.
    expect([reply.width, reply.height]).toEqual([840, 300]);
    const preview = form.getByTestId('image-crop-preview');
    await preview.waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Request completed successfully').first().waitFor();
    await page.reload();
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(reply.width);
  });
});

describe('permissions tab', () => {
  it('refuses a user with no privilege: Choose at least one privilege, shown for 1 second', async () => {
    await openTab(page, 'UA', 'permissions');
    await waitForListRows(page);
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('nobody@merchant.test');
    // Type groups with an All option (spec 002 s.6): All ticks the whole Read group, a second click clears it.
    const read = dialog.getByRole('group', { name: 'Read' });
    await read.getByRole('checkbox', { name: 'All' }).check();
    await expect.poll(() => read.getByRole('checkbox', { checked: true }).count()).toBe(9);
    expect(await dialog.getByRole('group', { name: 'Edit' }).getByRole('checkbox', { checked: true }).count()).toBe(0);
    await read.getByRole('checkbox', { name: 'All' }).uncheck();
    await expect.poll(() => read.getByRole('checkbox', { checked: true }).count()).toBe(0);
    const sent: string[] = [];
    const watch = (r: Request) => void (r.url().includes('/permissions/add/') && sent.push(r.method()));
    page.on('request', watch);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByText('Choose at least one privilege');
    await alert.waitFor();
    const shown = Date.now();
    // Gone after about a second (1 s plus the close transition), not after the 10 s of a danger alert.
    await alert.waitFor({ state: 'detached', timeout: 8000 });
    const visibleMs = Date.now() - shown;
    expect(visibleMs).toBeGreaterThan(300);
    expect(visibleMs).toBeLessThan(6000);
    page.off('request', watch);
    expect(sent).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('gives a new user read-only access; signed in, that user cannot edit the settings', async () => {
    const email = `reader-${Date.now()}@merchant.test`;
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('checkbox', { name: 'Merchant settings: read' }).check();
    await dialog.getByRole('checkbox', { name: 'Access rights: read' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => listRows(page).filter({ hasText: email }).count()).toBe(1);

    const other = await newPage(session.browser);
    await other.goto('/account/mailbox');
    const mail = other.getByTestId('mail').filter({ hasText: email }).last();
    await mail.getByRole('link', { name: /\/account\/invite\// }).click();
    await other.getByRole('textbox', { name: 'First name' }).fill('Rita');
    await other.getByRole('textbox', { name: 'Last name' }).fill('Reader');
    await other.getByRole('textbox', { name: 'Password', exact: true }).fill('Reader-pass-123');
    await other.getByRole('textbox', { name: 'Repeat password' }).fill('Reader-pass-123');
    await other.getByRole('button', { name: 'Create account' }).click();
    await other.getByRole('navigation', { name: 'Main menu' }).waitFor();

    // Signed in as the reader: the settings are shown but nothing can be changed.
    await openTab(other, 'UA', 'notification');
    const field = other.getByRole('textbox', { name: 'Report e-mails' });
    await field.waitFor();
    await other.getByText('You can view these settings but not change them.').waitFor();
    expect(await field.isDisabled()).toBe(true);
    expect(await other.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await openTab(other, 'UA', 'permissions');
    await waitForListRows(other);
    expect(await listRows(other).filter({ hasText: email }).count()).toBe(1);
    expect(await other.getByRole('button', { name: 'Add user' }).count()).toBe(0);
    // And the server refuses a save all the same.
    const reply = await apiPost(other, `/api/v2/merchant/${merchants.UA}/settings/notification/`, { email_notification_lang: 'en' });
    expect(reply).toEqual({ status: 403, json: { error: 'Permission denied' } });
    await other.context().close();
  });
});

describe('merchant delete', () => {
  it('asks for the password, then (two-step login on) for the code, before the merchant goes', async () => {
    // A user of its own with a merchant of its own: the demo merchants the other files use stay.
    const other = await newPage(session.browser);
    await other.goto('/account/login');
    await other.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect.poll(async () => (await other.context().cookies()).some((c) => c.name === 'csrftoken')).toBe(true);
    const password = 'Doomed-owner-pass-1';
    const email = `doomed.${Date.now()}@e2e.test`;
    expect((await apiPost(other, '/api/v2/account/registration/start/', { email, password, password2: password, first_name: 'Dora', last_name: 'Doomed' })).status).toBe(200);
    const added = await apiPost(other, '/api/v2/merchant/add/', {
      country: 'GE', jurtype: 'llc', company_name: 'Doomed Goods LLC', reg_number: '405000111', url: 'https://doomed.example.ge', name: 'Doomed Goods',
      phone: '995555123456', owner_firstname: 'Dora', owner_lastname: 'Doomed',
    });
    expect(added.status).toBe(200);

    const openDelete = async () => {
      await other.goto('/settings/merchants/list');
      await waitForListRows(other);
      await listRows(other).filter({ hasText: 'Doomed Goods' }).getByRole('button', { name: 'Row actions' }).click();
      await other.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = other.getByRole('dialog', { name: 'Delete merchant' });
      await dialog.getByText('Are you sure? Nobody will see this merchant any more.').waitFor();
      return dialog;
    };
    let dialog = await openDelete();
    // The code is asked only of an account with two-step login on.
    expect(await dialog.getByRole('group', { name: 'Code' }).count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'Password' }).fill('Not-my-password-1');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('Incorrect password').waitFor();
    // Escape closes it (a click on No lands beside it: the field's error goes on blur and the button moves up).
    await other.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await listRows(other).filter({ hasText: 'Doomed Goods' }).count()).toBe(1);

    // Two-step login on: the right password reveals the code input; the code deletes the merchant.
    const secret = ((await (await other.request.get('/api/v2/settings/mfa/')).json()) as { secret: string }).secret;
    const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
    expect((await apiPost(other, '/api/v2/settings/mfa/', { secret, otp: totp.generate() })).status).toBe(200);
    dialog = await openDelete();
    await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('Enter the code from your authenticator app.').waitFor();
    await dialog.getByRole('group', { name: 'Code' }).getByRole('textbox').first().click();
    // The set-up spent this period's code: the next period's is still accepted (one step of leeway).
    await typeCode(other, totp.generate({ timestamp: Date.now() + 30_000 }));
    const deleted = other.waitForResponse((r) => r.url().endsWith('/delete/') && r.request().method() === 'POST' && r.status() === 200);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await deleted;
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => listRows(other).filter({ hasText: 'Doomed Goods' }).count()).toBe(0);
    await other.context().close();
  });
});
