// phone: optional plus, 7 to 14 digits.
import type { FormatRule } from './types';

export const PHONE_RE = /^\+?\d{7,14}$/;

export const phone: FormatRule = {
  id: 'phone',
  keyword: 'format',
  formats: ['phone'],
  message: 'Enter a valid phone',
  check: { phone: (value) => PHONE_RE.test(value) },
};
