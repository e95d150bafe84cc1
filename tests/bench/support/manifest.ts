// Reading Vite's build manifest (dist/.vite/manifest.json): which JS files a page needs before it
// shows, and their gzip size. A route's initial JS is the entry's static import closure plus the
// route screen's chunk and its static imports (dynamic imports load later and are not counted).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The key of the HTML entry (index.html), or of the only entry. */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('manifest has no entry chunk');
  return entries.find((key) => key.endsWith('.html')) ?? entries[0];
}

/** Chunk keys reachable from `keys` through static imports only, in visiting order. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The manifest key of a screen id of schemas/routes.json (`account/Login` -> `screens/account/Login.tsx`). */
export function screenKey(manifest: Manifest, screen: string): string {
  const id = screen === 'placeholder' ? 'placeholder/Placeholder' : screen;
  // A generic page engine/<kind> is the chunk engine/page/<Kind>Page.tsx (engine/page/registry.ts).
  const kind = /^engine\/(\w+)$/.exec(id)?.[1];
  const key = kind ? `engine/page/${kind[0].toUpperCase()}${kind.slice(1)}Page.tsx` : `screens/${id}.tsx`;
  if (!manifest[key]) throw new Error(`manifest has no chunk for screen ${screen} (${key})`);
  return key;
}

export interface FileSize {
  key: string;
  file: string;
  bytes: number;
  gzip: number;
}

export type SizeOf = (file: string) => { bytes: number; gzip: number };

export function diskSizes(distDir: string): SizeOf {
  return (file) => {
    const data = readFileSync(join(distDir, file));
    return { bytes: data.length, gzip: gzipSync(data).length };
  };
}

export interface InitialJs {
  files: FileSize[];
  bytes: number;
  gzip: number;
}

/** JS files (largest first) and totals of the entry plus the given chunks, with static imports. */
export function initialJs(manifest: Manifest, extraKeys: readonly string[], sizeOf: SizeOf): InitialJs {
  const files = staticClosure(manifest, [entryKey(manifest), ...extraKeys])
    .map((key) => ({ key, file: manifest[key].file, ...sizeOf(manifest[key].file) }))
    .filter((f) => f.file.endsWith('.js'))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/** kB as Vite prints them: 1000 bytes. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Chunk keys whose module is under one of the folders (e.g. `screens/dashboard/`), the lazy ones too. */
export const chunksUnder = (manifest: Manifest, folders: readonly string[]): string[] =>
  Object.keys(manifest).filter((key) => folders.some((folder) => (manifest[key].src ?? key).startsWith(folder)));

/** The JS files of `files` whose text contains `marker` (a string only a given library ships). */
export function filesHolding(files: readonly FileSize[], marker: string, read: (file: string) => string): FileSize[] {
  return files.filter((f) => read(f.file).includes(marker));
}
