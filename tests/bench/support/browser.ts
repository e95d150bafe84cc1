// Headless Chromium for the browser benches (tests/support/chromium.ts), and a production Vite build
// into a temporary folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export { launchChromium } from '../../support/chromium';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `vite build` (production) into a fresh temporary folder; extra arguments go to vite (e.g. `--config`). */
export function viteBuild(extra: string[] = [], env: NodeJS.ProcessEnv = {}): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  const vite = join(dirname(createRequire(join(ROOT, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
  if (!existsSync(join(ROOT, '.generated/api/index.ts')))
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen.ts'], { cwd: ROOT, stdio: 'inherit' });
  const result = spawnSync(
    process.execPath,
    [vite, 'build', ...extra, '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production', ...env } },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
