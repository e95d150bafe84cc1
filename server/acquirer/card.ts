// Card checks shared by the checkout (a clear message before charging) and the stand-in acquirer:
// 13-19 digits passing Luhn, an expiry month not in the past, a 3-4 digit CVV.
import { cardNumberText } from '../../engine/core/rules/card.ts';
import { luhnValid } from '../security/card-mask.ts';
import type { Card } from './acquirer.ts';

/** Digits of a typed card number (spaces and dashes between groups allowed), else null. */
export function cardNumberDigits(typed: string): string | null {
  const digits = cardNumberText(typed);
  return /^\d{13,19}$/.test(digits) && luhnValid(digits) ? digits : null;
}

/** Month and four-digit year of a typed MM/YY (or MM/YYYY), else null. */
export function parseExpiry(typed: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!m) return null;
  const expMonth = Number(m[1]);
  const expYear = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return expMonth >= 1 && expMonth <= 12 ? { expMonth, expYear } : null;
}

/** A card is good through the last day of its expiry month (UTC). */
export function expired(card: Pick<Card, 'expMonth' | 'expYear'>, now = new Date()): boolean {
  return card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export const cvvValid = (cvv: string) => /^\d{3,4}$/.test(cvv);

/** What may be kept of a card: BIN (first six) and last four. */
export const cardDigits = (number: string) => ({ bin: number.slice(0, 6), last4: number.slice(-4) });
