// The period a scheduled template's run covers: the last complete day, ISO week (Monday to Monday) or
// month before `now`, in UTC. Its start names the run (template id + period start is the run's unique key).
export type Period = 'daily' | 'weekly' | 'monthly';

export function lastPeriod(period: Period, now: Date): { from: Date; to: Date } {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'daily') return { from: new Date(day - 86_400_000), to: new Date(day) };
  if (period === 'weekly') {
    const monday = day - ((now.getUTCDay() + 6) % 7) * 86_400_000;
    return { from: new Date(monday - 7 * 86_400_000), to: new Date(monday) };
  }
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  return { from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)), to: new Date(first) };
}

export const runKey = (templateId: number, from: Date) => `report-template:${templateId}:${from.toISOString().slice(0, 10)}`;
