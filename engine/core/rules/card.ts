// card_number and card_expiry: the card fields of the MO/TO charge and payout forms (spec 001 s.5),
// checked alike by the browser and the server. A card number is 16 digits plus up to 3 more (the
// mask) passing the Luhn check, counted after the spaces and dashes a person types between groups
// are taken out (as the checkout does); an expiry is MM/YY whose month has not ended (a card is good
// through its last day).
// Not rules of spec 000 section 5: the messages are ours (docs/decisions.md, MO/TO terminal).
import type { FormatRule } from './types';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A typed card number without the spaces and dashes between its groups ('4242 4242-4242 4242'). */
export const cardNumberText = (typed: string) => typed.replace(/[ -]/g, '');

/** A card number's digits as the portal shows cards: BIN, asterisks, last four (`424242******4242`). */
export const maskedDigits = (digits: string) => `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;

export function isCardNumber(value: string): boolean {
  const digits = cardNumberText(value);
  return /^\d{16,19}$/.test(digits) && luhnValid(digits);
}

/** MM/YY not before the current month (UTC). */
export function isCardExpiry(value: string, now = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!m) return false;
  return 2000 + Number(m[2]) >= now.getUTCFullYear() + (Number(m[1]) < now.getUTCMonth() + 1 ? 1 : 0);
}

export const cardNumber: FormatRule = {
  id: 'card_number',
  keyword: 'format',
  formats: ['card_number'],
  message: 'Enter a valid card number',
  check: { card_number: isCardNumber },
};

export const cardExpiry: FormatRule = {
  id: 'card_expiry',
  keyword: 'format',
  formats: ['card_expiry'],
  message: 'Enter a valid expiry date',
  check: { card_expiry: (value) => isCardExpiry(value) },
};
