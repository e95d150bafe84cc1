import { describe, expect, it } from 'vitest';
import { startOfDay } from '../../../server/disputes/time-zone.ts';

describe('startOfDay: the instant a local day began in a merchant\'s time zone', () => {
  it('is midnight on the wall clock there, whichever side of UTC midnight the instant is', () => {
    expect(startOfDay(new Date('2026-11-24T12:00:00Z'), 'UTC').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(startOfDay(new Date('2026-11-24T23:30:00Z'), 'Europe/Kyiv').toISOString()).toBe('2026-11-24T22:00:00.000Z');
    expect(startOfDay(new Date('2026-11-24T01:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(startOfDay(new Date('2026-11-24T12:00:00Z'), 'Asia/Kathmandu').toISOString()).toBe('2026-11-23T18:15:00.000Z');
  });

  it('takes the offset in force at midnight on a day the clocks change', () => {
    // Kyiv left summer time (UTC+3) at 04:00 on 25 October 2026: that day began at 00:00+03:00.
    expect(startOfDay(new Date('2026-10-25T12:00:00Z'), 'Europe/Kyiv').toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(startOfDay(new Date('2026-03-29T12:00:00Z'), 'Europe/Kyiv').toISOString()).toBe('2026-03-28T22:00:00.000Z');
  });

  it('reads an unknown zone as UTC', () => {
    expect(startOfDay(new Date('2026-11-24T12:00:00Z'), 'Nowhere/Atlantis').toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
});
