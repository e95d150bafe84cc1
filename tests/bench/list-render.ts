// Page switch of an 80-row list in Chromium (issue 15 item 7): the production build (dist/, run
// `npx vite build` first) served by the real server on the demo data (fresh in-memory PGlite),
// Debian's Chromium through playwright-core. Per switch: the time from the click on a page
// number to the new rows painted (the first row's text changed, the loading overlay gone, then
// one frame and a task later), and the longest task (PerformanceObserver 'longtask') in that time.
// First visits (the list call goes to the server) and revisits (the reply is cached) are printed
// apart; goals: median switch < 150 ms, no task over 50 ms. Also counts /account/check_auth/ calls
// made by the switches (goal 0).
//   CHROMIUM_PATH (default /usr/bin/chromium), BENCH_RENDER_SWITCHES (default 12)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, waitForServer } from '../e2e/server-process.ts';
import { formatGoal, goal, median } from './support/stats.ts';

const DEMO = { email: 'demo@merchant.test', password: 'Demo-merchant-1' };

type Switch = { ms: number; longest: number };

export async function run(): Promise<void> {
  const dist = process.env.BENCH_DIST_DIR ?? 'dist';
  if (!existsSync(`${dist}/index.html`)) {
    console.log('list-render: skipped, no production build in dist/ (run `npx vite build`)');
    return;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), PGLITE_DIR: 'memory://', NODE_ENV: 'production', DATABASE_URL: '', PUBLIC_URL: base,
      DIST_DIR: dist, IDENTITY_PORT: String(await freePort()), IDENTITY_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await waitForServer(`${base}/api/v2/saas/`, server, 120_000);
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
    // tsx names the functions it compiles (__name); the callbacks evaluated in the page need it too.
    await context.addInitScript('window.__name = (f) => f');
    const page = await context.newPage();
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const signedIn = await page.evaluate(async (account) => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('csrftoken='))?.slice('csrftoken='.length) ?? '';
      const res = await fetch('/api/v2/account/login/', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrftoken': token }, body: JSON.stringify(account) });
      return res.status;
    }, DEMO);
    if (signedIn !== 200) throw new Error(`sign in answered ${signedIn}`);
    await page.goto('/transactions/payments/all?limit=80');
    // 80 rows on the page (the table may render only those near the scroll window).
    await page.locator('[data-list] table[aria-rowcount="81"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.evaluate(() => {
      const w = window as unknown as { __longtasks: PerformanceEntry[] };
      w.__longtasks = [];
      new PerformanceObserver((list) => w.__longtasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
    });
    let checks = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v2/account/check_auth/') checks++;
    });
    const pages = await page.evaluate(() => [...document.querySelectorAll('[data-list] ~ * button, [data-list] button')]
      .map((b) => b.textContent ?? '').filter((t) => /^\d+$/.test(t)).map(Number));
    const top = Math.min(Math.max(...pages), 5);
    const switches = Number(process.env.BENCH_RENDER_SWITCHES ?? 12);
    const cycle = [...Array.from({ length: top - 1 }, (_, i) => i + 2), 1];
    const order = Array.from({ length: switches }, (_, i) => cycle[i % cycle.length]);
    const first: Switch[] = [];
    const again: Switch[] = [];
    const seen = new Set<number>([1]);
    for (const target of order) {
      const result = await page.evaluate(async (to) => {
        const w = window as unknown as { __longtasks: PerformanceEntry[] };
        const firstRow = () => document.querySelector('[data-list] tbody tr')?.textContent;
        const before = firstRow();
        const button = [...document.querySelectorAll('[data-list] button')].find((b) => b.textContent === String(to)) as HTMLButtonElement | undefined;
        if (!button) throw new Error(`no page button ${to}`);
        const start = performance.now();
        button.click();
        await new Promise<void>((resolve, reject) => {
          const give = setTimeout(() => reject(new Error(`page ${to} did not show`)), 30_000);
          const check = () => {
            if (firstRow() !== before && !document.querySelector('[data-list] .mantine-LoadingOverlay-root')) {
              clearTimeout(give);
              requestAnimationFrame(() => setTimeout(resolve, 0));
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
        const ms = performance.now() - start;
        const longest = Math.max(0, ...w.__longtasks.filter((e) => e.startTime >= start - 1).map((e) => e.duration));
        return { ms, longest };
      }, target);
      (seen.has(target) ? again : first).push(result);
      seen.add(target);
      await page.waitForTimeout(200);
    }
    const show = (label: string, s: Switch[]) => s.length && console.log(`${label}: ${s.length} switches, median ${median(s.map((x) => x.ms)).toFixed(0)} ms `
      + `(${s.map((x) => x.ms.toFixed(0)).join(', ')}), longest task ${Math.max(...s.map((x) => x.longest)).toFixed(0)} ms`);
    console.log(`payments list, 80 rows per page, Chromium, production build, demo data; pages 1-${top}`);
    show('first visit of a page', first);
    show('page switch (reply cached)', again);
    const all = [...first, ...again];
    console.log(formatGoal(goal('80-row page switch, median', median(again.length ? again.map((x) => x.ms) : all.map((x) => x.ms)), '<=', 150, ' ms')));
    console.log(formatGoal(goal('80-row first visit of a page, median', median(first.map((x) => x.ms)), '<=', 150, ' ms')));
    console.log(formatGoal(goal('longest task during switches', Math.max(...all.map((x) => x.longest)), '<=', 50, ' ms')));
    console.log(formatGoal(goal('check_auth calls made by page switches', checks, '<=', 0)));
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
