// Checks one schema file against the meta-schema of its folder (a validate function: compiled by
// ajv on Node, precompiled in the browser) plus what a meta-schema cannot express: ids given twice
// (checkDuplicateIds) and an endpoint file's `$ref`s (checkEndpointRefs), whatever the file's shape;
// for a form that passes, its inner references and widget vocabulary (checkFormRefs).
// Returns every issue with file + JSON pointer + reason; never throws.
import type { ErrorObject } from 'ajv';
import { issue, type SchemaIssue } from './issue';
import { metaErrorToIssue } from './metaErrorToIssue';
import { checkFormRefs } from './checkFormRefs';
import { checkDuplicateIds } from './checkDuplicateIds';
import { checkEndpointRefs } from './checkEndpointRefs';

export type MetaValidate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Checks that hold whatever the file's shape: ids given twice, an endpoint file's `$ref`s. */
function ownChecks(file: string, json: unknown): SchemaIssue[] {
  const refs = file.startsWith('schemas/endpoints/') ? checkEndpointRefs(file, json) : [];
  return [...checkDuplicateIds(file, json), ...refs];
}

export function checkSchemaFile(file: string, json: unknown, validate: MetaValidate | undefined): SchemaIssue[] {
  if (!validate) return [issue(file, '', 'no meta-schema for this folder', 'warning')];
  const own = ownChecks(file, json);
  if (validate(json)) {
    return file.startsWith('schemas/forms/') ? [...own, ...checkFormRefs(file, json as Parameters<typeof checkFormRefs>[1])] : own;
  }
  const seen = new Set<string>();
  const out: SchemaIssue[] = [...own];
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
