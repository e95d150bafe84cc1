// amount: up to 17 integer digits, optional up to 2 decimals.
import type { FormatRule } from './types';

export const AMOUNT_RE = /^\d{1,17}(?:\.\d{1,2})?$/;

export const amount: FormatRule = {
  id: 'amount',
  keyword: 'format',
  formats: ['amount'],
  message: 'field must be amount',
  check: { amount: (value) => AMOUNT_RE.test(value) },
};
