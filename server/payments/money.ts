// Money at the edges is a decimal string ("12.50"); in storage and arithmetic, integer minor units.
// Parsing is exact (no float): digits are split, never multiplied as a fraction.
import { fromMinor } from '../lists/money.ts';

const AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Minor units of a non-negative decimal string with at most 2 decimals, else null. */
export function parseAmount(text: string): number | null {
  const m = AMOUNT.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Minor units as a decimal string, as the lists write it: a negative amount (a batch whose chargebacks
 * exceed what it pays) gets its sign once, -55.81 (it read -56.-81). */
export function formatAmount(minor: number): string {
  return fromMinor(minor);
}

/** to / from as a decimal string with `places` decimals, rounded half up, computed in BigInt. */
export function ratio(to: number, from: number, places = 6): string {
  const scale = 10n ** BigInt(places);
  const scaled = (BigInt(to) * scale * 2n + BigInt(from)) / (BigInt(from) * 2n);
  const whole = scaled / scale;
  return `${whole}.${String(scaled % scale).padStart(places, '0')}`;
}
