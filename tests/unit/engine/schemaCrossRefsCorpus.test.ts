// The repository's schema corpus has no broken cross-reference, and `npm run schemas:check`
// (scripts/schemas-check.ts checkAll) reports one after the per-file checks, skipping files that
// fail those.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TAG_TYPES } from '../../../engine/api/baseApi';
import { checkCrossRefs } from '../../../engine/core/schema/checkCrossRefs';
import { formatIssue } from '../../../engine/core/schema/issue';
import { listSchemaFiles, loadSchemaFile, REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { checkAll, screenIds } from '../../../scripts/schemas-check';

/** A copy of the repository's schemas/, locales and (empty) screen modules to break. */
function copyOfRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'crossrefs-'));
  cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  cpSync(join(REPO_ROOT, 'src/i18n/locales'), join(root, 'src/i18n/locales'), { recursive: true });
  for (const id of screenIds()) {
    mkdirSync(join(root, 'screens', id.split('/')[0]), { recursive: true });
    writeFileSync(join(root, 'screens', `${id}.tsx`), '');
  }
  return root;
}

type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any

function edit(root: string, file: string, change: (json: Loose) => void): void {
  const json = JSON.parse(readFileSync(join(root, file), 'utf8'));
  change(json);
  writeFileSync(join(root, file), JSON.stringify(json));
}

describe('cross-references of the repository corpus', () => {
  it('finds none broken', () => {
    const files = new Map(listSchemaFiles().map((f) => [f, loadSchemaFile(f)]));
    expect(screenIds()).toContain('account/Login');
    expect(checkCrossRefs(files, screenIds()).map(formatIssue)).toEqual([]);
  });

  it('schemas:check reports a broken one, and an undeclared cache tag through the meta-schema', () => {
    const root = copyOfRepo();
    edit(root, 'schemas/modals/dispute_respond.json', (m) => (m.body.form = 'dispute_begin'));
    edit(root, 'schemas/endpoints/disputes.json', (g) => (g.endpoints.accept.invalidates = ['Disputes']));
    const errors = checkAll(root)
      .filter((i) => i.severity === 'error')
      .map(formatIssue);
    expect(errors).toContain(
      `schemas/endpoints/disputes.json#/endpoints/accept/invalidates/0: must be one of ${TAG_TYPES.join(', ')}`,
    );
    expect(errors.filter((e) => !e.startsWith('schemas/endpoints/'))).toEqual([
      'schemas/modals/dispute_respond.json#/body/form: no form "dispute_begin" (schemas/forms/dispute_begin.json)',
    ]);
  });

  it('leaves the references of a file that fails its meta-schema to a later run', () => {
    const root = copyOfRepo();
    edit(root, 'schemas/modals/dispute_respond.json', (m) => {
      m.body.form = 'dispute_begin';
      m.size = 'huge';
    });
    expect(checkAll(root).map(formatIssue)).toEqual([
      'schemas/modals/dispute_respond.json#/size: must be one of xs, sm, md, lg, xl, auto',
    ]);
  });
});
