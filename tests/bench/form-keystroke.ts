// Form keystroke bench, browser-true: a production build of tests/bench/form-page (our engine's form,
// SchemaFormView, and stock @rjsf/core Form + @rjsf/validator-ajv8 with liveValidate, on the same
// schema of 10 and 500 text fields) opened in headless Chromium. Keys are typed into the middle field
// through Chromium's input pipeline (playwright keyboard), 100 ms apart as a quick typist would, and
// each is timed from its keydown to the next paint (tests/bench/form-page/main.tsx); the key is released
// after that, as a typist's keyup comes well after the key shows. Also timed: Tab to the next field
// (ours hands the typed value to the form on blur, or after a 300 ms pause). The same keys into bare
// inputs (no React) give the browser's floor, which neither form can go below. Then, at 500 fields
// and on bare inputs, a performance trace of more keys shows where the time goes
// (tests/bench/support/frameTrace.ts). BENCH_KEYSTROKES (default 40) timed keystrokes after 5
// warm-up ones; BENCH_TRACED (default 15, 0: none) traced ones.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium, viteBuild } from './support/browser';
import { keystrokeTraces, PARTS, traced, type KeystrokeTrace } from './support/frameTrace';
import { formatGoal, goal, round } from './support/stats';

const SMALL = 10;
const LARGE = 500;
const GAP_MS = 100;
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export const percentileOf = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
};

export interface FormFigures {
  kind: 'ours' | 'stock' | 'bare';
  fields: number;
  mountMs: number;
  p50: number;
  p90: number;
  tabP50: number;
  /** Traced keystrokes (none unless asked). */
  traces: KeystrokeTrace[];
}

function serve(dir: string): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!path.startsWith(dir) || !existsSync(path) || !statSync(path).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      });
    }),
  );
}

async function measure(
  browser: Browser,
  base: string,
  kind: FormFigures['kind'],
  fields: number,
  keystrokes: number,
  tracedKeys: number,
): Promise<FormFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(`${base}/tests/bench/form-page/index.html?kind=${kind}&fields=${fields}`);
  await page.waitForFunction(() => window.benchReady === true);
  const mountMs = Date.now() - t0;
  const middle = Math.floor(fields / 2);
  const input = page.locator(`#root_f${middle}`);
  await input.click();
  const key = async (name: string) => {
    // Armed (and acknowledged) before the key is sent: the page times exactly this key.
    await page.evaluate(() => window.armKeystroke());
    // The request for the figure reaches the page before the key (a round trip after it): a protocol
    // message handled between the key and its paint would be timed as the form's.
    const ms = page.evaluate(() => window.keystroke);
    await page.evaluate(() => 0);
    await page.keyboard.down(name);
    const figure = await ms;
    await page.keyboard.up(name);
    return figure;
  };
  const times: number[] = [];
  for (let i = 0; i < 5 + keystrokes; i++) {
    // Every third key a Backspace: the text stays under the fields' 40 characters (the bare inputs'
    // maxlength would take no more keys, nothing to paint).
    const ms = await key(i % 3 === 2 ? 'Backspace' : 'x');
    if (i >= 5) times.push(ms);
    await page.waitForTimeout(GAP_MS);
  }
  const events = tracedKeys
    ? await traced(await context.newCDPSession(page), async () => {
        for (let i = 0; i < tracedKeys; i++) {
          await key(i % 3 === 2 ? 'Backspace' : 'x');
          await page.waitForTimeout(GAP_MS);
        }
      })
    : [];
  const typed = await input.inputValue();
  if (!typed.includes('x')) throw new Error(`${kind} form with ${fields} fields did not take the typed keys`);
  const tabs: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.locator(`#root_f${middle + (i % 2)}`).click();
    await page.keyboard.press('y');
    await page.waitForTimeout(GAP_MS);
    tabs.push(await key('Tab'));
    await page.waitForTimeout(400);
  }
  await context.close();
  return {
    kind,
    fields,
    mountMs,
    p50: percentileOf(times, 0.5),
    p90: percentileOf(times, 0.9),
    tabP50: percentileOf(tabs, 0.5),
    traces: keystrokeTraces(events),
  };
}

export async function run(): Promise<void> {
  const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 40);
  const tracedKeys = Number(process.env.BENCH_TRACED ?? 15);
  const { dir, cleanup } = viteBuild(['--config', 'tests/bench/form-page/vite.config.ts']);
  const { server, base } = await serve(dir);
  const browser = await launchChromium({ unthrottledFrames: process.env.BENCH_VSYNC !== '1' });
  try {
    const figures: FormFigures[] = [];
    for (const [kind, fields] of [
      ['ours', SMALL],
      ['ours', LARGE],
      ['stock', SMALL],
      ['stock', LARGE],
      ['bare', SMALL],
    ] as const)
      figures.push(await measure(browser, base, kind, fields, keystrokes, fields === LARGE || kind === 'bare' ? tracedKeys : 0));
    console.log(
      `form keystroke (Chromium, production build; ${keystrokes} keys ${GAP_MS} ms apart after 5 warm-up; ms from keydown to the next paint)`,
    );
    for (const f of figures) {
      const who = {
        ours: 'ours (SchemaFormView)',
        stock: 'stock @rjsf/core, liveValidate',
        bare: 'bare inputs, no React (floor)',
      }[f.kind];
      console.log(
        `  ${`${who}, ${f.fields} fields`.padEnd(40)} keystroke p50 ${round(f.p50).padStart(6)} ms, p90 ${round(f.p90).padStart(6)} ms | Tab (commit) p50 ${round(f.tabP50).padStart(6)} ms | page ready ${f.mountMs} ms`,
      );
    }
    const find = (kind: string, fields: number) =>
      figures.find((f) => f.kind === kind && f.fields === fields)!;
    const [ours10, ours500, stock500, bare] = [
      find('ours', SMALL),
      find('ours', LARGE),
      find('stock', LARGE),
      find('bare', SMALL),
    ];
    const speedP50 = stock500.p50 / ours500.p50;
    const speedP90 = stock500.p90 / ours500.p90;
    const scaling = ours500.p90 / ours10.p90;
    console.log(
      `  stock/ours at ${LARGE} fields: p50 ${round(speedP50)}x, p90 ${round(speedP90)}x; ours ${LARGE}/${SMALL} fields p90 ${round(scaling)}x`,
    );
    const above = (f: FormFigures) => Math.max(f.p50 - bare.p50, 0.01);
    console.log(
      `  above the floor (bare, ${SMALL} inputs) at ${LARGE} fields (p50): ours ${round(above(ours500))} ms, stock ${round(above(stock500))} ms, stock/ours ${round(above(stock500) / above(ours500))}x`,
    );
    console.log(
      `  ${formatGoal(goal(`stock/ours keystroke to paint at ${LARGE} fields (p50)`, speedP50, '>=', 5, 'x'))}`,
    );
    console.log(
      `  ${formatGoal(goal(`ours ${LARGE}/${SMALL} fields keystroke to paint (p90)`, scaling, '<=', 1.5, 'x'))}`,
    );
    printTraces(figures);
  } finally {
    await browser.close();
    server.close();
    cleanup();
  }
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);

/** Mean ms per traced keystroke by part (summing to the time to the painted frame), and the rest. */
function printTraces(figures: readonly FormFigures[]) {
  const traced = figures.filter((f) => f.traces.length);
  if (!traced.length) return;
  console.log(
    `  where a keystroke goes (Chromium trace of ${traced[0].traces.length} more keys, mean ms; tracing slows every kind): to the frame that shows it, then after it until the page's end-of-frame task`,
  );
  for (const f of traced) {
    const parts = PARTS.map((p) => `${p} ${round(mean(f.traces.map((t) => t.parts[p] ?? 0)))}`).join(', ');
    const chunks = [...new Set(f.traces.flatMap((t) => Object.keys(t.scripts)))]
      .map((c) => [c, mean(f.traces.map((t) => t.scripts[c] ?? 0))] as const)
      .filter(([, ms]) => ms >= 0.05)
      .sort((a, b) => b[1] - a[1])
      .map(([c, ms]) => `${c} ${round(ms)}`)
      .join(', ');
    console.log(
      `  ${`${f.kind}, ${f.fields} fields`.padEnd(16)} measured ${round(mean(f.traces.map((t) => t.measured)))} = painted ${round(mean(f.traces.map((t) => t.painted)))} + after paint ${round(mean(f.traces.map((t) => t.parts['after paint'])))}`,
    );
    console.log(`      ${parts}`);
    if (chunks) console.log(`      JavaScript by script (CPU profile): ${chunks}`);
  }
}
