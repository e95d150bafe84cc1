// Server money text: formatAmount writes minor units as the lists do, a negative amount with one sign
// (a settlement batch whose chargebacks exceed what it pays read '-56.-81'; found by tests/api/reconciliation.test.ts).
import { describe, expect, it } from 'vitest';
import { fromMinor } from '../../../server/lists/money.ts';
import { formatAmount, parseAmount } from '../../../server/payments/money.ts';

describe('formatAmount', () => {
  it.each([
    [0, '0.00'], [1, '0.01'], [99, '0.99'], [100, '1.00'], [5581, '55.81'], [123_456_789, '1234567.89'],
    [-1, '-0.01'], [-99, '-0.99'], [-100, '-1.00'], [-5581, '-55.81'], [-123_456_789, '-1234567.89'],
  ])('%s -> %s', (minor, out) => {
    expect(formatAmount(minor)).toBe(out);
    expect(fromMinor(minor)).toBe(out);
  });

  it('reads back what it writes for non-negative amounts', () => {
    for (const minor of [0, 7, 10, 4266, 95_077, 9_999_999_999]) expect(parseAmount(formatAmount(minor))).toBe(minor);
  });
});
