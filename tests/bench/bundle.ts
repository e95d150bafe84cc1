// Bundle bench, measured the way a browser loads the pages: a production build (precompressed
// assets) served by the portal (PGlite in memory with the demo data), opened in headless Chromium
// with an empty cache.
// - sign-in `/account/login` (the lean page, src/signin): every JS (and CSS) file the page requests
//   before it is interactive (its form's Sign in button shown); kB on the wire (brotli, as Chromium accepts it) and as gzip (the .gz
//   copies a gzip-only browser gets); and what it loads after that until the network is idle;
// - cold payments page `/transactions/payments/all` (signed in, empty cache): JS kB requested before
//   its first list row showed, requests, and ms from navigation start to the frame that first shows
//   a row of the list's data (timed in the page; median of BENCH_RUNS, default 3);
// - the manifest check that the sign-in route holds no ECharts or dashboard code.
// BENCH_DIST=<dir>: serve that build (it needs .vite/manifest.json) instead of building into a
// temporary folder (the shared dist/ is left alone).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router-dom';
import type { BrowserContext, Page } from 'playwright-core';
import { buildApp } from '../../server/app.ts';
import { connect } from '../../server/db/connect.ts';
import { DEMO_USERS } from '../../server/seed/demo-data.ts';
import { prepareDatabase } from '../../server/seed/first-start.ts';
import { applyRedirects } from '../../src/router/applyRedirects';
import type { Redirect, RouteEntry } from '../../src/router/routeTable';
import { launchChromium, ROOT, viteBuild } from './support/browser';
import { chunksUnder, initialJs, kb, readManifest, screenKey, type SizeOf } from './support/manifest';
import { formatGoal, goal, median } from './support/stats';

export const LOGIN_BUDGET = 150_000;
export const LOGIN_GOAL = 120_000;
export const PAYMENTS_BUDGET = 300_000;
export const FIRST_ROW_BUDGET_MS = 1000;
const LOGIN = '/account/login';
/** What src/main.tsx loads: the lean sign-in page for a fresh /account/login, else the app. */
const LEAN_SIGN_IN = 'src/signin/startSignIn.tsx';
const APP_START = 'src/startApp.tsx';
const PAYMENTS = '/transactions/payments/all';
/** A row of the list's data (not the empty-state row). */
const FIRST_ROW = '[data-list] tbody tr[data-row-key]';
/** The dashboard's modules (issue 11), and a string only ECharts' core ships (the attribute it marks its DOM node with). */
const DASHBOARD = ['screens/dashboard/'];
const ECHARTS_MARKER = '_echarts_instance_';

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

/** The screen id that serves an address (after the redirect map), as the router would pick it. */
export function screenOf(address: string, routes: RouteEntry[], redirects: Redirect[]): string {
  const target = applyRedirects(address, redirects) ?? address;
  const match = matchRoutes(routes, target)?.at(-1)?.route as RouteEntry | undefined;
  if (!match) throw new Error(`no route serves ${address}`);
  return match.screen;
}

export interface Loaded {
  /** Path of the file under dist (e.g. assets/index-abc.js). */
  file: string;
  kind: 'js' | 'css';
  /** Bytes on the wire (the encoded body). */
  wire: number;
  encoding: string;
  /** Bytes of its gzip copy (or of gzip level 9 when no copy was written), and raw. */
  gzip: number;
  raw: number;
  /** Requested before the page was interactive (the awaited element there). */
  beforeReady: boolean;
}

export interface PageLoad {
  files: Loaded[];
  requests: number;
  /** ms from navigation start until the awaited element was there. */
  readyMs: number;
}

const sum = (files: Loaded[], kind: Loaded['kind'], key: 'wire' | 'gzip' | 'raw') =>
  files.filter((f) => f.kind === kind).reduce((total, f) => total + f[key], 0);
const early = (l: PageLoad): PageLoad => ({ ...l, files: l.files.filter((f) => f.beforeReady) });

function gzipOf(dist: string, file: string): { gzip: number; raw: number } {
  const path = join(dist, file);
  const raw = statSync(path).size;
  const gz = `${path}.gz`;
  return { raw, gzip: existsSync(gz) ? statSync(gz).size : Math.min(raw, gzipSync(readFileSync(path), { level: 9 }).length) };
}

/** Opens `address` in `context` and records every response until `ready` resolved and the network went idle. */
/**
 * Times in the page when the first element matching `selector` is shown: checked on every animation
 * frame, the one it is painted in. Playwright's own wait polls and answers over the wire, 100-300 ms
 * after the fact on this machine.
 */
const shownAt = (selector: string) => `
  const seen = () => {
    const element = document.querySelector(${JSON.stringify(selector)});
    if (element && element.checkVisibility()) window.__shownAt = performance.now();
    else requestAnimationFrame(seen);
  };
  requestAnimationFrame(seen);
`;

interface LoadOptions {
  /** A selector timed in the page (shownAt); without it, the time `ready` resolved. */
  shown?: string;
  /** Records every file (its sizes are asked over the wire as each arrives, which slows the page:
   * timed loads go without). */
  count?: boolean;
}

async function load(context: BrowserContext, dist: string, address: string, ready: (page: Page) => Promise<unknown>, { shown, count = true }: LoadOptions = {}): Promise<PageLoad> {
  const page = await context.newPage();
  if (shown) await page.addInitScript(shownAt(shown));
  const pending: Promise<Loaded | null>[] = [];
  const early = new Set<object>();
  let isReady = false;
  let requests = 0;
  if (count) page.on('request', (request) => {
    if (!isReady) early.add(request);
  });
  if (count) page.on('requestfinished', (request) => {
    requests++;
    pending.push(
      (async () => {
        const path = new URL(request.url()).pathname;
        const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : null;
        if (!kind || !path.startsWith('/assets/')) return null;
        const response = await request.response();
        const sizes = await request.sizes();
        const file = path.slice(1);
        const encoding = (await response?.headerValue('content-encoding')) ?? 'none';
        return { file, kind, wire: sizes.responseBodySize, encoding, beforeReady: early.has(request), ...gzipOf(dist, file) };
      })(),
    );
  });
  await page.goto(address);
  await ready(page);
  isReady = true;
  const readyMs = await page.evaluate(() => (window as { __shownAt?: number }).__shownAt ?? performance.now());
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter((f): f is Loaded => f !== null);
  await page.close();
  return { files, requests, readyMs };
}

function row(label: string, value: string) {
  console.log(`  ${label.padEnd(52)} ${value}`);
}

function printLoad(label: string, all: PageLoad) {
  const l = early(all);
  const js = l.files.filter((f) => f.kind === 'js');
  const enc = [...new Set(js.map((f) => f.encoding))].join('/');
  row(
    `${label} JS before interactive`,
    `${kb(sum(l.files, 'js', 'wire'))} on the wire (${enc}), ${kb(sum(l.files, 'js', 'gzip'))} gzip, ${kb(sum(l.files, 'js', 'raw'))} raw, ${js.length} files`,
  );
  row(`${label} CSS before interactive`, `${kb(sum(l.files, 'css', 'wire'))} on the wire, ${kb(sum(l.files, 'css', 'gzip'))} gzip, ${l.files.length - js.length} files`);
  const later = all.files.filter((f) => !f.beforeReady && f.kind === 'js');
  row(`${label} JS loaded after (until network idle)`, `${kb(sum(later, 'js', 'gzip'))} gzip, ${later.length} files`);
  row(`${label} requests (until network idle)`, String(all.requests));
}

export async function run(): Promise<void> {
  const given = process.env.BENCH_DIST;
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const { dir, cleanup } = given ? { dir: given, cleanup: () => undefined } : viteBuild(['--manifest']);
  const db = connect({ pgliteDir: 'memory://' });
  const browser = await launchChromium();
  try {
    await prepareDatabase(db, 'http://127.0.0.1');
    const app = await buildApp({ db, distDir: dir, logger: false, production: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      console.log(`bundle, as Chromium loads it (${given ? dir : 'fresh production build'}; kB = 1000 bytes; empty cache)`);
      // Sign-in: the form is interactive when its button is there.
      const logins: PageLoad[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ baseURL: base });
        logins.push(await load(context, dir, LOGIN, (page) => page.getByRole('button', { name: 'Sign in' }).waitFor()));
        await context.close();
      }
      const login = logins[0];
      printLoad(`${LOGIN}`, login);
      row(`${LOGIN} form shown (median of ${runs})`, `${median(logins.map((l) => l.readyMs)).toFixed(0)} ms`);
      console.log('  largest JS files of the sign-in page (gzip):');
      for (const f of early(login).files.filter((x) => x.kind === 'js').sort((a, b) => b.gzip - a.gzip).slice(0, 10))
        row(`    ${f.file}`, `${kb(f.gzip)} (${kb(f.wire)} ${f.encoding})`);

      // Cold payments page: signed in through the API, then opened with an empty cache; its files
      // counted once, its first row timed in loads that count nothing.
      const openPayments = async (count: boolean) => {
        const context = await browser.newContext({ baseURL: base });
        try {
          await context.request.get('/api/v2/account/check_auth/');
          const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
          const owner = DEMO_USERS[0];
          const signIn = await context.request.post('/api/v2/account/login/', {
            data: { email: owner.email, password: owner.password },
            headers: { 'x-csrftoken': csrf },
          });
          if (!signIn.ok()) throw new Error(`demo owner cannot sign in: ${signIn.status()}`);
          return await load(context, dir, PAYMENTS, (page) => page.locator(FIRST_ROW).first().waitFor(), { shown: FIRST_ROW, count });
        } finally {
          await context.close();
        }
      };
      const cold = await openPayments(true);
      const payments: PageLoad[] = [];
      for (let i = 0; i < runs; i++) payments.push(await openPayments(false));
      printLoad(`${PAYMENTS} (cold)`, cold);
      const firstRow = median(payments.map((l) => l.readyMs));
      row(`${PAYMENTS} first row (median of ${runs})`, `${firstRow.toFixed(0)} ms (${payments.map((l) => l.readyMs.toFixed(0)).join(', ')})`);

      // The sign-in page holds no ECharts or dashboard code.
      const manifest = readManifest(dir);
      const dashboardFiles = new Set(chunksUnder(manifest, DASHBOARD).map((key) => manifest[key].file));
      const leaks = early(login).files
        .filter((f) => f.kind === 'js')
        .flatMap((f) => [
          ...(readFileSync(join(dir, f.file), 'utf8').includes(ECHARTS_MARKER) ? [`${f.file} (ECharts)`] : []),
          ...(dashboardFiles.has(f.file) ? [`${f.file} (dashboard)`] : []),
        ]);
      console.log(`  sign-in page holds no ECharts or dashboard code: ${leaks.length ? `FAIL (${leaks.join(', ')})` : 'PASS'}`);
      // The manifest's static closure, for comparison with the browser's figure (lazy chunks are missing from it).
      const sizeOf: SizeOf = (file) => {
        const { raw, gzip } = gzipOf(dir, file);
        return { bytes: raw, gzip };
      };
      const routes = readJson<RouteEntry[]>('schemas/routes.json');
      const redirects = readJson<Redirect[]>('schemas/redirects.json');
      const staticLogin = initialJs(manifest, [LEAN_SIGN_IN], sizeOf);
      row(`${LOGIN} static imports only (manifest, lean page)`, `${kb(staticLogin.gzip)} gzip`);
      const appLogin = initialJs(manifest, [APP_START, screenKey(manifest, screenOf(LOGIN, routes, redirects))], sizeOf);
      row(`  the app's sign-in screen (in-app navigation)`, `${kb(appLogin.gzip)} gzip`);

      const loginGzip = sum(early(login).files, 'js', 'gzip');
      console.log(`  ${formatGoal(goal(`sign-in JS gzip kB`, loginGzip / 1000, '<=', LOGIN_BUDGET / 1000))}`);
      console.log(`  ${formatGoal(goal(`sign-in JS gzip kB (goal)`, loginGzip / 1000, '<=', LOGIN_GOAL / 1000))}`);
      console.log(`  ${formatGoal(goal(`cold payments JS gzip kB`, sum(early(cold).files, 'js', 'gzip') / 1000, '<=', PAYMENTS_BUDGET / 1000))}`);
      console.log(`  ${formatGoal(goal('payments first row', firstRow, '<=', FIRST_ROW_BUDGET_MS, ' ms'))}`);
    } finally {
      await app.close();
    }
  } finally {
    await browser.close();
    await db.destroy();
    cleanup();
  }
}
