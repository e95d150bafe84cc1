// The hosted checkout in Chromium with merchant text made of XSS probes: the merchant name, the
// description and a custom field label of each payable is a probe, and so is the payer's value sent
// back after a refused submit. Nothing runs (no dialog, no window.__xss), no probe element reaches the
// DOM, and the text reads exactly as typed. The checkout is served by an app in this process over
// a test source (tests/api/checkout-fixtures.ts), on PGlite in memory.
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { connect, type Db } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { addPayable, createFixtureTable, fixtureSource, order } from '../api/checkout-fixtures.ts';
import { openBrowser, type Session } from './browser.ts';
import { XSS_PROBES } from './xss-probes.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/** axe (WCAG 2.0/2.1 A and AA) on the page: the critical and serious violations, one line each. */
async function axeViolations(page: Page, where: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Document, o: unknown): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${where} | ${v.id} (${v.impact}) | ${v.targets.join(' ')}`);
}

const FOREIGN = 'script,iframe,object,embed,svg,img,video,audio,math,details,marquee,x,template,noscript,base,link,textarea,a[href^="javascript"]';

describe('hosted checkout against XSS probes', () => {
  let db: Db;
  let app: FastifyInstance;
  let base = '';
  let s: Session;
  const dialogs: string[] = [];

  beforeAll(async () => {
    db = connect({ pgliteDir: 'memory://' });
    await migrateToLatest(db);
    await createFixtureTable(db);
    app = await buildApp({ db, distDir: null, secretKey: 'e2e-checkout', production: false, checkoutSources: { link: fixtureSource } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (const [i, probe] of XSS_PROBES.entries()) {
      const merchant = await db.insertInto('merchants').values({
        merchant_id: String(2_000_000 + i), name: `Shop ${probe}`, url: 'https://shop.example', company_name: 'Shop LLC', company_id: null,
        status: 'active', country: 'GE', currencies: JSON.stringify(['GEL']),
      }).returning('id').executeTakeFirstOrThrow();
      await addPayable(db, `probe${i}`, order(merchant.id, { description: probe, fields: [{ name: 'f', label: probe, required: true }] }));
    }
    s = await openBrowser();
    s.page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await app?.close();
    await db?.destroy();
  });

  const probeState = () => s.page.evaluate((foreign) => ({
    xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
    foreign: document.querySelectorAll(foreign).length,
    handlers: [...document.querySelectorAll('*')].flatMap((e) => e.getAttributeNames().filter((a) => a.startsWith('on'))),
    title: document.querySelector('h1')?.textContent ?? '',
    description: document.querySelector('.muted')?.textContent ?? '',
    label: document.querySelector('label[for="cf_0"]')?.textContent ?? '',
  }), FOREIGN);

  it('renders 50 probes as text on the checkout page and after a refused submit; none executes', async () => {
    for (const [i, probe] of XSS_PROBES.entries()) {
      await s.page.goto(`${base}/checkout/link/probe${i}`);
      await s.page.waitForTimeout(150);
      expect(await probeState(), probe).toEqual({ xss: null, foreign: 0, handlers: [], title: `Shop ${probe}`, description: probe, label: `${probe} *` });

      // The payer's own text comes back in the re-rendered form (the card number is refused).
      await s.page.fill('#cf_0', probe.replace(/[\u2028\u2029\u200b]/g, ''));
      await s.page.fill('#card_number', '4242424242424241');
      await s.page.click('button[type="submit"]');
      await s.page.waitForSelector('#card_number-error');
      await s.page.waitForTimeout(150);
      const after = await probeState();
      expect({ ...after, value: await s.page.inputValue('#cf_0') }, probe).toMatchObject({ xss: null, foreign: 0, handlers: [], value: probe.replace(/[\u2028\u2029\u200b]/g, '').trim() });
    }
    expect(dialogs).toEqual([]);
  }, 240_000);

  it('a payer pays with the approve test card and sees the result; form, errors and results pass axe', async () => {
    // axe is injected as a script, which the checkout's CSP (no script at all) refuses: this context bypasses it.
    const context = await s.browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    const violations: string[] = [];
    const payWith = async (ref: string, number: string) => {
      await page.goto(`${base}/checkout/link/${ref}`);
      await page.fill('#cf_0', 'table 7');
      await page.fill('#card_number', number);
      await page.fill('#card_exp', `12/${nextYear}`);
      await page.fill('#card_cvv', '123');
      await page.click('button[type="submit"]');
    };
    await page.goto(`${base}/checkout/link/probe1`);
    violations.push(...await axeViolations(page, 'form'));
    await page.click('button[type="submit"]');
    await page.waitForSelector('#card_number-error');
    violations.push(...await axeViolations(page, 'form with errors'));
    await payWith('probe1', '4000 0000 0000 0002');
    await expect.poll(() => page.textContent('h1')).toBe('Payment declined');
    expect(await page.textContent('[role="alert"]')).toBe('Card declined by the issuer');
    violations.push(...await axeViolations(page, 'declined'));
    await payWith('probe0', '4242 4242 4242 4242');
    await expect.poll(() => page.textContent('h1')).toBe('Payment successful');
    expect(await page.textContent('dl')).toContain('424242******4242');
    violations.push(...await axeViolations(page, 'approved'));
    await page.goto(`${base}/checkout/link/unknown`);
    violations.push(...await axeViolations(page, 'not found'));
    await context.close();
    expect(violations).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
