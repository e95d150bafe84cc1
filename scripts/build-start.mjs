/* global process, console */
// `npm start`'s build step: builds what is stale, nothing else.
// - the SPA (`npm run build`: gen + vite build into dist/) when a hash of its inputs (src/, screens/,
//   engine/, schemas/, scripts/, index.html, vite.config.ts, tsconfig.json, package-lock.json; tests
//   left out) differs from the one stamped in dist/.build-stamp.json by the last build;
// - the compiled server (scripts/build-server.mjs into dist-server/) when any source file the last
//   compile read (esbuild's list, stamped in dist-server/.build-stamp.json with their hash),
//   package-lock.json or the build script itself changed.
// Both stamps name files relative to the repository and neither output holds the folder it was built
// in, so a checkout copied or moved with its builds elsewhere is up to date there as it is.
// Plain JavaScript, so it runs without tsx. FORCE_BUILD=1 rebuilds both.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, OUT_DIR, ROOT } from './build-server.mjs';

const CLIENT_INPUTS = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'src', 'screens', 'engine', 'schemas', 'scripts'];
const SKIP = /(^|\/)(node_modules|__snapshots__)(\/|$)|\.test\.tsx?$/;
const CLIENT_STAMP = join(ROOT, 'dist/.build-stamp.json');
const SERVER_STAMP = join(OUT_DIR, '.build-stamp.json');
// Besides the sources esbuild read: a new lock file or build recipe makes a different dist-server/.
const SERVER_RECIPE = ['package-lock.json', 'scripts/build-server.mjs'];

/** Repository-relative paths of the file `path`, or of every file under the folder `path`. */
function filesAt(path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** sha256 over the sorted paths and contents of `files` (repository-relative). */
export function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    hash.update(`${file}\0`);
    hash.update(existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file)) : '\0missing');
    hash.update('\0');
  }
  return hash.digest('hex');
}

export const clientInputFiles = () => CLIENT_INPUTS.flatMap(filesAt).filter((f) => !SKIP.test(f));

const readStamp = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

export async function buildIfStale({ force = process.env.FORCE_BUILD === '1', log = console.log } = {}) {
  const started = Date.now();
  const clientHash = hashFiles(clientInputFiles());
  const client = readStamp(CLIENT_STAMP);
  if (force || client?.hash !== clientHash || !existsSync(join(ROOT, 'dist/index.html'))) {
    log('start: sources changed since the last build: building the SPA (npm run build)');
    const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
    if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
    writeFileSync(CLIENT_STAMP, JSON.stringify({ hash: clientHash, built: new Date().toISOString() }));
  } else log('start: dist/ is up to date with the sources (no SPA build)');

  const server = readStamp(SERVER_STAMP);
  const serverHash = server && hashFiles([...server.inputs, ...SERVER_RECIPE]);
  if (force || !server || server.hash !== serverHash || !existsSync(join(OUT_DIR, 'main.js'))) {
    log('start: compiling the server (dist-server/)');
    const inputs = await buildServer();
    writeFileSync(SERVER_STAMP, JSON.stringify({ inputs, hash: hashFiles([...inputs, ...SERVER_RECIPE]) }));
  } else log('start: dist-server/ is up to date with the sources (no server compile)');
  log(`start: build check took ${Date.now() - started} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildIfStale();
