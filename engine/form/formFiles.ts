// Form files as the browser sees them: loaded by Vite, checked with the precompiled meta-schema
// validator. A bad or missing file yields issues (SchemaForm shows them) instead of a crash.
import { FORM_FILES } from '../core/schema/loadFilesVite';
import { checkSchemaFile } from '../core/schema/checkSchemaFile';
import { issue, type SchemaIssue } from '../core/schema/issue';
import type { FormFile } from '../core/schema/formFile';
import { metaForms } from '../../.generated/validators/index.js';

export type LoadedForm = { form: FormFile; issues: [] } | { form: null; issues: SchemaIssue[] };

const cache = new Map<string, LoadedForm>();

export function checkFormJson(path: string, json: unknown): LoadedForm {
  const issues = checkSchemaFile(path, json, metaForms).filter((i) => i.severity === 'error');
  return issues.length ? { form: null, issues } : { form: json as FormFile, issues: [] };
}

export function loadForm(formId: string): LoadedForm {
  let loaded = cache.get(formId);
  if (!loaded) {
    const path = `schemas/forms/${formId}.json`;
    const json = FORM_FILES[path];
    loaded = json === undefined ? { form: null, issues: [issue(path, '', 'no such form file')] } : checkFormJson(path, json);
    cache.set(formId, loaded);
  }
  return loaded;
}
