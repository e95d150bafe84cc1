// decimal: optional minus, digits, optional point (with its digits).
import type { FormatRule } from './types';

export const DECIMAL_RE = /^-?\d+(?:\.\d+)?$/;

export const decimal: FormatRule = {
  id: 'decimal',
  keyword: 'format',
  formats: ['decimal'],
  message: 'field must be numeric',
  check: { decimal: (value) => DECIMAL_RE.test(value) },
};
