// The format rules with their checks (ajv string formats): what validators (runtime.ts), the server
// (addRules.ts) and widgets (checkValue.ts) run. Their messages are in the registry (registry.ts).
import type { FormatRule } from './types';
import { decimal } from './decimal';
import { amount } from './amount';
import { number } from './number';
import { email } from './email';
import { url } from './url';
import { phone } from './phone';
import { iban } from './iban';
import { date } from './date';
import { cardExpiry, cardNumber } from './card';

export const FORMAT_RULES = [decimal, amount, number, email, url, phone, iban, date, cardNumber, cardExpiry] as const satisfies readonly FormatRule[];

/** Every format name the engine knows -> its check. */
export const FORMATS: Readonly<Record<string, (value: string) => boolean>> = Object.assign(
  {},
  ...FORMAT_RULES.map((r) => r.check),
);

export const FORMAT_NAMES = Object.keys(FORMATS);
