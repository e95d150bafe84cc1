// Accessibility sweep (issue 10 item 23): axe-core, WCAG 2.0/2.1 A and AA, on every route of
// schemas/routes.json, signed out for the visitor and open routes and as the demo owner for the rest,
// with parametrised routes filled from the demo data; plus an open modal (a payment action's, the
// dashboard settings), the filter popover and the header's menus. Any critical or serious violation fails, and so do the moderate rules the issue
// names (best-practice rules outside the WCAG tags are switched on for that).
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, openBrowser, type Session } from './browser';
import { DEMO, forgetSession, readJson, signInQuickly, spaNavigate, waitForListRows } from './steps';

interface RouteEntry {
  path: string;
  screen: string;
  schema?: string;
  access: string;
}
interface Violation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: unknown[]; detail: string }>;
}

const ROUTES = readJson<RouteEntry[]>('schemas/routes.json');
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** Moderate rules the issue lists: they fail the sweep like critical and serious ones. */
const NAMED_RULES = ['label-content-name-mismatch', 'page-has-heading-one', 'region', 'heading-order', 'empty-table-header'];
const SIGNED_OUT = new Set(['visitor', 'open']);

let session: Session;
let page: Page;
/** Requests of the page still under way: a screen is ready for axe when none is left for a while. */
let inFlight = 0;

beforeAll(async () => {
  session = await openBrowser();
  // The portal's Content-Security-Policy (script-src 'self') would refuse axe's injected script.
  const context = await session.browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 800 }, bypassCSP: true });
  page = await context.newPage();
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
});
afterAll(async () => {
  await session?.close();
});

/**
 * Waits until no request has been under way for 200 ms, no loader shows and no transition runs:
 * a half-faded menu, modal or alert would be measured with the wrong contrast.
 */
async function settle(): Promise<void> {
  const deadline = Date.now() + 10000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (inFlight > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) break;
  }
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.mantine-Loader-root, .mantine-LoadingOverlay-root') &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      // Generous: a screen's code chunk can take long on a loaded machine; a screen still loading
      // after that is audited as it is.
      { timeout: 30000 },
    )
    .catch(() => undefined);
}

/** axe on the whole document; the violations that fail the sweep, one line each. */
async function audit(where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(
    async (named) => {
      const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: Object.fromEntries(named.map((id) => [id, { enabled: true }])),
        resultTypes: ['violations'],
      });
      type Check = { message: string; data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } };
      type Node = { target: unknown[]; any: Check[]; all: Check[]; none: Check[] };
      // What axe measured: the colours and ratio for contrast, else the first failed check's message.
      const detail = (n: Node) => {
        const check = [...n.any, ...n.all, ...n.none][0];
        const d = check?.data;
        return d?.contrastRatio ? `${d.fgColor} on ${d.bgColor} = ${d.contrastRatio}` : (check?.message ?? '');
      };
      return (result.violations as unknown as Array<Omit<Violation, 'nodes'> & { nodes: Node[] }>).map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map((n) => ({ target: n.target, detail: detail(n) })),
      }));
    },
    NAMED_RULES,
  );
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious' || NAMED_RULES.includes(v.id))
    .flatMap((v) => v.nodes.map((n) => `${where} | ${v.id} (${v.impact}) | ${JSON.stringify(n.target)} | ${n.detail}`));
}

/** The first link in the list on `path` whose address starts with `prefix`: a real record of the demo data. */
async function firstLink(path: string, prefix: string): Promise<string> {
  await spaNavigate(page, path);
  await waitForListRows(page);
  const href = await page.locator(`[data-list] tbody a[href^="${prefix}"]`).first().getAttribute('href');
  if (!href) throw new Error(`no ${prefix}… link on ${path}`);
  return new URL(href, 'http://x').pathname;
}

/** Tab ids of a tabs page, or of a record's tab group: each tab is a screen of its own. */
function tabsOf(route: RouteEntry): string[] {
  const group =
    route.screen === 'engine/tabs' ? route.schema : route.screen === 'engine/record' ? readJson<{ tabs?: { group: string } }>(`schemas/records/${route.schema}.json`).tabs?.group : undefined;
  return group ? readJson<{ tabs: Array<{ id: string }> }>(`schemas/tabs/${group}.json`).tabs.map((t) => t.id) : ['all'];
}

/** The addresses of a route: its parameters filled with real ids of the demo owner's records, once per tab. */
function addressesOf(route: RouteEntry, ids: Record<string, string>): string[] {
  if (route.path === '*') return ['/no/such/page'];
  return tabsOf(route).map((tab) =>
    route.path
      .replace('/*', '/anything')
      .replace(/:([A-Za-z_]+)\??/g, (_, name: string) => {
        if (name === 'type' || name === 'tab') return tab;
        if (name === 'code') return '404';
        if (name === 'token') return 'a11y-sweep-token';
        return ids[`${route.path}:${name}`] ?? ids[name] ?? '11';
      }),
  );
}

async function sweep(routes: RouteEntry[], ids: Record<string, string>): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    for (const address of addressesOf(route, ids)) {
      await spaNavigate(page, address);
      await settle();
      failures.push(...(await audit(`${route.path} (${address})`)));
    }
  }
  return failures;
}

function report(failures: string[]): void {
  if (failures.length) console.log(`axe violations (${failures.length}):\n${failures.join('\n')}`);
  expect(failures).toEqual([]);
}

describe('axe sweep, WCAG 2.1 A/AA', () => {
  it('signed out: every visitor and open route', async () => {
    await forgetSession(page);
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    report(await sweep(ROUTES.filter((r) => SIGNED_OUT.has(r.access)), {}));
  });

  it('as the demo owner: every other route', { timeout: 180000 }, async () => {
    await signInQuickly(page, DEMO);
    const payment = (await firstLink('/transactions/payments/all', '/transactions/payments/info/')).split('/')[4]!;
    const settlement = (await firstLink('/transactions/settlements/bulk', '/transactions/settlements/info/')).split('/')[4]!;
    const merchants = (await (await page.request.get('/api/v2/merchant/list/')).json()) as { data: Array<{ id: number }> };
    const company = (await firstLink('/settings/companies/list', '/settings/companies/info/')).split('/')[4]!;
    const link = (await firstLink('/solutions/links/list', '/solutions/links/info/')).split('/')[4]!;
    const merchant = String(merchants.data[0]!.id);
    // The demo's cash register (server/cashbox/seed.ts): its info page.
    const boxes = (await (await page.request.get('/api/v2/merchant/cashboxes/list/')).json()) as { data: Array<{ id: number; cashbox: { id: number } | null }> };
    const box = boxes.data.find((b) => b.cashbox)!;
    const ids = {
      '/taxes/info/:merchant/:cashbox:merchant': String(box.id),
      '/taxes/info/:merchant/:cashbox:cashbox': String(box.cashbox!.id),
      '/transactions/payments/info/:id/:type:id': payment,
      '/transactions/settlements/info/:id:id': settlement,
      '/transactions/settlements/currencies/:id:id': settlement,
      '/solutions/links/info/:id:id': link,
      // A special report with rows in the demo data (server/reports/special/registry.ts).
      '/reports/special/custom/:id:id': '1001',
      merchant,
      merchant_id: merchant,
      company,
      id: payment,
    };
    report(await sweep(ROUTES.filter((r) => !SIGNED_OUT.has(r.access)), ids));
  });

  it('open overlays: a modal, the filter popover, the header menus', async () => {
    // Still signed in as the demo owner by the test above.
    const failures: string[] = [];
    await spaNavigate(page, '/transactions/payments/all');
    await waitForListRows(page);
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByTestId('filter-bar').waitFor();
    await settle();
    failures.push(...(await audit('filters popover on /transactions/payments/all')));
    await page.keyboard.press('Escape');

    for (const [name, what] of [
      [/^Notifications/, 'notifications'],
      [/Language/, 'language menu'],
      [/User menu/, 'user menu'],
    ] as const) {
      await page.getByRole('banner').getByRole('button', { name }).click();
      await settle();
      failures.push(...(await audit(`${what} open`)));
      await page.keyboard.press('Escape');
    }

    const info = await firstLink('/transactions/payments/all', '/transactions/payments/info/');
    await spaNavigate(page, info);
    await settle();
    await page.getByTestId('payment-actions').getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await settle();
    failures.push(...(await audit(`first payment action's modal on ${info}`)));
    await page.keyboard.press('Escape');

    await spaNavigate(page, '/');
    await page.getByRole('button', { name: 'Dashboard settings' }).click();
    await page.getByRole('dialog', { name: 'Dashboard settings' }).getByRole('checkbox').first().waitFor();
    await settle();
    failures.push(...(await audit('the dashboard settings modal on /')));
    report(failures);
  });

  it('the MO/TO charge modal open, and the landing wizard with data (issue 13)', async () => {
    await forgetSession(page);
    await signInQuickly(page, DEMO);
    // The MO/TO merchant (Kyiv Books) is the header's merchant.
    const failures: string[] = [];
    const merchants = (await (await page.request.get('/api/v2/merchant/payment-solutions/moto/merchants/')).json()) as { data: Array<{ value: number }> };
    const moto = String(merchants.data[0]!.value);
    await page.context().addCookies([{ name: 'merchant', value: moto, url: baseURL() }]);
    await spaNavigate(page, '/solutions/terminal/moto');
    await page.getByRole('button', { name: 'Charge card' }).click();
    await page.getByRole('dialog').getByRole('textbox').first().waitFor();
    await settle();
    failures.push(...(await audit('the MO/TO charge modal on /solutions/terminal/moto')));
    await page.keyboard.press('Escape');

    // The demo's published landing: every step filled.
    const list = (await (await page.request.get('/api/v2/merchant/landings/list/')).json()) as { data: Array<{ id: number; merchant: number }> };
    const landing = list.data[0]!;
    for (const step of ['settings', 'finance', 'contacts']) {
      const address = `/solutions/landings/edit/${landing.merchant}/${landing.id}/${step}`;
      await spaNavigate(page, address);
      await page.locator('form').first().waitFor();
      await settle();
      failures.push(...(await audit(`the landing wizard with data (${address})`)));
    }
    report(failures);
  });
});
