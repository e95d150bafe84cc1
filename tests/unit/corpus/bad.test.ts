// The corpus of bad files (tests/unit/corpus/bad/<case>/): each case is a few files laid over a
// copy of the repository (its schemas/, locales and screen modules) plus expected.json naming the
// mistake and the errors `npm run schemas:check` must report for it: `file#pointer` and a fragment
// of the reason. Every expected error is reported, and every error reported lies in the case's own
// files (a case breaks nothing else). A new case is a new folder.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../engine/core/schema/issue';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { checkAll, screenIds } from '../../../scripts/schemas-check';

const BAD = join(REPO_ROOT, 'tests/unit/corpus/bad');

interface Expected {
  mistake: string;
  errors: Array<{ at: string; reason: string }>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** A copy of the repository with the case's files laid over it; returns its root and the case's paths. */
function overlay(caseDir: string): { root: string; own: string[] } {
  const root = mkdtempSync(join(tmpdir(), 'bad-corpus-'));
  cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  cpSync(join(REPO_ROOT, 'src/i18n/locales'), join(root, 'src/i18n/locales'), { recursive: true });
  for (const id of screenIds()) {
    mkdirSync(join(root, 'screens', id.split('/')[0]), { recursive: true });
    writeFileSync(join(root, 'screens', `${id}.tsx`), '');
  }
  const own = filesUnder(caseDir)
    .map((f) => relative(caseDir, f).split('\\').join('/'))
    .filter((f) => f !== 'expected.json');
  for (const file of own) cpSync(join(caseDir, file), join(root, file));
  return { root, own };
}

const cases = readdirSync(BAD).filter((name) => existsSync(join(BAD, name, 'expected.json')));

describe('schemas:check refuses every case of the bad corpus with file, pointer and reason', () => {
  it('keeps at least the twenty mistakes of issue 9 and their kind', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('%s', (name) => {
    const expected = JSON.parse(readFileSync(join(BAD, name, 'expected.json'), 'utf8')) as Expected;
    const { root, own } = overlay(join(BAD, name));
    const errors = checkAll(root).filter((i) => i.severity === 'error');
    const printed = errors.map(formatIssue);
    for (const { at, reason } of expected.errors) {
      expect(printed.filter((line) => line.startsWith(`${at}: `) && line.includes(reason)), `${expected.mistake}: ${at}: ...${reason}...`).not.toEqual([]);
    }
    expect(errors.filter((i) => !own.includes(i.file)).map(formatIssue), 'errors outside the case files').toEqual([]);
  });
});
