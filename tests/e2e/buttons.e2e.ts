// Payment buttons (issue 12): create a button with two custom fields and a server callback, watch
// the constructor's preview resize, copy the embed code, paste it into a plain page served from
// another origin, see the button there, and follow it to /checkout/button/{alias} on the portal.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, openBrowser, type Session } from './browser';
import { DEMO, forgetSession, NEWCOMER, signInQuickly } from './steps';

let session: Session;
let page: Page;
let host: Server;
let hostPage = '';

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  // The merchant's own site: another origin (another port), serving whatever page the test pasted.
  host = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostPage);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  await signInQuickly(page, DEMO, '/solutions/buttons/create/settings');
});
afterAll(async () => {
  await session?.close();
  await new Promise((resolve) => host?.close(resolve));
});

const previewSize = () => page.getByTestId('button-preview').evaluate((el) => [Math.round(el.getBoundingClientRect().width), Math.round(el.getBoundingClientRect().height)]);

describe('payment buttons', () => {
  it('creates a button with two custom fields and a server callback', async () => {
    const form = page.getByTestId('schema-form-button');
    await form.getByRole('textbox', { name: 'Button name' }).fill('Espresso');
    await form.getByRole('textbox', { name: 'Amount' }).fill('12.50');
    await form.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option').first().click();

    await page.getByRole('tab', { name: 'Additional fields' }).click();
    await page.waitForURL(/\/solutions\/buttons\/create\/(\d+\/)?fields$/);
    for (const [i, label] of ['E-mail for the receipt', 'Table number'].entries()) {
      await form.getByRole('button', { name: 'Add Item' }).click();
      await form.getByRole('textbox', { name: 'Label' }).nth(i).fill(label);
    }

    await page.getByRole('tab', { name: 'Advanced features' }).click();
    await page.waitForURL(/\/features$/);
    await form.getByRole('textbox', { name: 'Product id' }).waitFor();
    await form.getByRole('button', { name: 'Add Item' }).click();
    await form.locator('#root_server_callbacks_0_url').fill('https://shop.example/callback');
    // The callback's selects offer the choices call's lists.
    await form.locator('#root_server_callbacks_0_content_type').click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['JSON', 'Form']);
    await page.getByRole('option', { name: 'Form' }).click();

    const created = page.waitForResponse((r) => /\/buttons\/\d+\/create\/$/.test(r.url()) && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Save' }).click();
    const reply = await created;
    expect(reply.status(), await reply.text()).toBe(200);
    expect(reply.request().postDataJSON().server_callbacks).toMatchObject([{ callback_type: 'order', content_type: 'form', order_status: ['approved'], response_method: 'post' }]);
    await page.waitForURL(/\/solutions\/buttons\/edit\/\d+\/\d+\/settings$/);
    await page.getByRole('tab', { name: 'Additional fields' }).click();
    await expect.poll(() => form.getByRole('textbox', { name: 'Label' }).count()).toBe(2);
    await expect.poll(() => form.getByRole('textbox', { name: 'Label' }).nth(1).inputValue()).toBe('Table number');
  });

  it('resizes the preview after the pause and shows its size', async () => {
    expect(await previewSize()).toEqual([220, 48]);
    const width = page.getByTestId('constructor-width');
    await width.fill('300');
    // The preview waits 300 ms after a size change.
    expect(await previewSize()).toEqual([220, 48]);
    await expect.poll(previewSize).toEqual([300, 48]);
    await expect.poll(() => page.getByTestId('button-preview-size').textContent()).toBe('300 x 48 px');
    await expect.poll(() => page.getByTestId('button-preview').textContent()).toContain('Pay 12.50');
    // A light preset under white text: the contrast warning shows.
    await page.getByTestId('preset-silver').click();
    await page.getByTestId('contrast-warning').waitFor();
    await page.getByTestId('preset-navy').click();
    await page.getByTestId('contrast-warning').waitFor({ state: 'detached' });
  });

  it('copies the embed code; on another origin it shows the button, which opens the checkout', async () => {
    await page.getByTestId('embed-toggle').click();
    await page.getByTestId('embed-copy').click();
    await page.getByText('Copied to clipboard').first().waitFor();
    const code = await page.evaluate(() => navigator.clipboard.readText());
    const alias = /data-portal-button="([A-Za-z0-9]{16})"/.exec(code)?.[1];
    expect(alias).toBeDefined();
    expect(code).toContain(`${baseURL()}/embed/button.js`);

    hostPage = `<!doctype html><html><head><title>Shop</title></head><body><h1>Our shop</h1>${code}<p id="after">after</p></body></html>`;
    const shop = await session.context.newPage();
    const errors: string[] = [];
    shop.on('pageerror', (e) => errors.push(e.message));
    await shop.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
    const link = shop.getByRole('link', { name: /Pay 12\.50/ });
    await link.waitFor();
    expect(await link.evaluate((a) => Math.round(a.getBoundingClientRect().width))).toBe(300);
    // The host page is untouched outside the button's own element.
    expect(await shop.locator('h1').textContent()).toBe('Our shop');
    expect(await shop.evaluate(() => document.body.children.length)).toBe(4);
    const navigation = shop.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/checkout/button/'));
    await link.click();
    expect((await navigation).url()).toBe(`${baseURL()}/checkout/button/${alias}`);
    expect(errors).toEqual([]);
    await shop.close();
  });

  it('lists the button; Turn on / off flips it, one request each', async () => {
    await page.goto('/solutions/buttons/list');
    const row = page.locator('[data-list] tbody tr').filter({ hasText: 'Espresso' });
    for (const state of ['false', 'true']) {
      const sent = page.waitForRequest((r) => /\/enable\/\d+\/(true|false)\/$/.test(r.url()) && r.method() === 'POST');
      await row.getByRole('button', { name: 'Row actions' }).click();
      await page.getByRole('menuitem', { name: 'Turn on / off' }).click();
      expect((await sent).url()).toMatch(new RegExp(`/enable/\\d+/${state}/$`));
      // The Enabled column (after Type) follows the reply.
      await expect.poll(() => row.textContent()).toContain(state === 'true' ? 'PurchaseYes' : 'PurchaseNo');
    }
  });

  it('opens the details from the list', async () => {
    await page.locator('[data-list] tbody tr').filter({ hasText: 'Espresso' }).getByRole('link', { name: 'Espresso' }).click();
    await page.waitForURL(/\/solutions\/buttons\/info\/\d+\/\d+$/);
    await page.getByText('Table number').waitFor();
  });

  it('meets a newcomer with the demo-mode modal', async () => {
    await forgetSession(page);
    await signInQuickly(page, NEWCOMER, '/solutions/buttons/create/settings');
    await page.getByRole('dialog').getByText('You are still in DEMO mode').waitFor();
  });
});
