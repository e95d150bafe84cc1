// iban: country code, exact length per country from a table, mod-97 check equals 1; ibantools
// `isValidIBAN` (BBAN structure) on the electronic format (no spaces, upper case).
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { IBAN_LENGTHS } from './ibanLengths';
import { ibanMessage } from './ibanMessage';
import type { FormatRule } from './types';

/** Remainder of the IBAN (country and check digits moved to the end, letters as 10..35) mod 97. */
export function ibanMod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

export function isIban(value: string): boolean {
  const iban = electronicFormatIBAN(value) ?? '';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length) return false;
  return ibanMod97(iban) === 1 && isValidIBAN(iban);
}

export const iban: FormatRule = { ...ibanMessage, check: { iban: isIban } };
