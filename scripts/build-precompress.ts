// Precompressed static files: after `vite build`, every text asset of the output folder above 1 kB gets a
// brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside it, kept only when smaller than the file.
// server/http/spa.ts serves them by the request's Accept-Encoding (@fastify/static preCompressed).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(path);
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir`; returns how many files got copies. */
export async function precompress(dir: string): Promise<number> {
  const work: Promise<boolean>[] = [];
  for await (const path of files(dir)) {
    work.push(
      (async () => {
        if ((await stat(path)).size < MIN_BYTES) return false;
        const raw = await readFile(path);
        const [br, gzipped] = await Promise.all([
          brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gz(raw, { level: 9 }),
        ]);
        if (br.length < raw.length) await writeFile(`${path}.br`, br);
        if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
        return true;
      })(),
    );
  }
  return (await Promise.all(work)).filter(Boolean).length;
}

/** The Vite plugin: precompresses the build's output folder once every file is written. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}
