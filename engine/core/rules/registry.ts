// The rules registry of spec 000 section 5: one flat list, one file per rule.
import type { FormatRule, Rule } from './types';
import { required, requiredChoice, requiredConst, requiredItems } from './required';
import { pattern } from './pattern';
import { minlength } from './minlength';
import { maxlength } from './maxlength';
import { match } from './match';
import { max, exclusiveMax } from './max';
import { min, exclusiveMin } from './min';
import { decimal } from './decimal';
import { amount } from './amount';
import { number } from './number';
import { numrange } from './numrange';
import { email } from './email';
import { url } from './url';
import { phone } from './phone';
import { iban } from './iban';
import { date } from './date';

export const FORMAT_RULES = [decimal, amount, number, email, url, phone, iban, date] as const satisfies readonly FormatRule[];

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
