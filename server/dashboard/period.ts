// Date ranges of the dashboard: whole days (YYYY-MM-DD) in the merchant's time zone. The default is
// the last 7 days (spec 000 s.9); the previous period is as long and ends the day before.
import { badRequest } from '../http/errors.ts';

export type Period = { from: string; to: string };

const DAY_MS = 86_400_000;
/** Longest range a widget aggregates: a year and a day (a leap year's 366 days). */
export const MAX_DAYS = 366;
/** Ranges up to this many days are drawn by the hour, longer ones by the day. */
export const HOURLY_MAX_DAYS = 2;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (2026-02-30 is not). */
export function validDay(v: string): boolean {
  const m = DAY.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const daysIn = (p: Period): number => Math.round((Date.parse(`${p.to}T00:00:00Z`) - Date.parse(`${p.from}T00:00:00Z`)) / DAY_MS) + 1;

/** Today's date in the time zone. */
export function today(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The range a request names, or the default; 400 naming the field when a date is not a day or the range is wrong. */
export function requestedPeriod(dateFrom: string | undefined, dateTo: string | undefined, timeZone: string): Period {
  for (const [field, v] of [['date_from', dateFrom], ['date_to', dateTo]] as const) {
    if (v !== undefined && !validDay(v)) throw badRequest([[field, 'Enter a valid date']]);
  }
  // Only a start: up to today (or that one day when it lies ahead); only an end: the 7 days ending then.
  const t = today(timeZone);
  const to = dateTo ?? (dateFrom !== undefined && dateFrom > t ? dateFrom : t);
  const period = { from: dateFrom ?? addDays(to, -6), to };
  if (period.from > period.to) throw badRequest([['date_to', 'The end date must not be before the start date']]);
  if (daysIn(period) > MAX_DAYS) throw badRequest([['date_from', `The period must not be longer than ${MAX_DAYS} days`]]);
  return period;
}

export const previousPeriod = (p: Period): Period => ({ from: addDays(p.from, -daysIn(p)), to: addDays(p.from, -1) });

/** The presets of the date range picker, resolved in the merchant's time zone. */
export function periodChoices(timeZone: string, now = new Date()): Array<{ alias: string; date_from: string; date_to: string }> {
  const t = today(timeZone, now);
  const monthStart = `${t.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  return [
    { alias: 'today', date_from: t, date_to: t },
    { alias: 'yesterday', date_from: addDays(t, -1), date_to: addDays(t, -1) },
    { alias: 'last_7_days', date_from: addDays(t, -6), date_to: t },
    { alias: 'last_30_days', date_from: addDays(t, -29), date_to: t },
    { alias: 'this_month', date_from: monthStart, date_to: t },
    { alias: 'last_month', date_from: `${lastMonthEnd.slice(0, 7)}-01`, date_to: lastMonthEnd },
  ];
}

/** The x values of a time graph: every hour ('YYYY-MM-DD HH:00') of short ranges, else every day. */
export function timeBuckets(p: Period): { step: number; keys: string[] } {
  const days = Array.from({ length: daysIn(p) }, (_, i) => addDays(p.from, i));
  if (days.length > HOURLY_MAX_DAYS) return { step: 86_400, keys: days };
  return { step: 3_600, keys: days.flatMap((d) => Array.from({ length: 24 }, (_, h) => `${d} ${String(h).padStart(2, '0')}:00`)) };
}
