// Time input: days / hours / minutes / seconds <-> total seconds; each part clamped to its range and
// the total clamped to the field's minimum / maximum.
export const UNIT_SECONDS = { days: 86400, hours: 3600, minutes: 60, seconds: 1 } as const;
export type DurationPart = keyof typeof UNIT_SECONDS;
export type Duration = Record<DurationPart, number>;

export const PART_MAX: Duration = { days: 9999, hours: 23, minutes: 59, seconds: 59 };

export function splitSeconds(total: number): Duration {
  let rest = Math.max(0, Math.floor(total));
  const out = { days: 0, hours: 0, minutes: 0, seconds: 0 };
  for (const part of ['days', 'hours', 'minutes', 'seconds'] as const) {
    out[part] = Math.floor(rest / UNIT_SECONDS[part]);
    rest -= out[part] * UNIT_SECONDS[part];
  }
  return out;
}

export function clampPart(part: DurationPart, value: number, max: Duration = PART_MAX): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.floor(value), max[part]);
}

export function joinSeconds(d: Duration, min?: number, max?: number): number {
  let total = 0;
  for (const part of Object.keys(UNIT_SECONDS) as DurationPart[]) total += clampPart(part, d[part]) * UNIT_SECONDS[part];
  if (min !== undefined) total = Math.max(min, total);
  if (max !== undefined) total = Math.min(max, total);
  return total;
}
