// Runs a precompiled form validator: empty values pruned, first message per field, translated
// (template first, then `{0}` substitution).
import type { ErrorObject } from 'ajv';
import { pruneEmpty } from '../core/validation/pruneEmpty';
import { fieldFor, ruleFor, formatMessage } from '../core/rules';

export type PrecompiledValidate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
export type FieldErrors = Readonly<Record<string, string>>;

const SKIP = new Set(['if', 'oneOf', 'anyOf']);

export function validateData(validate: PrecompiledValidate, data: unknown, t: (s: string) => string = (s) => s): FieldErrors {
  if (validate(pruneEmpty(data ?? {}))) return {};
  const out: Record<string, string> = {};
  for (const error of validate.errors ?? []) {
    if (SKIP.has(error.keyword)) continue;
    const field = fieldFor(error);
    if (field in out) continue;
    const rule = ruleFor(error);
    out[field] = rule ? formatMessage(t(rule.message), rule.args?.(error)) : t(error.message ?? 'field is invalid');
  }
  return out;
}

export function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}
