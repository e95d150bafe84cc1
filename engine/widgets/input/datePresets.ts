// Date picker presets of spec 000 section 5 as [start, end] YYYY-MM-DD pairs for a given today.
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'week_to_date',
  'last_week',
  'month_to_date',
  'last_month',
  'this_month',
  'quarter_to_date',
  'year_to_date',
  'all_time',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const PRESET_LABELS: Record<DatePreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  week_to_date: 'Week to date',
  last_week: 'Last 7 days',
  month_to_date: 'Month to date',
  last_month: 'Last 30 days',
  this_month: 'This month',
  quarter_to_date: 'Quarter to date',
  year_to_date: 'Year to date',
  all_time: 'All time',
};

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** `today` is a YYYY-MM-DD string (the user's local date). Weeks start on Monday. */
export function presetRange(preset: DatePreset, today: string): [string, string] {
  const [y, m, d] = today.split('-').map(Number);
  const t = utc(y, m - 1, d);
  const back = (days: number) => isoDate(utc(y, m - 1, d - days));
  switch (preset) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [back(1), back(1)];
    case 'week_to_date':
      return [back((t.getUTCDay() + 6) % 7), today];
    case 'last_week':
      return [back(6), today];
    case 'month_to_date':
      return [isoDate(utc(y, m - 1, 1)), today];
    case 'last_month':
      return [back(29), today];
    case 'this_month':
      return [isoDate(utc(y, m - 1, 1)), isoDate(utc(y, m, 0))];
    case 'quarter_to_date':
      return [isoDate(utc(y, Math.floor((m - 1) / 3) * 3, 1)), today];
    case 'year_to_date':
    case 'all_time':
      return [isoDate(utc(y, 0, 1)), today];
  }
}

export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** End not before start; both inside [min, max]; at most `maxSpanDays` days from start to end. */
export function clampRange([start, end]: [string, string], min?: string, max?: string, maxSpanDays?: number): [string, string] {
  const c = (v: string) => (min && v < min ? min : max && v > max ? max : v);
  const s = c(start);
  let e = c(end);
  if (e < s) e = s;
  if (maxSpanDays !== undefined) {
    const [y, m, d] = s.split('-').map(Number);
    const limit = isoDate(utc(y, m - 1, d + maxSpanDays));
    if (e > limit) e = limit;
  }
  return [s, e];
}
