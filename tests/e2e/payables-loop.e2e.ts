// 'Create a link / button -> see the money' (issue 12 item 3) in Chromium. A link made in the portal
// is opened through its short link, a decline leaves it created, the approve test card pays it: the
// links list reads Paid and the payment is in Payments with BIN and last four only. A button's embed
// code on a page of another origin leads to the checkout; paying there makes a payment in Payments and
// the button's server callback reaches a receiver this test runs on another port.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, openBrowser, type Session } from './browser';
import { DEMO, listRows, signInQuickly, waitForListRows } from './steps';

const APPROVE = '4242424242424242';
const DECLINE = '4000000000000002';
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

let session: Session;
let page: Page;
let host: Server;
let hostPage = '';
const received: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  // One server on another port: the merchant's site (GET, the pasted page) and its callback receiver (POST).
  host = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST') {
        received.push(JSON.parse(body || '{}') as Record<string, unknown>);
        res.writeHead(200).end('ok');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage);
    });
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  await signInQuickly(page, DEMO);
});
afterAll(async () => {
  await session?.close();
  await new Promise((resolve) => host?.close(resolve));
});

const hostOrigin = () => `http://127.0.0.1:${(host.address() as AddressInfo).port}`;

/** Fills the hosted checkout's card form and submits it; answers the result page's heading. */
async function payOnCheckout(p: Page, number: string): Promise<string> {
  await p.fill('#card_number', number);
  await p.fill('#card_exp', `12/${nextYear}`);
  await p.fill('#card_cvv', '737');
  await p.click('button[type="submit"]');
  await p.waitForSelector('h1.ok, h1.declined');
  return (await p.textContent('h1'))!;
}

/** The order id on the checkout's result page. */
const resultOrder = (p: Page) => p.locator('dt', { hasText: 'Order' }).locator('xpath=following-sibling::dd[1]').textContent().then((t) => t!.trim());

/** The Payments list row of an order, found with the search box. */
async function paymentRow(orderId: string) {
  await page.goto('/transactions/payments/all');
  await waitForListRows(page);
  await page.getByRole('textbox', { name: 'Search' }).fill(orderId);
  await page.keyboard.press('Enter');
  await expect.poll(() => listRows(page).count()).toBe(1);
  const row = listRows(page).first();
  await expect.poll(() => row.textContent()).toContain(orderId);
  return (await row.textContent())!;
}

describe('a payment link, from creating it to the money', () => {
  let infoPath = '';

  it('creates the link and copies its short link', async () => {
    await page.goto('/solutions/links/create/settings?amount=7.40&invoice_name=LOOP-LINK-1');
    await expect.poll(() => page.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('7.40');
    await page.locator('form').getByRole('combobox', { name: 'Merchant' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Loop test');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((url) => /^\/solutions\/links\/info\/\d+$/.test(url.pathname));
    infoPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByTestId('link-status').textContent()).toBe('Created');
  });

  it('a decline shows on the checkout and the link stays created; the approve card pays it', async () => {
    await page.getByTestId('link-actions').getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied to clipboard').first().waitFor();
    const short = await page.evaluate(() => navigator.clipboard.readText());
    const payer = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const checkout = await payer.newPage();
    await checkout.goto(short);
    await checkout.waitForURL(/\/checkout\/link\/[\w-]{24}$/);
    expect(await checkout.textContent('.muted')).toContain('Loop test');

    expect(await payOnCheckout(checkout, DECLINE)).toBe('Payment declined');
    expect(await checkout.textContent('[role="alert"]')).toBe('Card declined by the issuer');
    await page.goto(infoPath);
    await expect.poll(() => page.getByTestId('link-status').textContent()).toBe('Created');

    await checkout.getByRole('link', { name: 'Try another card' }).click();
    expect(await payOnCheckout(checkout, APPROVE)).toBe('Payment successful');
    const dl = (await checkout.textContent('dl'))!;
    expect(dl).toContain('424242******4242');
    const orderId = await resultOrder(checkout);
    expect(orderId).toMatch(/^link_/);
    await payer.close();

    await page.goto('/solutions/links/list');
    const row = page.getByRole('row').filter({ hasText: 'LOOP-LINK-1' }).first();
    await expect.poll(() => row.textContent()).toContain('Paid');

    const text = await paymentRow(orderId);
    expect(text).toContain('Approved');
    expect(text).toContain('4242');
    expect(text).not.toContain(APPROVE);
  });
});

describe('a payment button on another site, from its embed code to the money', () => {
  it('pays through the embedded button; the payment is listed and the callback reaches the receiver', async () => {
    await page.goto('/solutions/buttons/create/settings');
    const form = page.getByTestId('schema-form-button');
    await form.getByRole('textbox', { name: 'Button name' }).fill('Loop tea');
    await form.getByRole('textbox', { name: 'Amount' }).fill('3.30');
    await form.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('tab', { name: 'Advanced features' }).click();
    await page.waitForURL(/\/features$/);
    await form.getByRole('button', { name: 'Add Item' }).click();
    await form.locator('#root_server_callbacks_0_url').fill(`${hostOrigin()}/callback`);
    const created = page.waitForResponse((r) => /\/buttons\/\d+\/create\/$/.test(r.url()) && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await created).status()).toBe(200);
    await page.waitForURL(/\/solutions\/buttons\/edit\/\d+\/\d+\/settings$/);

    await page.getByTestId('embed-toggle').click();
    await page.getByTestId('embed-copy').click();
    await page.getByText('Copied to clipboard').first().waitFor();
    const code = await page.evaluate(() => navigator.clipboard.readText());
    hostPage = `<!doctype html><html><head><title>Tea shop</title></head><body><h1>Tea shop</h1>${code}</body></html>`;

    const payer = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const shop = await payer.newPage();
    await shop.goto(`${hostOrigin()}/`);
    await shop.getByRole('link', { name: /Pay 3\.30/ }).click();
    await shop.waitForURL((url) => url.href.startsWith(`${baseURL()}/checkout/button/`));
    expect(await payOnCheckout(shop, APPROVE)).toBe('Payment successful');
    const orderId = await resultOrder(shop);
    expect(orderId).toMatch(/^button_/);
    await payer.close();

    await expect.poll(() => received.find((c) => c.order_id === orderId)).toMatchObject({
      order_id: orderId, order_status: 'approved', amount: '3.30', masked_card: '424242XXXXXX4242',
    });
    const text = await paymentRow(orderId);
    expect(text).toContain('Approved');
    expect(text).not.toContain(APPROVE);
  });
});
