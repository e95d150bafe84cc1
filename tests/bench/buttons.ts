// Buttons bench (issue 12): time from a keystroke in the constructor to the updated preview (goal:
// the debounce, 350 ms for a property and 300 ms for a size, plus under 50 ms), in jsdom with real
// timers; and the embed script's size gzipped (goal: under 5 KB). BENCH_BUTTON_SAMPLES (default 10).
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { EMBED_SCRIPT } from '../../server/buttons/embed';
import { installDom } from './support/jsdom';
import { formatGoal, goal, round } from './support/stats';
import type { measurePreview } from './support/buttonPreview';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export async function run(): Promise<void> {
  const script = EMBED_SCRIPT;
  const gzip = gzipSync(script, { level: 9 }).length;
  console.log(`embed script: ${script.length} B, ${gzip} B gzip`);
  console.log(`  ${formatGoal(goal('embed script gzip', gzip / 1024, '<=', 5, ' KB'))}`);

  const samples = Number(process.env.BENCH_BUTTON_SAMPLES ?? 10);
  const removeDom = installDom();
  const { createServer } = await import('vite');
  const server = await createServer({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const mod = (await server.ssrLoadModule('/tests/bench/support/buttonPreview.tsx')) as { measurePreview: typeof measurePreview };
    const f = await mod.measurePreview(samples);
    console.log(`constructor keystroke -> preview (jsdom, median of ${f.samples}): text ${round(f.textMs)} ms, width ${round(f.sizeMs)} ms`);
    console.log(`  ${formatGoal(goal('text: past the 350 ms debounce', f.textMs - 350, '<=', 50, ' ms'))}`);
    console.log(`  ${formatGoal(goal('width: past the 300 ms debounce', f.sizeMs - 300, '<=', 50, ' ms'))}`);
  } finally {
    await server.close();
    removeDom();
  }
}
