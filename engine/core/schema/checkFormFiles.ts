// Build-time check of every form file against schemas/_meta/forms.json (Node; vite.config.ts loads
// it for `virtual:form-issues`): errors only, by repository-relative path.
import { createAjv } from '../validation/createAjv';
import { checkSchemaFile, type MetaValidate } from './checkSchemaFile';
import { issue, type SchemaIssue } from './issue';
import { listSchemaFiles, loadSchemaFile, REPO_ROOT } from './loadFilesNode';

export const META_FORMS = 'schemas/_meta/forms.json';

export function formFilePaths(root: string = REPO_ROOT): string[] {
  return listSchemaFiles(root).filter((f) => /^schemas\/forms\/[^/]+\.json$/.test(f));
}

export function checkFormFiles(root: string = REPO_ROOT): Record<string, SchemaIssue[]> {
  const meta = createAjv().compile(loadSchemaFile(META_FORMS, root) as object) as MetaValidate;
  const out: Record<string, SchemaIssue[]> = {};
  for (const file of formFilePaths(root)) {
    let found: SchemaIssue[];
    try {
      found = checkSchemaFile(file, loadSchemaFile(file, root), meta).filter((i) => i.severity === 'error');
    } catch (e) {
      found = [issue(file, '', (e as Error).message.replace(/^.*?#: /, ''))];
    }
    if (found.length) out[file] = found;
  }
  return out;
}
