// A measure's value from the sums, as the exact decimal text the replies carry: money in major
// units with two decimals ("12.50"), counts as digits, percentages with two decimals ("61.54").
import type { Sums } from './aggregates.ts';
import type { Measure } from './catalog.ts';

/** a / b rounded half up to a whole number (a, b >= 0, b > 0). */
const divRound = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

const hundredths = (v: bigint): string => `${v / 100n}.${String(v % 100n).padStart(2, '0')}`;

export const money = (minor: bigint): string => (minor < 0n ? `-${hundredths(-minor)}` : hundredths(minor));

/** a as a percentage of b; 0 when b is 0. */
export const percent = (a: bigint, b: bigint): string => hundredths(b === 0n ? 0n : divRound(a * 10_000n, b));

export function measureValue(m: Measure, s: Sums): string {
  switch (m) {
    case 'volume': return money(s.volume);
    case 'success': return String(s.success);
    case 'attempts': return String(s.attempts);
    case 'conversion': return percent(s.success, s.attempts);
    case 'average': return money(s.success === 0n ? 0n : divRound(s.volume, s.success));
    case 'refunded': return money(s.refunded);
    case 'refunds': return String(s.refunds);
    case 'refund_rate': return percent(s.refunded, s.volume);
  }
}

/** Change of a value against the previous period in percent (one decimal); null when there was nothing before. */
export function change(current: string, previous: string): number | null {
  const before = Number(previous);
  if (before === 0) return null;
  return Math.round(((Number(current) - before) / before) * 1000) / 10;
}
