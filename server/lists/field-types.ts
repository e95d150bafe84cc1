// Per field type: the SQL cast of a value, parsing a filter value (null = invalid), and the JSON
// form of a stored value.
import type { FieldType } from './types.ts';
import { fromMinor, toMinor } from './money.ts';

export const SQL_CAST: Record<FieldType, string> = {
  int: 'bigint', text: 'text', money: 'bigint', timestamp: 'timestamptz', date: 'date', bool: 'boolean',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** A timestamp filter value: a whole UTC day [from, to) or an instant (from = to). */
export type Instant = { from: Date; to: Date; day: boolean };

export function parseInstant(v: string): Instant | null {
  if (validDay(v)) {
    const from = new Date(`${v}T00:00:00Z`);
    return { from, to: new Date(from.getTime() + 86_400_000), day: true };
  }
  const t = /^\d{4}-\d{2}-\d{2}T/.test(v) ? new Date(v) : null;
  return t && !Number.isNaN(t.getTime()) ? { from: t, to: t, day: false } : null;
}

const WORD: Record<FieldType, string> = {
  int: 'a whole number', text: 'a text', money: 'an amount like 12.50',
  timestamp: 'a date (YYYY-MM-DD) or date-time', date: 'a date (YYYY-MM-DD)', bool: '1 or 0',
};
export const expected = (type: FieldType) => WORD[type];

/** A scalar filter value as the SQL parameter to bind, or null when it does not parse. */
export function parseScalar(type: FieldType, v: string): string | number | boolean | null {
  switch (type) {
    case 'int': return /^-?\d{1,15}$/.test(v.trim()) ? Number(v) : null;
    case 'money': return toMinor(v);
    case 'date': return validDay(v) ? v : null;
    case 'bool': return ['1', 'true'].includes(v) ? true : ['0', 'false'].includes(v) ? false : null;
    case 'timestamp': return parseInstant(v) ? v : null;
    default: return v;
  }
}

export function outputValue(type: FieldType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'money') return fromMinor(Number(value));
  if (type === 'timestamp') return (value instanceof Date ? value : new Date(String(value))).toISOString();
  return value;
}
