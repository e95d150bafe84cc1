/* global process, console, URL */
// Compiles the production server to JavaScript with esbuild: server/main.ts and everything it imports
// (server/, engine/core, ...) into dist-server/main.js, and the worker threads (PGlite's, the XLSX
// writer's) into dist-server/pglite-worker.js and xlsx-thread.js; packages stay in node_modules (not
// bundled). `import.meta.url` of each source file becomes that file's URL relative to the running
// bundle, so paths read beside it (the repository root of engine/core/schema/loadFilesNode.ts,
// server/buttons/embed-script.js) resolve as under tsx, in whatever folder the checkout is: the output
// holds no absolute path, and the build refuses to finish if it does. A build made in one folder and
// copied (or moved) to another serves the second folder's files. The compiled entry marks itself
// (globalThis.__compiledServerUrl) so server/threads/start-worker.ts starts the compiled workers
// instead of booting them through tsx. Plain JavaScript: `npm start` runs it without tsx. Used by
// scripts/build-start.mjs.
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const OUT_DIR = resolve(ROOT, 'dist-server');

/**
 * Replaces `import.meta.url` in our TypeScript with the source file's URL, computed at run time from the
 * bundle's own URL (every bundle sits in dist-server/, so one relative path fits all three).
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = await readFile(args.path, 'utf8');
      const fromBundle = relative(OUT_DIR, args.path).split(sep).join('/');
      const url = `(new URL(${JSON.stringify(fromBundle)}, import.meta.url).href)`;
      return { contents: text.replaceAll('import.meta.url', url), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Throws when a written file names the folder it was built in (a copy would read the original's files). */
async function refuseAbsolutePaths(outputs) {
  const root = dirname(OUT_DIR);
  for (const file of outputs) {
    const text = await readFile(resolve(ROOT, file), 'utf8');
    if (text.includes(root)) throw new Error(`${file} holds the build folder's path ${root}: the build would not be relocatable`);
  }
}

/** Builds dist-server/; returns the repository-relative paths of every source file it read. */
export async function buildServer() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [
      { in: 'server/main.ts', out: 'main' },
      { in: 'server/db/pglite/worker.ts', out: 'pglite-worker' },
      { in: 'server/lists/export/xlsx-thread.ts', out: 'xlsx-thread' },
    ],
    outdir: OUT_DIR,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    banner: { js: 'globalThis.__compiledServerUrl ??= import.meta.url;' },
    plugins: [sourceUrls],
  });
  await refuseAbsolutePaths(Object.keys(result.metafile.outputs));
  return Object.keys(result.metafile.inputs)
    .filter((p) => !p.includes('node_modules/'))
    .map((p) => relative(ROOT, resolve(ROOT, p)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const inputs = await buildServer();
  console.log(`dist-server/: ${inputs.length} source files compiled in ${Date.now() - started} ms`);
}
