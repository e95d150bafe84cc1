// The schema corpus through `npm run schemas:check`'s own checker (scripts/schemas-check.ts
// checkAll): every JSON file under schemas/ loads and has zero errors, printed as file#pointer: reason.
// Node environment: the checker's loader resolves the repository from a file: import.meta.url.
import { describe, expect, it } from 'vitest';
import { checkAll } from '../../../scripts/schemas-check';
import { listSchemaFiles, loadSchemaFile } from '../../../engine/core/schema/loadFilesNode';
import { formatIssue } from '../../../engine/core/schema/issue';

const FILES = listSchemaFiles();
const ISSUES = checkAll();

describe('corpus: every schema file passes schemas:check', () => {
  it('finds the corpus', () => {
    for (const kind of ['forms', 'lists', 'tabs', 'modals', 'endpoints', 'filters', '_meta'])
      expect(FILES.some((f) => f.startsWith(`schemas/${kind}/`))).toBe(true);
  });

  it('reports no issue for a file that is not in the corpus', () => {
    expect(ISSUES.filter((i) => !FILES.includes(i.file)).map(formatIssue)).toEqual([]);
  });

  for (const file of FILES) {
    it(`${file}`, () => {
      expect(() => loadSchemaFile(file)).not.toThrow();
      const errors = ISSUES.filter((i) => i.file === file && i.severity === 'error').map(formatIssue);
      expect(errors).toEqual([]);
    });
  }
});
