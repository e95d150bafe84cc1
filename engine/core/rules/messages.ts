// ajv error -> (field, message): the one place where rule messages are chosen.
import type { ErrorObject } from 'ajv';
import { RULES } from './registry';
import { formatMessage } from './formatMessage';

const byKeyword = new Map<string, (typeof RULES)[number]>();
for (const rule of RULES) {
  if (rule.formats) for (const f of rule.formats) byKeyword.set(`format:${f}`, rule);
  else byKeyword.set(rule.keyword, rule);
}

/** The rule explaining an ajv error, if any. */
export function ruleFor(error: ErrorObject) {
  const key = error.keyword === 'format' ? `format:${String(error.params.format)}` : error.keyword;
  return byKeyword.get(key);
}

/** Message of an ajv error in the exact wording of the spec (falls back to ajv's own message). */
export function messageFor(error: ErrorObject): string {
  const rule = ruleFor(error);
  if (!rule) return error.message ?? 'field is invalid';
  return formatMessage(rule.message, rule.args?.(error));
}

/** JSON pointer of the field an error belongs to (`/password2`, `/address/street`). */
export function pointerFor(error: ErrorObject): string {
  if (error.keyword === 'required') return `${error.instancePath}/${String(error.params.missingProperty)}`;
  return error.instancePath;
}

/** Field name for the server reply (`address.street`), '' for the whole body. */
export function fieldFor(error: ErrorObject): string {
  return pointerFor(error)
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}
