// The date range of a dashboard tab: one of the server's presets (resolved in the merchant's time
// zone, spec 000 s.3 'period_choices'; default last 7 days, s.9) or a custom range of whole days.
import type { DashboardCategory } from '../../../engine';

export const CUSTOM = 'custom';
/** The longest range the server aggregates (server/dashboard/period.ts MAX_DAYS). */
export const MAX_RANGE_DAYS = 366;

/** English labels (i18n keys of the dashboard namespace) of the presets the server names. */
export const PERIOD_LABELS: Record<string, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
  this_month: 'This month',
  last_month: 'Last month',
};

export interface Range {
  date_from: string;
  date_to: string;
}

/** What a tab's filter holds: a preset alias or CUSTOM with its own days. */
export interface PeriodChoice {
  alias: string;
  custom?: Range;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const days = (r: Range) => Math.round((Date.parse(r.date_to) - Date.parse(r.date_from)) / 86_400_000) + 1;

/** Why a custom range cannot be asked for (an English message of the dashboard namespace), or null. */
export function rangeProblem(r: Range): string | null {
  if (!DAY.test(r.date_from) || Number.isNaN(Date.parse(r.date_from))) return 'Enter a valid start date';
  if (!DAY.test(r.date_to) || Number.isNaN(Date.parse(r.date_to))) return 'Enter a valid end date';
  if (r.date_from > r.date_to) return 'The end date must not be before the start date';
  if (days(r) > MAX_RANGE_DAYS) return 'The period must not be longer than 366 days';
  return null;
}

/** The days a choice stands for; an unknown preset falls back to the category's default one. */
export function resolveRange(
  category: Pick<DashboardCategory, 'period_choices' | 'default_period'>,
  choice: PeriodChoice,
): Range | undefined {
  if (choice.alias === CUSTOM)
    return choice.custom && !rangeProblem(choice.custom) ? choice.custom : undefined;
  const preset =
    category.period_choices.find((p) => p.alias === choice.alias) ??
    category.period_choices.find((p) => p.alias === category.default_period);
  return preset && { date_from: preset.date_from, date_to: preset.date_to };
}
