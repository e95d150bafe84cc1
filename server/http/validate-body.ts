// Request bodies are checked with the same form files and rule messages as the browser
// (schemas/forms/<id>.json through engine/core/validation). Invalid -> 400 {error: [[field, message]]}.
import { validateForm } from '../../engine/core/validation/index.ts';
import { formFields } from '../forms/form-fields.ts';
import { NOT_IN_FORM } from '../forms/form-store.ts';
import { badRequest } from './errors.ts';

export function validateBody<T>(formId: string, body: unknown): T {
  const errors = validateForm(formId, body ?? {});
  if (errors.length > 0) throw badRequest(errors);
  return body as T;
}

/** validateBody that also refuses a key the form does not declare (as a form's save does). */
export function validateDeclaredBody<T>(formId: string, body: unknown): T {
  const declared = new Set(formFields(formId).map((f) => f.name));
  const extra = Object.keys(body ?? {}).find((key) => !declared.has(key));
  if (extra !== undefined) throw badRequest([[extra, NOT_IN_FORM]]);
  return validateBody<T>(formId, body);
}
