// Form keystroke bench: ms per keystroke in jsdom for our engine's form (SchemaFormView) and stock
// @rjsf/core Form + @rjsf/validator-ajv8 with the same generated schema, 10 and 500 fields, and the
// Ajv compile calls after mount. BENCH_KEYSTROKES (default 30) timed keystrokes after 5 warm-up ones.
import { fileURLToPath } from 'node:url';
import { installDom } from './support/jsdom';
import { formatGoal, goal, round } from './support/stats';
import type { KeystrokeFigures, measureForm } from './support/formKeystroke';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SMALL = 10;
const LARGE = 500;

function line(f: KeystrokeFigures): string {
  const who = f.kind === 'ours' ? 'ours (SchemaFormView)' : 'stock @rjsf/core Form';
  return (
    `  ${`${who}, ${f.fields} fields`.padEnd(36)} mount ${round(f.mountMs).padStart(6)} ms | keystroke ${round(f.keystrokeMs).padStart(6)} ms` +
    ` | blur ${round(f.commitMs).padStart(6)} ms | ajv compile() after mount ${f.compileCalls} (schemas compiled ${f.schemaCompilations})`
  );
}

export async function run(): Promise<void> {
  const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 30);
  const warmup = 5;
  const removeDom = installDom();
  // Vite's SSR loader: engine modules use import.meta.glob, as in the app; libraries load from node_modules.
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
    const mod = (await server.ssrLoadModule('/tests/bench/support/formKeystroke.tsx')) as {
      measureForm: typeof measureForm;
    };
    const figures: KeystrokeFigures[] = [];
    for (const [kind, fields] of [
      ['ours', SMALL],
      ['ours', LARGE],
      ['stock', SMALL],
      ['stock', LARGE],
    ] as const) {
      figures.push(await mod.measureForm(kind, fields, keystrokes, warmup));
    }
    const find = (kind: string, fields: number) =>
      figures.find((f) => f.kind === kind && f.fields === fields)!;
    const [ours10, ours500, stock500] = [find('ours', SMALL), find('ours', LARGE), find('stock', LARGE)];
    console.log(
      `form keystroke (jsdom; median of ${keystrokes} keystrokes after ${warmup} warm-up, each until React committed)`,
    );
    figures.forEach((f) => console.log(line(f)));
    const scaling = ours500.keystrokeMs / ours10.keystrokeMs;
    const speedup = stock500.keystrokeMs / ours500.keystrokeMs;
    const worstCase = stock500.keystrokeMs / (ours500.keystrokeMs + ours500.commitMs);
    console.log(
      `  ours: ${LARGE} vs ${SMALL} fields per keystroke ${round(scaling)}x; stock/ours on ${LARGE} fields ${round(speedup)}x`,
    );
    console.log(
      `  (if every keystroke were followed by a commit - a 300 ms pause after each character - ours costs ${round(ours500.keystrokeMs + ours500.commitMs)} ms and stock/ours is ${round(worstCase)}x)`,
    );
    console.log(
      `  ${formatGoal(goal(`ours ${LARGE}/${SMALL} fields per keystroke`, scaling, '<=', 2, 'x'))}`,
    );
    console.log(
      `  ${formatGoal(goal(`stock/ours per keystroke on ${LARGE} fields`, speedup, '>=', 5, 'x'))}`,
    );
    const compiles = figures
      .filter((f) => f.kind === 'ours')
      .reduce((sum, f) => sum + f.compileCalls + f.schemaCompilations, 0);
    console.log(
      `  ${formatGoal({ label: 'ours: Ajv compile calls after mount == 0', pass: compiles === 0, detail: String(compiles) })}`,
    );
  } finally {
    await server.close();
    removeDom();
  }
}
