// numrange: between two bounds, inclusive; a comma decimal separator is accepted. `"numrange": [1, 99.5]`.
import type { Rule } from './types';

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !/^\s*-?\d+(?:[.,]\d+)?\s*$/.test(value)) return NaN;
  return Number(value.trim().replace(',', '.'));
}

export function inRange(value: unknown, range: readonly [number, number]): boolean {
  const n = toNumber(value);
  return !Number.isNaN(n) && n >= range[0] && n <= range[1];
}

export const numrange: Rule = {
  id: 'numrange',
  keyword: 'numrange',
  message: 'field must be between {0} and {1}',
  args: (e) => [String(e.params.min), String(e.params.max)],
};
