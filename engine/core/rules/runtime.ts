// What generated standalone validators (.generated/validators/*.js) import as `__rules`: format
// checks, keyword helpers, and replacements for ajv's CommonJS runtime helpers so the output is a
// plain ES module that runs under a CSP without unsafe-eval.
import { FORMATS } from './formats';

export { valuesMatch } from './match';
export { inRange } from './numrange';

/** Same shape as registered by addRules (ajv format definitions). */
export const formats = Object.fromEntries(
  Object.entries(FORMATS).map(([name, validate]) => [name, { type: 'string', validate }]),
);

/** Deep equality of JSON values (ajv `const` / `enum` / `uniqueItems`). */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return a !== a && b !== b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Length in Unicode code points (ajv `minLength` / `maxLength`). */
export function ucs2length(str: string): number {
  let n = 0;
  for (const _ of str) n++;
  return n;
}
