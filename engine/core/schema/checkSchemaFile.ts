// Checks one schema file against the meta-schema of its folder (a validate function: compiled by
// ajv on Node, precompiled in the browser) plus, for forms, the cross-references a meta-schema
// cannot express. Returns every issue with file + JSON pointer + reason; never throws.
import type { ErrorObject } from 'ajv';
import { issue, type SchemaIssue } from './issue';
import { metaErrorToIssue } from './metaErrorToIssue';
import { checkFormRefs } from './checkFormRefs';

export type MetaValidate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

export function checkSchemaFile(file: string, json: unknown, validate: MetaValidate | undefined): SchemaIssue[] {
  if (!validate) return [issue(file, '', 'no meta-schema for this folder', 'warning')];
  if (validate(json)) {
    return file.startsWith('schemas/forms/') ? checkFormRefs(file, json as Parameters<typeof checkFormRefs>[1]) : [];
  }
  const seen = new Set<string>();
  const out: SchemaIssue[] = [];
  for (const error of validate.errors ?? []) {
    const found = metaErrorToIssue(file, error);
    const key = `${found.pointer}|${found.reason}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(found);
    }
  }
  return out;
}
