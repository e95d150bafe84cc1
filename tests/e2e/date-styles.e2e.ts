// The date pickers' CSS (@mantine/dates/styles.css) comes with the lazy date widget chunks and never
// with the entry: read from the build manifest (the end-to-end run builds dist/ first).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MANIFEST = 'dist/.vite/manifest.json';
type Chunk = { file: string; css?: string[]; imports?: string[] };
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, Chunk>;
/** A class of @mantine/dates/styles.css (the first rule). */
const DATES_CLASS = /\.(m_[a-z0-9]+)/.exec(readFileSync('node_modules/@mantine/dates/styles.css', 'utf8'))![1];

/** CSS files a chunk brings, with those of the chunks it imports. */
function cssOf(key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((i) => cssOf(i, seen))];
}
const hasDatesCss = (key: string) => cssOf(key).some((f) => readFileSync(`dist/${f}`, 'utf8').includes(DATES_CLASS));

describe('date picker styles', () => {
  it('load with the date and date range widgets', () => {
    expect(hasDatesCss('engine/widgets/DateWidget.tsx')).toBe(true);
    expect(hasDatesCss('engine/widgets/DateRangeWidget.tsx')).toBe(true);
  });

  it('are not in the entry (the sign-in page does not grow)', () => {
    expect(hasDatesCss('index.html')).toBe(false);
  });
});
