// Bundle bench: the initial JS (gzip) of the sign-in route and of a list route, read from Vite's
// manifest: the entry's static imports plus the route screen's chunk and its static imports; and the
// JS of the dashboard at `/`: that plus every chunk of screens/dashboard/ (the lazy ECharts ones
// too), with the check that the sign-in route holds no ECharts or dashboard code.
// BENCH_DIST=<dir>: read that build (it needs .vite/manifest.json) instead of building into a
// temporary folder (the shared dist/ is left alone).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router-dom';
import { applyRedirects } from '../../src/router/applyRedirects';
import type { Redirect, RouteEntry } from '../../src/router/routeTable';
import {
  chunksUnder,
  diskSizes,
  filesHolding,
  entryKey,
  initialJs,
  kb,
  readManifest,
  screenKey,
  type InitialJs,
  type Manifest,
  type SizeOf,
} from './support/manifest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const LOGIN_BUDGET = 150_000;
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

export interface RouteFigure {
  address: string;
  screen: string;
  js: InitialJs;
}

export function routeFigures(
  manifest: Manifest,
  addresses: string[],
  sizeOf: SizeOf,
  routes: RouteEntry[],
  redirects: Redirect[],
): RouteFigure[] {
  return addresses.map((address) => {
    const screen = screenOf(address, routes, redirects);
    return { address, screen, js: initialJs(manifest, [screenKey(manifest, screen)], sizeOf) };
  });
}

function build(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  const vite = join(
    dirname(createRequire(join(ROOT, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  if (!existsSync(join(ROOT, '.generated/api/index.ts')))
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen.ts'], { cwd: ROOT, stdio: 'inherit' });
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', dir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function row(label: string, value: string) {
  console.log(`  ${label.padEnd(44)} ${value}`);
}

export async function run(): Promise<void> {
  const given = process.env.BENCH_DIST;
  const { dir, cleanup } = given ? { dir: given, cleanup: () => undefined } : build();
  try {
    const manifest = readManifest(dir);
    const sizeOf = diskSizes(dir);
    const routes = readJson<RouteEntry[]>('schemas/routes.json');
    const redirects = readJson<Redirect[]>('schemas/redirects.json');
    const entry = initialJs(manifest, [], sizeOf);
    const [login, list] = routeFigures(
      manifest,
      ['/account/login', '/transactions/payments/all'],
      sizeOf,
      routes,
      redirects,
    );
    console.log(`bundle (${given ? dir : 'fresh build'}; gzip, kB = 1000 bytes)`);
    row(
      `entry ${entryKey(manifest)} + static imports`,
      `${kb(entry.gzip)} gzip (${entry.files.length} files, ${kb(entry.bytes)} raw)`,
    );
    for (const route of [login, list]) {
      row(
        `${route.address} (screen ${route.screen})`,
        `${kb(route.js.gzip)} gzip (${route.js.files.length} files, ${kb(route.js.bytes)} raw)`,
      );
    }
    const home = screenOf('/', routes, redirects);
    const dashboardKeys = chunksUnder(manifest, DASHBOARD);
    const dashboard = initialJs(manifest, [screenKey(manifest, home), ...dashboardKeys], sizeOf);
    row(
      `/ (screen ${home}) + ${dashboardKeys.length} chunks of ${DASHBOARD.join(', ')}`,
      `${kb(dashboard.gzip)} gzip (${dashboard.files.length} files, ${kb(dashboard.bytes)} raw)`,
    );
    const read = (file: string) => readFileSync(join(dir, file), 'utf8');
    const echarts = filesHolding(dashboard.files, ECHARTS_MARKER, read);
    row('  of which ECharts', echarts.length ? echarts.map((f) => `${f.key} ${kb(f.gzip)}`).join(', ') : 'none in this build');
    const leaks = [
      ...filesHolding(login.js.files, ECHARTS_MARKER, read).map((f) => `${f.key} (ECharts)`),
      ...login.js.files.filter((f) => dashboardKeys.includes(f.key)).map((f) => `${f.key} (dashboard)`),
    ];
    console.log(`  sign-in route holds no ECharts or dashboard code: ${leaks.length ? `FAIL (${leaks.join(', ')})` : 'PASS'}`);
    console.log('  largest files of the sign-in route:');
    for (const f of login.js.files.slice(0, 8)) row(`    ${f.key}`, kb(f.gzip));
    console.log(
      `  login route <= ${kb(LOGIN_BUDGET)} gzip: ${login.js.gzip <= LOGIN_BUDGET ? 'PASS' : 'FAIL'} (${kb(login.js.gzip)})`,
    );
  } finally {
    cleanup();
  }
}
