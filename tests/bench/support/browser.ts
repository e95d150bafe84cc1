// Headless Chromium for the browser benches (playwright-core + the system Chromium), and a production
// Vite build into a temporary folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `unthrottledFrames`: frames drawn as soon as there is something to draw (no 60 Hz vsync wait), so a
 *  keystroke-to-paint time is the browser's work, not up to 16.7 ms of waiting for the next frame. */
export function launchChromium({ unthrottledFrames = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(unthrottledFrames ? ['--disable-gpu-vsync', '--disable-frame-rate-limit'] : []),
    ],
  });
}

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
