// Request bodies are checked with the same form files and rule messages as the browser
// (schemas/forms/<id>.json through engine/core/validation). Invalid -> 400 {error: [[field, message]]}.
import { validateForm } from '../../engine/core/validation/index.ts';
import { badRequest } from './errors.ts';

export function validateBody<T>(formId: string, body: unknown): T {
  const errors = validateForm(formId, body ?? {});
  if (errors.length > 0) throw badRequest(errors);
  return body as T;
}
