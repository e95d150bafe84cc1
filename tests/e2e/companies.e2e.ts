// Company profiles (spec 002 s.2, 3, 7): My Businesses lists the demo owner's companies; a company's
// basic profile refuses a bad phone with the rule's message and saves a good one; a document is
// uploaded, downloaded and deleted after a confirmation; a director is added on the individuals tab.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './browser';
import { DEMO, VIEWER, listRows, newPage, pathOf, signInQuickly, waitForListRows, waitForPath } from './steps';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await signInQuickly(page, DEMO, '/settings/companies/list');
});
afterAll(async () => {
  await session?.close();
});

describe('My Businesses', () => {
  it("lists the companies of the owner's merchants and opens one on its basic tab", async () => {
    await page.getByRole('heading', { name: 'My Businesses' }).waitFor();
    await waitForListRows(page);
    await expect.poll(() => listRows(page).count()).toBe(3);
    await page.getByRole('link', { name: 'Tbilisi Coffee LLC' }).click();
    await page.waitForURL((url) => /^\/settings\/companies\/info\/\d+\/basic$/.test(url.pathname));
    await page.getByRole('tab', { name: 'Basic profile', selected: true }).waitFor();
  });
});

describe('company profile', () => {
  it('refuses a bad phone with its message, saves a good one that stays after a reload', async () => {
    const form = page.getByTestId('schema-form-company_basic');
    const phone = form.getByRole('textbox', { name: 'Phone' });
    await expect.poll(() => phone.inputValue()).toBe('+995322123456');
    await phone.fill('12');
    await phone.blur();
    await form.getByText('Enter a valid phone').waitFor();
    await phone.fill('+995322000111');
    await form.getByText('Enter a valid phone').waitFor({ state: 'detached' });
    const saved = page.waitForResponse((r) => r.url().endsWith('/basic/') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Request completed successfully').first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('schema-form-company_basic').getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('+995322000111');
  });

  it('uploads a mandatory document: its group is no longer missing, and the file downloads', async () => {
    await page.getByRole('tab', { name: 'Documents' }).click();
    await waitForListRows(page);
    const registration = listRows(page).filter({ hasText: 'Certificate of registration' });
    expect(await registration.locator('[data-badge-class]').textContent()).toBe('Missing');
    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog');
    const uploaded = page.waitForResponse((r) => r.url().includes('/docs/upload/1/') && r.request().method() === 'POST');
    await dialog.locator('input[type="file"]').first().setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% demo\n') });
    expect((await uploaded).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await waitForListRows(page);
    const row = listRows(page).filter({ hasText: 'registration.pdf' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('[data-badge-class]').textContent()).toBe('Uploaded');
    const link = page.getByRole('link', { name: 'registration.pdf' });
    expect(await link.getAttribute('download')).not.toBeNull();
    const download = await page.request.get((await link.getAttribute('href'))!);
    expect(download.headers()['content-type']).toBe('application/pdf');
  });

  it('Delete asks first: No keeps the file, Delete removes it', async () => {
    const row = listRows(page).filter({ hasText: 'registration.pdf' });
    const ask = async () => {
      await row.getByRole('button', { name: 'Row actions' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete file' });
      await dialog.getByText('Are you sure? The file is deleted and cannot be restored.').waitFor();
      return dialog;
    };
    const no = await ask();
    await no.getByRole('button', { name: 'No' }).click();
    await no.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);
    const yes = await ask();
    const deleted = page.waitForResponse((r) => r.url().includes('/docs/1/delete/') && r.request().method() === 'POST');
    await yes.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    await page.getByText('File delete success').first().waitFor();
    await expect.poll(() => row.count()).toBe(0);
  });

  it('adds a director on the individuals tab', async () => {
    const company = pathOf(page).split('/')[4];
    await page.getByRole('tab', { name: 'Individuals' }).click();
    await waitForPath(page, `/settings/companies/info/${company}/individuals`);
    await waitForListRows(page);
    await expect.poll(() => listRows(page).filter({ hasText: 'Nino Beridze' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Add director' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Given name' }).fill('Levan');
    await dialog.getByRole('textbox', { name: 'Surname' }).fill('Tsereteli');
    await dialog.getByRole('button', { name: 'Date of birth' }).click();
    // A day of the month the picker opens on (the date itself does not matter here).
    await page.locator('[data-dates-dropdown] table button:not([data-outside])').filter({ hasText: /^15$/ }).click();
    await dialog.getByRole('combobox', { name: 'Citizenship' }).click();
    await page.getByRole('option', { name: 'Georgia' }).click();
    await dialog.getByRole('textbox', { name: 'Position' }).fill('Finance director');
    // The document type has choices from the server, so it is required: no Save without it.
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect.poll(() => save.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Identity document' }).click();
    await page.getByRole('option', { name: 'Passport' }).click();
    await expect.poll(() => save.isDisabled()).toBe(false);
    // The passport scan goes with the form (multipart), not before it.
    await dialog.locator('input[type="file"]').first().setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% passport\n') });
    await dialog.getByText('passport.pdf').waitFor();
    const added = page.waitForResponse((r) => r.url().endsWith('/individuals/add/') && r.request().method() === 'POST');
    await save.click();
    const reply = await added;
    expect(reply.status()).toBe(200);
    expect(reply.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    await dialog.waitFor({ state: 'detached' });
    const row = listRows(page).filter({ hasText: 'Levan Tsereteli' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Director');

    // Edit shows the stored file with its download link.
    await row.getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByTestId('individual-files').getByRole('link', { name: 'passport.pdf' }).waitFor();
    await expect.poll(() => edit.getByRole('textbox', { name: 'Position' }).inputValue()).toBe('Finance director');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
  });
});

describe('read-only access', () => {
  it("shows a reader the company of his merchant disabled, without the individuals' editing actions", async () => {
    const company = pathOf(page).split('/')[4];
    const viewer = await newPage(session.browser);
    await signInQuickly(viewer, VIEWER, `/settings/companies/info/${company}/basic`);
    const form = viewer.getByTestId('schema-form-company_basic');
    await expect.poll(() => form.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('+995322000111');
    await viewer.getByTestId('read-only-company').waitFor();
    expect(await form.getByRole('textbox', { name: 'Phone' }).isDisabled()).toBe(true);
    await viewer.getByRole('tab', { name: 'Individuals' }).click();
    await waitForListRows(viewer);
    expect(await viewer.getByRole('button', { name: 'Add director' }).count()).toBe(0);
    await viewer.context().close();
  });
});
