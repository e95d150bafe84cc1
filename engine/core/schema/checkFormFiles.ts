// Build-time check of every form file against schemas/_meta/forms.json (Node; vite.config.ts loads
// it for `virtual:form-issues`): errors only, by repository-relative path; a syntax error with its
// line and column.
import { createAjv } from '../validation/createAjv';
import { checkSchemaFile, type MetaValidate } from './checkSchemaFile';
import type { SchemaIssue } from './issue';
import { listSchemaFiles, loadSchemaFile, parseSchemaFile, REPO_ROOT } from './loadFilesNode';

export const META_FORMS = 'schemas/_meta/forms.json';

export function formFilePaths(root: string = REPO_ROOT): string[] {
  return listSchemaFiles(root).filter((f) => /^schemas\/forms\/[^/]+\.json$/.test(f));
}

export function checkFormFiles(root: string = REPO_ROOT): Record<string, SchemaIssue[]> {
  const meta = createAjv().compile(loadSchemaFile(META_FORMS, root) as object) as MetaValidate;
  const out: Record<string, SchemaIssue[]> = {};
  for (const file of formFilePaths(root)) {
    const { json, issues } = parseSchemaFile(file, root);
    const found = json === undefined ? issues : [...issues, ...checkSchemaFile(file, json, meta)];
    const errors = found.filter((i) => i.severity === 'error');
    if (errors.length) out[file] = errors;
  }
  return out;
}
