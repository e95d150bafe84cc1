// Dispute response deadlines (beyond the spec): days left in the merchant's time zone, colour by urgency.
import { describe, expect, it } from 'vitest';
import { deadlineUrgency, todayIn } from '../../../engine/format/deadline';

describe('deadline urgency', () => {
  // 22:30 UTC on 20 Nov is already 21 Nov in Tbilisi (UTC+4), still 20 Nov in New York.
  const now = new Date('2026-11-20T22:30:00Z');
  it('counts the day in the given time zone', () => {
    expect(todayIn('Asia/Tbilisi', now)).toBe('2026-11-21');
    expect(todayIn('America/New_York', now)).toBe('2026-11-20');
    expect(deadlineUrgency('2026-11-21', 'Asia/Tbilisi', now)).toEqual({ daysLeft: 0, level: 'urgent' });
    expect(deadlineUrgency('2026-11-21', 'America/New_York', now)).toEqual({ daysLeft: 1, level: 'urgent' });
  });
  it('grades overdue, urgent (0-2 days), soon (3-7) and later', () => {
    const tz = 'UTC';
    expect(deadlineUrgency('2026-11-19', tz, now)?.level).toBe('overdue');
    expect(deadlineUrgency('2026-11-22', tz, now)?.level).toBe('urgent');
    expect(deadlineUrgency('2026-11-23', tz, now)?.level).toBe('soon');
    expect(deadlineUrgency('2026-11-27', tz, now)?.level).toBe('soon');
    expect(deadlineUrgency('2026-11-28', tz, now)?.level).toBe('later');
    expect(deadlineUrgency('not a date', tz, now)).toBeNull();
  });
});
