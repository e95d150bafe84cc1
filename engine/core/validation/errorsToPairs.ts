// ajv errors -> [field, message] pairs, first message per field, in error order.
import type { ErrorObject } from 'ajv';
import { fieldFor, messageFor } from '../rules/messages';

export type FieldError = [field: string, message: string];

export function errorsToPairs(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const seen = new Set<string>();
  const pairs: FieldError[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'if' || error.keyword === 'oneOf' || error.keyword === 'anyOf') continue;
    const field = fieldFor(error);
    if (seen.has(field)) continue;
    seen.add(field);
    pairs.push([field, messageFor(error)]);
  }
  return pairs;
}
