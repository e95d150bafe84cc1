// Form files as the browser sees them: loaded by Vite, checked against the forms meta-schema when
// the bundle is built (`virtual:form-issues`, vite.config.ts), so the meta-schema validator is not
// shipped. A bad or missing file yields issues (SchemaForm shows them) instead of a crash.
import { FORM_FILES } from '../core/schema/loadFilesVite';
import { issue, type SchemaIssue } from '../core/schema/issue';
import type { FormFile } from '../core/schema/formFile';
import FORM_ISSUES from 'virtual:form-issues';

export type LoadedForm = { form: FormFile; issues: [] } | { form: null; issues: SchemaIssue[] };

const cache = new Map<string, LoadedForm>();

export function loadForm(formId: string): LoadedForm {
  let loaded = cache.get(formId);
  if (!loaded) {
    const path = `schemas/forms/${formId}.json`;
    const json = FORM_FILES[path];
    const issues = FORM_ISSUES[path];
    loaded =
      json === undefined
        ? { form: null, issues: [issue(path, '', 'no such form file')] }
        : issues?.length
          ? { form: null, issues: [...issues] }
          : { form: json as FormFile, issues: [] };
    cache.set(formId, loaded);
  }
  return loaded;
}
