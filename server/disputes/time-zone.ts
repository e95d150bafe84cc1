// A day's end in a merchant's IANA time zone as an ISO timestamp with that zone's offset
// ("2026-11-25T23:59:59+02:00"). Unknown zones fall back to UTC.
export function validTimeZone(tz: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

/** Offset of `tz` at the instant `at`, in minutes east of UTC. */
export function offsetMinutes(tz: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' })
    .formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(part);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The last second of `day` (YYYY-MM-DD) in `tz`: the ISO text and the instant. */
export function endOfDay(day: string, tzName: string): { iso: string; at: Date } {
  const tz = validTimeZone(tzName);
  const local = Date.parse(`${day}T23:59:59Z`); // wall clock read as if UTC
  // The offset at the instant itself (a second pass settles days with a DST change).
  let offset = offsetMinutes(tz, new Date(local));
  offset = offsetMinutes(tz, new Date(local - offset * 60_000));
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return { iso: `${day}T23:59:59${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`, at: new Date(local - offset * 60_000) };
}

/** The instant the local day of `at` began in `tz` (midnight on the wall clock there). */
export function startOfDay(at: Date, tzName: string): Date {
  const tz = validTimeZone(tzName);
  const wall = at.getTime() + offsetMinutes(tz, at) * 60_000; // the wall clock read as if UTC
  const midnight = wall - (wall % 86_400_000 + 86_400_000) % 86_400_000;
  // The offset at midnight itself, which differs from the one at `at` across a DST change.
  let offset = offsetMinutes(tz, new Date(midnight));
  offset = offsetMinutes(tz, new Date(midnight - offset * 60_000));
  return new Date(midnight - offset * 60_000);
}

/** A date column as YYYY-MM-DD (drivers hand back a Date or a string). */
export function dayText(value: unknown): string {
  if (value instanceof Date) return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  return String(value).slice(0, 10);
}
