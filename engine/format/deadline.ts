// A deadline date (YYYY-MM-DD, e.g. a dispute's response_deadline) against today in the merchant's
// time zone (configureFormats({timeZone}); default the browser's): whole days left and how urgent
// it is. The deadline lasts to the end of its day. Beyond the spec: overdue and 0-2 days left are
// red, 3-7 days yellow, later plain.
export type DeadlineLevel = 'overdue' | 'urgent' | 'soon' | 'later';

export const DEADLINE_COLORS: Record<DeadlineLevel, string | undefined> = {
  overdue: 'red',
  urgent: 'red',
  soon: 'yellow',
  later: undefined,
};

const DAY_MS = 86400000;

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function deadlineUrgency(deadline: string, timeZone?: string, now: Date = new Date()) {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(deadline)?.[0];
  if (!day) return null;
  const daysLeft = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${todayIn(timeZone, now)}T00:00:00Z`)) / DAY_MS,
  );
  const level: DeadlineLevel =
    daysLeft < 0 ? 'overdue' : daysLeft <= 2 ? 'urgent' : daysLeft <= 7 ? 'soon' : 'later';
  return { daysLeft, level };
}
