// Landings (issue 13 items 1, 2, 8): the demo owner builds a donations landing through the three
// wizard steps with a cropped logo, publishes it, opens its public address, changes its alias
// (confirmed: the old address answers 404) and deactivates it (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, openBrowser, type Session } from './browser';
import { png } from './images';
import { DEMO, listRows, signInQuickly, waitForListRows, waitForPath } from './steps';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await signInQuickly(page, DEMO, '/solutions/landings/list');
});
afterAll(async () => {
  await session?.close();
});

async function choose(scope: ReturnType<Page['getByTestId']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option }).click();
}

const status = async (path: string) => (await page.request.get(`${baseURL()}${path}`)).status();

describe('landings', () => {
  it('builds, publishes, re-addresses and deactivates a donations landing', async () => {
    // The demo merchant's published landing is listed (the welcome page is for a user without any).
    await waitForListRows(page);
    await listRows(page).filter({ hasText: 'Reading club for children' }).waitFor();
    await page.getByRole('button', { name: 'Create landing' }).click();
    await waitForPath(page, '/solutions/landings/create');
    const add = page.getByTestId('schema-form-landing_add');
    await choose(add, 'Merchant', 'Tbilisi Coffee Roasters');
    await add.getByRole('textbox', { name: 'Name' }).fill('Допомога школі');
    await add.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/solutions\/landings\/edit\/\d+\/\d+\/settings$/);

    // Settings: the alias is suggested from the name, transliterated from Ukrainian.
    const settings = page.getByTestId('schema-form-landing_settings');
    await expect.poll(() => settings.getByRole('textbox', { name: 'Address (alias)' }).inputValue()).toBe('dopomoha-shkoli');
    await settings.getByRole('textbox', { name: 'Headline' }).fill('Help <our> school');
    const file = settings.locator('input[type="file"]').first();
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(1400, 600) });
    await settings.getByTestId('image-crop-area').first().waitFor();
    const uploaded = page.waitForResponse((r) => r.url().includes('/file/upload/') && r.request().method() === 'POST');
    await settings.getByRole('button', { name: 'Upload' }).first().click();
    expect((await uploaded).status()).toBe(200);
    await settings.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/\/finance$/);

    const finance = page.getByTestId('schema-form-landing_finance');
    await finance.getByRole('textbox', { name: 'Payment purpose' }).fill('Donation for books');
    await finance.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/\/contacts$/);
    expect(await page.getByTestId('landing-publish').isDisabled()).toBe(true);

    const contacts = page.getByTestId('schema-form-landing_contacts');
    await contacts.getByRole('textbox', { name: 'Contact e-mail' }).fill('school@example.com');
    await contacts.getByRole('button', { name: 'Save' }).click();
    // After contacts: publish now or keep the draft.
    await page.getByText('Every step is saved. Publish the landing now or keep it as a draft.').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).last().click();
    const link = page.getByTestId('landing-url');
    await link.waitFor();
    expect(await link.textContent()).toMatch(/\/l\/dopomoha-shkoli$/);
    expect(await page.getByTestId('landing-progress').getAttribute('value')).toBe('1');

    // The desktop preview popup shows the page.
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('landing-preview').click();
    const popup = await popupOpened;
    await popup.getByRole('heading', { name: 'Help <our> school' }).waitFor();
    expect(popup.url()).toMatch(/\/edit\/\d+\/preview\/$/);
    await popup.close();

    // The public page: the escaped headline, the logo and the pay button to the hosted checkout.
    const pub = await session.page.context().newPage();
    const res = await pub.goto(`${baseURL()}/l/dopomoha-shkoli`);
    expect(res?.status()).toBe(200);
    await pub.getByRole('heading', { name: 'Help <our> school' }).waitFor();
    await expect.poll(() => pub.locator('header img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(840);
    await pub.getByRole('link', { name: 'Donate' }).click();
    await pub.waitForURL(/\/checkout\/landing\/dopomoha-shkoli$/);
    await pub.getByText('Donation for books').first().waitFor();
    await pub.close();

    // A changed alias asks first; confirmed, the old address is gone.
    await page.getByTestId('landing-step-settings').click();
    const again = page.getByTestId('schema-form-landing_settings');
    const alias = again.getByRole('textbox', { name: 'Address (alias)' });
    await expect.poll(() => alias.inputValue()).toBe('dopomoha-shkoli');
    await alias.fill('school-help');
    await again.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('The old address stops working and may be taken by another user.').waitFor();
    await page.getByRole('button', { name: 'Change the address' }).click();
    await page.waitForURL(/\/finance$/);
    await expect.poll(() => page.getByTestId('landing-url').textContent()).toMatch(/\/l\/school-help$/);
    expect(await status('/l/dopomoha-shkoli')).toBe(404);
    expect(await status('/l/school-help')).toBe(200);

    // Deactivate: customers receive 404.
    await page.getByTestId('landing-deactivate').click();
    await page.getByText("Customers will receive 404 on this landing's address.").waitFor();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).last().click();
    await page.getByTestId('landing-publish').waitFor();
    expect(await status('/l/school-help')).toBe(404);
  });

  it('clones a landing in another language and deletes the copy with a reason', async () => {
    await page.goto('/solutions/landings/list');
    await waitForListRows(page);
    const rows = () => listRows(page).filter({ hasText: 'Допомога школі' });
    expect(await rows().count()).toBe(1);
    await rows().getByRole('button', { name: 'Row actions' }).click();
    await page.getByRole('menuitem', { name: 'Clone' }).click();
    const cloneForm = page.getByTestId('schema-form-landing_clone');
    await choose(cloneForm, 'Language', 'Georgian');
    await cloneForm.getByRole('button', { name: 'Clone' }).click();
    // The copy (a draft, newest first) joins the list.
    await expect.poll(() => rows().count()).toBe(2);
    const copy = rows().first();
    await copy.getByText('Draft').waitFor();
    await copy.getByRole('button', { name: 'Row actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const removeForm = page.getByTestId('schema-form-landing_remove');
    await removeForm.getByRole('textbox', { name: 'Why do you delete this landing?' }).fill('A test copy');
    await removeForm.getByRole('button', { name: 'Delete permanently' }).click();
    await expect.poll(() => rows().count()).toBe(1);
    // Merchant search: under 3 characters lists all, 'zzz' finds nothing.
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill('Ky');
    await search.press('Enter');
    await waitForListRows(page);
    expect(await listRows(page).filter({ hasText: 'Допомога школі' }).count()).toBe(1);
    await search.fill('zzzzzz');
    await search.press('Enter');
    await page.getByText('Not found').waitFor();
  });
});
