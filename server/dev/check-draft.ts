// The schema playground's check: `npm run schemas:check` (scripts/schemas-check.ts, the same
// meta-schema, per-file and cross-file checks) over the repository's schema files with one file's
// text replaced by the draft, in memory: nothing is written anywhere. Issues in the draft carry the
// line and column of their pointer (of the error for a JSON syntax error).
import { checkAll } from '../../scripts/schemas-check.ts';
import { listSchemaFiles, REPO_ROOT } from '../../engine/core/schema/loadFilesNode.ts';
import type { SchemaIssue } from '../../engine/core/schema/issue.ts';
import { pointerPosition, syntaxError } from './json-positions.ts';

export type DraftIssue = SchemaIssue & { line?: number; column?: number };

/** The files the playground edits: lists, forms and tab groups. */
export const EDITABLE = /^schemas\/(lists|forms|tabs)\/[a-z0-9_]+\.json$/;

export function isEditable(file: string, root: string = REPO_ROOT): boolean {
  return EDITABLE.test(file) && listSchemaFiles(root).includes(file);
}

export function checkDraft(file: string, text: string, root: string = REPO_ROOT): DraftIssue[] {
  const broken = syntaxError(text);
  if (broken) return [{ file, pointer: '', reason: broken.reason, severity: 'error', ...broken.position }];
  // A text not yet translated is a warning here (the preview shows it in English); npm test refuses it.
  return checkAll(root, new Map([[file, text]]), 'warning').map((found) =>
    found.file === file ? { ...found, ...pointerPosition(text, found.pointer) } : found,
  );
}
