// The rules registry of spec 000 section 5: one flat list, one file per rule.
import type Ajv from 'ajv';
import type { FormatRule, Rule } from './types';
import { required, requiredChoice, requiredConst, requiredItems } from './required';
import { pattern } from './pattern';
import { minlength } from './minlength';
import { maxlength } from './maxlength';
import { match, matchKeyword } from './match';
import { max, exclusiveMax } from './max';
import { min, exclusiveMin } from './min';
import { decimal } from './decimal';
import { amount } from './amount';
import { number } from './number';
import { numrange, numrangeKeyword } from './numrange';
import { email } from './email';
import { url } from './url';
import { phone } from './phone';
import { iban } from './iban';




export const FORMAT_RULES = [decimal, amount, number, email, url, phone, iban] as const satisfies readonly FormatRule[];

export const RULES: readonly Rule[] = [
  required,
  requiredItems,
  requiredChoice,
  requiredConst,
  pattern,
  minlength,
  maxlength,
  match,
  max,
  exclusiveMax,
  min,
  exclusiveMin,
  numrange,
  ...FORMAT_RULES,
];

/** Every format name the engine knows -> its check. */
export const FORMATS: Readonly<Record<string, (value: string) => boolean>> = Object.assign(
  {},
  ...FORMAT_RULES.map((r) => r.check),
);

export const FORMAT_NAMES = Object.keys(FORMATS);

export const KEYWORDS = [matchKeyword, numrangeKeyword] as const;

/** Registers our keywords and formats on an ajv instance. */
export function addRules(ajv: Ajv): Ajv {
  for (const k of KEYWORDS) ajv.addKeyword(k);
  for (const [name, check] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: check });
  return ajv;
}
