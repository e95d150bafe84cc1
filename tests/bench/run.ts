// npm run bench: runs every tests/bench/<name>.ts that exports `async function run()` (not this
// file), in name order; each prints its own figures. BENCH_ONLY=bundle,form-keystroke runs only
// those; BENCH_SKIP=lists leaves those out. Exits 1 when a bench throws (the others still run).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const names = (value: string | undefined) =>
  new Set(
    (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Bench module names (file names without .ts) to run, in name order. */
export function benchNames(
  files: readonly string[],
  only = names(process.env.BENCH_ONLY),
  skip = names(process.env.BENCH_SKIP),
): string[] {
  return files
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && file !== 'run.ts')
    .map((file) => file.slice(0, -'.ts'.length))
    .filter((name) => (only.size === 0 || only.has(name)) && !skip.has(name))
    .sort();
}

async function main(): Promise<number> {
  let failed = 0;
  const selected = benchNames(readdirSync(here));
  for (const name of selected) {
    const mod = (await import(pathToFileURL(join(here, `${name}.ts`)).href)) as { run?: () => Promise<void> };
    if (typeof mod.run !== 'function') continue;
    console.log(`\n=== bench: ${name} ===`);
    const start = performance.now();
    try {
      await mod.run();
      console.log(`=== ${name}: ${((performance.now() - start) / 1000).toFixed(1)} s ===`);
    } catch (error) {
      failed++;
      console.error(`=== ${name} failed: ${(error as Error).stack ?? String(error)}`);
    }
  }
  if (selected.length === 0) console.log('bench: nothing selected (BENCH_ONLY / BENCH_SKIP)');
  return failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = await main();
