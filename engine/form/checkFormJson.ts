// A form file checked in the browser with the precompiled meta-schema validator (previews, tests of
// the placeholder). The app's own form files are checked at build time (formFiles.ts).
import { checkSchemaFile } from '../core/schema/checkSchemaFile';
import type { FormFile } from '../core/schema/formFile';
import { metaForms } from '../../.generated/validators/index.js';
import type { SchemaIssue } from '../core/schema/issue';

export function checkFormJson(
  path: string,
  json: unknown,
): { form: FormFile; issues: [] } | { form: null; issues: SchemaIssue[] } {
  const issues = checkSchemaFile(path, json, metaForms).filter((i) => i.severity === 'error');
  return issues.length ? { form: null, issues } : { form: json as FormFile, issues: [] };
}
