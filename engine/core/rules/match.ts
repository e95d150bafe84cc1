// match: both fields non-empty and equal. `"password2": {"match": "password"}`.
import type { Rule } from './types';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

export function valuesMatch(value: unknown, parent: unknown, other: string): boolean {
  const otherValue = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[other] : undefined;
  return !isEmpty(value) && !isEmpty(otherValue) && value === otherValue;
}

export const match: Rule = { id: 'match', keyword: 'match', message: 'fields must match' };
