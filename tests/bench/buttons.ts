// Buttons bench (issue 12 item 11): time from a keystroke in the button constructor to the updated
// preview, measured in Chromium (playwright-core, /usr/bin/chromium or CHROMIUM_PATH) on the
// production build (`vite build` into a temporary folder, served by `node server/main.ts` over an
// in-memory database, signed in as the demo owner). In the page: the keystroke's event time to the
// first frame after the preview's text (or size label) changed; the figure printed is the part past
// the debounce (350 ms for a property, 300 ms for a size; goal under 50 ms). Also the embed script's
// gzip size (goal under 5 KB). BENCH_BUTTON_SAMPLES (default 9) keystrokes per figure.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { EMBED_SCRIPT } from '../../server/buttons/embed';
import { freePort, waitForServer } from '../e2e/server-process';
import { formatGoal, goal, median, round } from './support/stats';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEMO = { email: 'demo@merchant.test', password: 'Demo-merchant-1' };
const PROPERTY_DEBOUNCE_MS = 350;
const SIZE_DEBOUNCE_MS = 300;

async function signIn(page: Page): Promise<void> {
  await page.goto('/account/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  for (let i = 0; i < 50 && !(await page.context().cookies()).some((c) => c.name === 'csrftoken'); i++) await page.waitForTimeout(100);
  const status = await page.evaluate(async (body) => {
    const token = document.cookie.split('; ').find((c) => c.startsWith('csrftoken='))?.slice('csrftoken='.length) ?? '';
    const res = await fetch('/api/v2/account/login/', {
      method: 'POST', credentials: 'same-origin', body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(token) },
    });
    return res.status;
  }, DEMO);
  if (status !== 200) throw new Error(`sign in failed: ${status}`);
}

/**
 * One keystroke into `input` (a data-testid): ms from the key's event to the first animation frame
 * after `target` (a data-testid) changed what `read` reads.
 */
async function keystroke(page: Page, input: string, target: string, read: 'text' | 'label', key: string): Promise<number> {
  // A string, not a function: tsx would wrap named inner functions with a helper the page lacks.
  await page.evaluate(`(() => {
    const field = document.querySelector('[data-testid="${input}"]');
    const shown = document.querySelector('[data-testid="${target}"]');
    const read = ${JSON.stringify(read)};
    const before = read === 'label' ? shown.getAttribute('aria-label') : shown.textContent;
    window.__bench = new Promise((resolve) => {
      let start = 0;
      field.addEventListener('keydown', (e) => { start = e.timeStamp; }, { once: true, capture: true });
      const observer = new MutationObserver(() => {
        const now = read === 'label' ? shown.getAttribute('aria-label') : shown.textContent;
        if (now === before || start === 0) return;
        observer.disconnect();
        requestAnimationFrame((frame) => resolve(frame - start));
      });
      observer.observe(shown, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  })()`);
  await page.getByTestId(input).press(key);
  return page.evaluate('window.__bench') as Promise<number>;
}

async function measure(page: Page, samples: number) {
  await page.goto('/solutions/buttons/create/settings');
  const text = page.getByTestId('constructor-text');
  await text.waitFor();
  await page.getByTestId('button-preview').waitFor();
  await text.click();
  await text.press('End');
  const textMs: number[] = [];
  for (let i = 0; i < samples; i++) textMs.push(await keystroke(page, 'constructor-text', 'button-preview', 'label', i % 2 ? 'Backspace' : 'x'));
  const width = page.getByTestId('constructor-width');
  await width.click();
  await width.press('End');
  const sizeMs: number[] = [];
  // Up and down one pixel (the number input's arrow keys): the size label changes each time.
  for (let i = 0; i < samples; i++) sizeMs.push(await keystroke(page, 'constructor-width', 'button-preview-size', 'text', i % 2 ? 'ArrowDown' : 'ArrowUp'));
  return { text: median(textMs), size: median(sizeMs) };
}

export async function run(): Promise<void> {
  const gzip = gzipSync(EMBED_SCRIPT, { level: 9 }).length;
  console.log(`embed script: ${EMBED_SCRIPT.length} B, ${gzip} B gzip`);
  console.log(`  ${formatGoal(goal('embed script gzip', gzip / 1024, '<=', 5, ' KB'))}`);

  const samples = Number(process.env.BENCH_BUTTON_SAMPLES ?? 9);
  const dist = mkdtempSync(join(tmpdir(), 'bench-buttons-dist-'));
  const { build } = await import('vite');
  await build({ root: ROOT, configFile: `${ROOT}vite.config.ts`, logLevel: 'error', build: { outDir: dist, emptyOutDir: true } });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), PGLITE_DIR: 'memory://', NODE_ENV: 'test', DATABASE_URL: '', PUBLIC_URL: baseURL, DIST_DIR: dist,
      IDENTITY_PORT: String(await freePort()), IDENTITY_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    await waitForServer(`${baseURL}/api/v2/saas/`, server, 90000);
    const page = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page);
    const f = await measure(page, samples);
    console.log(`constructor keystroke→preview: debounce ${PROPERTY_DEBOUNCE_MS} ms + ${round(f.text - PROPERTY_DEBOUNCE_MS)} ms (Chromium, production build, median of ${samples})`);
    console.log(`constructor size keystroke→preview: debounce ${SIZE_DEBOUNCE_MS} ms + ${round(f.size - SIZE_DEBOUNCE_MS)} ms`);
    console.log(`  ${formatGoal(goal('text: past the 350 ms debounce', f.text - PROPERTY_DEBOUNCE_MS, '<=', 50, ' ms'))}`);
    console.log(`  ${formatGoal(goal('width: past the 300 ms debounce', f.size - SIZE_DEBOUNCE_MS, '<=', 50, ' ms'))}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dist, { recursive: true, force: true });
  }
}
