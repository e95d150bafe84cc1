// The rules registry of spec 000 section 5: one flat list, one file per rule. The format checks are
// in formats.ts; the iban rule is listed by its message part (ibanMessage.ts), so what reads messages
// only (SchemaForm) does not load ibantools.
import type { Rule } from './types';
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
import { ibanMessage } from './ibanMessage';
import { date } from './date';
import { cardExpiry, cardNumber } from './card';

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
  decimal,
  amount,
  number,
  email,
  url,
  phone,
  ibanMessage,
  date,
  cardNumber,
  cardExpiry,
];
