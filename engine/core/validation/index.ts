// validateForm(formId, data) -> [field, message][]: the server checks request bodies with the same
// form files and rule messages as the browser. Node only (reads schemas/forms with fs, compiles
// with ajv once per form); no React, no DOM.
import type { ValidateFunction } from 'ajv';
import { loadSchemaFile } from '../schema/loadFilesNode';
import { createAjv } from './createAjv';
import { errorsToPairs, type FieldError } from './errorsToPairs';
import { pruneEmpty } from './pruneEmpty';

export type { FieldError } from './errorsToPairs';
export { pruneEmpty } from './pruneEmpty';
export { errorsToPairs } from './errorsToPairs';
export { createAjv } from './createAjv';

const ajv = createAjv();
const cache = new Map<string, ValidateFunction>();

function validatorFor(formId: string): ValidateFunction {
  let validate = cache.get(formId);
  if (!validate) {
    if (!/^[a-z0-9_]+$/.test(formId)) throw new Error(`validateForm: bad form id "${formId}"`);
    const file = loadSchemaFile(`schemas/forms/${formId}.json`) as { schema?: object };
    if (!file || typeof file.schema !== 'object') throw new Error(`validateForm: schemas/forms/${formId}.json has no schema`);
    validate = ajv.compile(file.schema);
    cache.set(formId, validate);
  }
  return validate;
}

export function validateForm(formId: string, data: unknown): Array<[string, string]> {
  const validate = validatorFor(formId);
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [['', 'field is required']];
  if (validate(pruneEmpty(data))) return [];
  return errorsToPairs(validate.errors);
}

/** Warms the cache for every given form (server start-up). */
export function precompileForms(formIds: readonly string[]): void {
  for (const id of formIds) validatorFor(id);
}

export type ValidateFormResult = FieldError[];
