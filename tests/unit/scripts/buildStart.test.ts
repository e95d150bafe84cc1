// npm start's staleness check (scripts/build-start.mjs): what the SPA's stamp hashes, and that the hash
// follows file contents (not modification times).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientInputFiles, hashFiles } from '../../../scripts/build-start.mjs';

const ROOT = join(import.meta.dirname, '../../..');

describe('npm start build check', () => {
  it("hashes the SPA's sources, not the tests", () => {
    const files = clientInputFiles();
    expect(files).toContain('index.html');
    expect(files).toContain('vite.config.ts');
    expect(files).toContain('src/main.tsx');
    expect(files).toContain('schemas/routes.json');
    expect(files.some((f) => f.startsWith('engine/form/'))).toBe(true);
    expect(files.filter((f) => /\.test\.tsx?$/.test(f) || f.startsWith('tests/') || f.startsWith('server/'))).toEqual([]);
  });

  it('changes with a file content and with the file list, and only then', () => {
    const dir = mkdtempSync(join(ROOT, '.tmp-build-start-'));
    try {
      const a = relative(ROOT, join(dir, 'a.txt'));
      const b = relative(ROOT, join(dir, 'b.txt'));
      writeFileSync(join(ROOT, a), 'one');
      writeFileSync(join(ROOT, b), 'two');
      const first = hashFiles([a, b]);
      expect(hashFiles([b, a])).toBe(first);
      writeFileSync(join(ROOT, a), 'one'); // rewritten, same content
      expect(hashFiles([a, b])).toBe(first);
      writeFileSync(join(ROOT, a), 'uno');
      expect(hashFiles([a, b])).not.toBe(first);
      expect(hashFiles([a])).not.toBe(hashFiles([a, b]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
