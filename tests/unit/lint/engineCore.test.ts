// server/ shares only engine/core with the client: lint keeps server/'s own imports in engine/core
// (eslint.config.js), and this test keeps engine/core closed, so nothing the server loads reaches the
// rest of the engine. Relative imports, static or dynamic, are resolved from the real files.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
// import ... from '...', export ... from '...', import '...' and import('...'), relative sources only.
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"`])(\.\.?\/[^'"`]+)\1/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

/** The repository paths (without extension) that `file` imports relatively. */
function importedPaths(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(RELATIVE_IMPORT)].map(([, , source]) =>
    relative(ROOT, resolve(ROOT, dirname(file), source)).replace(/\.tsx?$/, ''),
  );
}

const outsideCore = (path: string) => path.startsWith('engine/') && !path.startsWith('engine/core/');

function escapes(folder: string): string[] {
  return sourceFiles(folder).flatMap((file) => importedPaths(file).filter(outsideCore).map((path) => `${file} -> ${path}`));
}

describe('engine/core is all of the engine the server loads', () => {
  it('engine/core imports nothing of the engine outside engine/core', () => {
    expect(escapes('engine/core')).toEqual([]);
  });

  it('server/ imports nothing of the engine outside engine/core', () => {
    expect(escapes('server')).toEqual([]);
  });

  it('resolves the imports it checks (a file outside engine/core is seen)', () => {
    expect(importedPaths('engine/list/useListController.ts')).toContain('engine/core/list/pageSizes');
    expect(escapes('engine/list')).not.toEqual([]);
  });
});
