// date: a calendar date stored as YYYY-MM-DD (date pickers). Not a rule of spec 000 section 5; the
// message is ours (docs/decisions.md, Forms engine).
import type { FormatRule } from './types';

export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export const date: FormatRule = {
  id: 'date',
  keyword: 'format',
  formats: ['date'],
  message: 'Enter a valid date',
  check: { date: isIsoDate },
};
