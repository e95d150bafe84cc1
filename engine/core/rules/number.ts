// number: digits only.
import type { FormatRule } from './types';

export const NUMBER_RE = /^\d+$/;

export const number: FormatRule = {
  id: 'number',
  keyword: 'format',
  formats: ['number'],
  message: 'field must be number',
  check: { number: (value) => NUMBER_RE.test(value) },
};
