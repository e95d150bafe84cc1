// Merchant text never runs (issue 12 item 7): the 50 probes of xss-probes.ts as button text (the
// embed on a host page of another origin and the constructor's preview), as a link's description
// (details page, e-mail preview, checkout) and as custom field labels (checkout and portal details).
// Nothing opens a dialog or sets window.__xss, no element carries an on* handler, and the probe's
// text is shown as text. Button text is capped at 50 characters and labels at 100 (the forms' limits),
// so those take the probe's first 50 / 100 characters.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session } from './browser';
import { apiPost, DEMO, signInQuickly } from './steps';
import { XSS_PROBES } from './xss-probes';

const S = '/api/v2/merchant/payment-solutions';

let session: Session;
let page: Page;
let host: Server;
let hostPage = '';
let merchant = 0;
const dialogs: string[] = [];
const watch = (p: Page) => p.on('dialog', (d) => {
  dialogs.push(`${p.url()}: ${d.message()}`);
  void d.dismiss();
});

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  watch(page);
  host = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage));
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  await signInQuickly(page, DEMO);
  const merchants = await page.evaluate(async (url) => (await (await fetch(url)).json()) as { data: Array<{ value: number }> }, `${S}/links/merchants/`);
  merchant = merchants.data[0].value;
});
afterAll(async () => {
  await session?.close();
  await new Promise((resolve) => host?.close(resolve));
});

/** What would show a probe ran or left live markup: window.__xss, on* attributes, javascript: URLs, probe ids. */
const executed = (p: Page) => p.evaluate(() => ({
  xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
  handlers: [...document.querySelectorAll('*')].flatMap((e) => e.getAttributeNames().filter((a) => a.startsWith('on')).map((a) => `${e.tagName}.${a}`)),
  jsUrls: document.querySelectorAll('[href^="javascript" i],[src^="javascript" i],[action^="javascript" i],[data^="javascript" i]').length,
  probeIds: document.querySelectorAll('#xss-link,#xss-click,marquee,details[ontoggle]').length,
}));
const CLEAN = { xss: null, handlers: [], jsUrls: 0, probeIds: 0 };
/** Text comparison as a browser's textContent keeps it (probes are shown as typed, trimmed). */
const shown = (probe: string) => probe.trim();

describe('50 XSS probes through links', () => {
  const links: Array<{ id: number; url: string; probe: string }> = [];

  beforeAll(async () => {
    for (const probe of XSS_PROBES) {
      const res = await apiPost(page, `${S}/links/${merchant}/create/`, {
        amount: '1.00', currency: 'GEL', description: probe, invoice_name: 'XSS', custom_fields: [probe.slice(0, 100)],
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const inv = (res.json as { invoice: { id: number; url: string } }).invoice;
      links.push({ id: inv.id, url: inv.url, probe });
    }
  }, 120_000);

  it('the details page and its sandboxed e-mail preview show description and label as text', async () => {
    for (const { id, probe } of links) {
      await page.goto(`/solutions/links/info/${id}`);
      const summary = page.getByTestId('link-summary');
      await expect.poll(() => summary.textContent(), { message: probe }).toContain(shown(probe).slice(0, 20));
      const preview = page.frameLocator('[data-testid="link-preview"] iframe').locator('body');
      await expect.poll(() => preview.textContent(), { message: probe }).toContain(shown(probe).slice(0, 20));
      expect(await page.getByTestId('link-preview').locator('iframe').getAttribute('sandbox')).toBe('');
      expect(await executed(page), probe).toEqual(CLEAN);
      const frame = page.frames().find((f) => f !== page.mainFrame());
      if (frame) expect(await frame.evaluate(() => document.querySelectorAll('script,[onerror],[onload]').length).catch(() => 0), probe).toBe(0);
    }
    expect(dialogs).toEqual([]);
  }, 300_000);

  it('the checkout shows description and label as text', async () => {
    const payer = await session.context.newPage();
    watch(payer);
    for (const { url, probe } of links) {
      await payer.goto(url);
      expect(await payer.textContent('.muted'), probe).toContain(shown(probe));
      expect((await payer.textContent('label[for="cf_0"]'))!.replace(/ \*$/, ''), probe).toBe(probe.slice(0, 100));
      expect(await executed(payer), probe).toEqual(CLEAN);
    }
    await payer.close();
    expect(dialogs).toEqual([]);
  }, 240_000);
});

describe('50 XSS probes through buttons', () => {
  const buttons: Array<{ id: number; alias: string; text: string; label: string }> = [];

  beforeAll(async () => {
    for (const probe of XSS_PROBES) {
      const text = probe.slice(0, 50);
      const label = probe.slice(0, 100);
      const res = await apiPost(page, `${S}/buttons/${merchant}/create/`, {
        name: 'XSS button', amount: '1.00', currency: 'GEL', button_type: 'purchase', lang: 'en',
        custom_fields: [{ label, name: 'probe' }], appearance: { text, content: 'text' },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const { id, alias } = res.json as { id: number; alias: string };
      buttons.push({ id, alias, text, label });
    }
  }, 120_000);

  it('every button, embedded on one host page of another origin, shows its text as text', async () => {
    const codes: string[] = [];
    for (const b of buttons) {
      const res = await apiPost(page, `${S}/buttons/${merchant}/design/0/compile/`, { button_hash: b.alias });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      codes.push((res.json as { source_code: string }).source_code);
    }
    hostPage = `<!doctype html><html><head><title>Host</title></head><body>${codes.join('\n')}</body></html>`;
    const shop = await session.context.newPage();
    watch(shop);
    await shop.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
    await expect.poll(() => shop.locator('[data-portal-button]').evaluateAll((els) => els.filter((e) => e.shadowRoot).length)).toBe(buttons.length);
    await shop.waitForTimeout(300);
    const texts = await shop.locator('[data-portal-button]').evaluateAll((els) => els.map((e) => ({
      text: e.shadowRoot!.querySelector('a')!.textContent, elements: e.shadowRoot!.querySelectorAll('*').length,
      handlers: [...e.shadowRoot!.querySelectorAll('*')].flatMap((n) => n.getAttributeNames().filter((a) => a.startsWith('on'))),
    })));
    for (const [i, b] of buttons.entries()) {
      expect(texts[i].text, b.text).toContain(b.text.trim());
      expect(texts[i].handlers, b.text).toEqual([]);
    }
    expect(await executed(shop)).toEqual(CLEAN);
    await shop.close();
    expect(dialogs).toEqual([]);
  }, 120_000);

  it('the constructor preview and the details page show text and labels as text', async () => {
    for (const b of buttons) {
      await page.goto(`/solutions/buttons/edit/${merchant}/${b.id}/settings`);
      await expect.poll(() => page.getByTestId('button-preview').textContent(), { message: b.text }).toContain(b.text.trim());
      expect(await executed(page), b.text).toEqual(CLEAN);
      await page.goto(`/solutions/buttons/info/${merchant}/${b.id}`);
      await expect.poll(() => page.locator('main').textContent(), { message: b.label }).toContain(b.label.trim());
      expect(await executed(page), b.label).toEqual(CLEAN);
    }
    expect(dialogs).toEqual([]);
  }, 400_000);

  it('the checkout shows each label as text', async () => {
    const payer = await session.context.newPage();
    watch(payer);
    for (const b of buttons) {
      await payer.goto(`/checkout/button/${b.alias}`);
      expect((await payer.textContent('label[for="cf_0"]'))!.replace(/ \*$/, ''), b.label).toBe(b.label);
      expect(await executed(payer), b.label).toEqual(CLEAN);
    }
    await payer.close();
    expect(dialogs).toEqual([]);
  }, 240_000);
});
