// Payment links (issue 12 items 4, 5, 10) in Chromium: create a link from an address that prefills
// amount and reference, share it by e-mail and find the mail in the demo mailbox, copy the short
// link and follow it to the link's address, open the QR modal and decode the QR codes it shows; the
// e-mail preview sits in a sandboxed frame.
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session } from './browser';
import { DEMO, NEWCOMER, signInQuickly } from './steps';

let session: Session;
let page: Page;
beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInQuickly(page, DEMO);
});
afterAll(async () => {
  await session?.close();
});

/** The QR code an <img> shows, drawn on a canvas with a white margin and decoded with jsQR. */
async function decodeImage(img: Locator): Promise<string | null> {
  const src = (await img.getAttribute('src'))!;
  const pixels = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1040;
    canvas.height = 1040;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 1040, 1040);
    g.drawImage(image, 20, 20, 1000, 1000);
    const data = g.getImageData(0, 0, 1040, 1040).data;
    let bin = '';
    for (let i = 0; i < data.length; i += 8192) bin += String.fromCharCode(...data.subarray(i, i + 8192));
    return btoa(bin);
  }, src);
  const rgba = Buffer.from(pixels, 'base64');
  return jsQR(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), 1040, 1040)?.data ?? null;
}

describe('payment links', () => {
  let infoPath = '';
  let linkUrl = '';

  it('creates a link from an address that prefills amount and reference', async () => {
    await page.goto('/solutions/links/create/settings?amount=12.50&invoice_name=E2E-INV-1');
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await expect.poll(() => amount.inputValue()).toBe('12.50');
    expect(await page.getByRole('textbox', { name: 'Reference' }).inputValue()).toBe('E2E-INV-1');
    await page.locator('form').getByRole('combobox', { name: 'Merchant' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Two nights, <b>room 7</b>');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((url) => /^\/solutions\/links\/info\/\d+$/.test(url.pathname));
    infoPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByTestId('link-status').textContent()).toBe('Created');
    linkUrl = (await page.getByTestId('link-summary').getByText(/\/checkout\/link\//).textContent())!.trim();
    expect(linkUrl).toMatch(/^http:\/\/[^/]+\/checkout\/link\/[\w-]{24}$/);
  });

  it('shows the e-mail preview in a sandboxed frame, merchant text as text', async () => {
    const frame = page.getByTestId('link-preview').locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    const body = page.frameLocator('[data-testid="link-preview"] iframe').locator('body');
    await expect.poll(() => body.textContent()).toContain('Two nights, <b>room 7</b>');
  });

  it('shares the link by e-mail; the mail is in the demo mailbox', async () => {
    await page.getByTestId('link-actions').getByRole('button', { name: 'Share by e-mail' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('payer-e2e@links.test');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Request completed successfully').first().waitFor();
    await page.goto('/account/mailbox');
    const mail = page.getByTestId('mail').filter({ hasText: 'payer-e2e@links.test' }).filter({ hasText: 'Payment request from' }).last();
    await mail.waitFor({ timeout: 10000 });
    expect(await mail.textContent()).toContain(linkUrl);
  });

  it('copies the short link, which redirects to the link address', async () => {
    await page.goto(infoPath);
    await page.getByTestId('link-actions').getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied to clipboard').first().waitFor();
    const short = await page.evaluate(() => navigator.clipboard.readText());
    expect(short).toMatch(/\/s\/[\w-]+$/);
    const hop = await page.request.get(short, { maxRedirects: 0 });
    expect(hop.status()).toBe(302);
    expect(hop.headers().location).toBe(linkUrl);
    await page.goto(short);
    await page.waitForURL((url) => url.href === linkUrl);
  });

  it('opens the QR modal; both codes shown decode to the link address', async () => {
    await page.goto(infoPath);
    await page.getByTestId('link-actions').getByRole('button', { name: 'QR code' }).click();
    const dialog = page.getByRole('dialog');
    const plain = dialog.getByRole('img', { name: 'QR code', exact: true });
    const withLogo = dialog.getByRole('img', { name: 'QR code with logo' });
    await plain.waitFor();
    expect(await decodeImage(plain)).toBe(linkUrl);
    expect(await decodeImage(withLogo)).toBe(linkUrl);
  });

  it('the list shows the link with its status and actions', async () => {
    await page.goto('/solutions/links/list');
    const row = page.getByRole('row').filter({ hasText: 'E2E-INV-1' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Created');
  });
});

describe('a newcomer without a merchant', () => {
  it('meets the demo-mode modal on the create page', async () => {
    const newcomer = await session.browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1280, height: 800 } });
    const other = await newcomer.newPage();
    await signInQuickly(other, NEWCOMER, '/solutions/links/create/settings');
    const dialog = other.getByRole('dialog');
    await dialog.getByText('You are still in DEMO mode').waitFor();
    expect(await dialog.textContent()).toContain('While you are in DEMO mode you can`t create Buttons and Invoices');
    await newcomer.close();
  });
});
