// The x axis of line and column charts: days, or hours when the series is hourly (spec 000 section 2.6,
// 'hourly grouping'; time units of section 7: hour 3600 s, day 86400 s).
import type { XYPoint, XYSeries } from './series';

export const HOUR_SECONDS = 3600;
export const DAY_SECONDS = 86400;
export type TimeUnit = typeof HOUR_SECONDS | typeof DAY_SECONDS;

const HOUR_OF_DAY = /^\d{1,2}$/;
const DATE_HOUR = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):\d{2}/;

/** Hourly when a point is an hour of the day (0-23) or carries a time; daily otherwise. */
export function timeUnitOf(series: XYSeries[]): TimeUnit {
  const hourly = series.some((s) => s.data.some((p) => HOUR_OF_DAY.test(String(p.x)) || DATE_HOUR.test(String(p.x))));
  return hourly ? HOUR_SECONDS : DAY_SECONDS;
}

/** The axis label of a point: 'HH:00' for an hour of the day, 'YYYY-MM-DD HH:00' for an hour of a date. */
export function xLabel(x: XYPoint['x']): string {
  const text = String(x);
  if (HOUR_OF_DAY.test(text)) return `${text.padStart(2, '0')}:00`;
  const m = DATE_HOUR.exec(text);
  return m ? `${m[1]} ${m[2]}:00` : text;
}

/** Every x of the series, in order and once (series may miss points of others), as axis labels. */
export function xCategories(series: XYSeries[]): string[] {
  const seen = new Map<string, XYPoint['x']>();
  for (const s of series) for (const p of s.data) seen.set(xLabel(p.x), p.x);
  return [...seen.entries()].sort(([, a], [, b]) => compareX(a, b)).map(([label]) => label);
}

function compareX(a: XYPoint['x'], b: XYPoint['x']): number {
  const [na, nb] = [Number(a), Number(b)];
  if (HOUR_OF_DAY.test(String(a)) && HOUR_OF_DAY.test(String(b))) return na - nb;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** The y values of a series over the categories (null where it has no point: a gap, not a zero). */
export function yValues(series: XYSeries, categories: string[]): (number | null)[] {
  const byLabel = new Map(series.data.map((p) => [xLabel(p.x), Number(p.y)]));
  return categories.map((c) => byLabel.get(c) ?? null);
}
