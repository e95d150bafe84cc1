// What the payment action modals start with and when the conversion line shows (spec 002 s.2, s.4).
import { describe, expect, it } from 'vitest';
import {
  captureDefaults,
  manualRecurringDefaults,
  refundDefaults,
  showConversion,
  type Payment,
} from '../../../screens/transactions/payment';

const payment = (over: Partial<Payment> = {}) =>
  ({
    id: 1,
    order_id: 'o1',
    status: 'processing',
    amount: '10.00',
    actual_amount: '27.10',
    capture_amount: '2.50',
    v_currency: 'USD',
    v_actual_currency: 'GEL',
    sender_email: 'a@b.test',
    max_reversal_amount: { amount: '2.50', currency: 'USD' },
    conversion: null,
    ...over,
  }) as Payment;

describe('payment modal defaults', () => {
  it('captures what is still authorised, full by default', () => {
    expect(captureDefaults(payment())).toEqual({ type: 'full', amount: '7.50', currency: 'USD' });
  });
  it('refunds up to the max reversal amount', () => {
    expect(refundDefaults(payment())).toEqual({ type: 'full', amount: '2.50', currency: 'USD' });
  });
  it('charges the declined amount after a decline, else the actual amount', () => {
    expect(manualRecurringDefaults(payment({ status: 'declined' }))).toMatchObject({
      amount: '10.00',
      currency: 'USD',
    });
    expect(manualRecurringDefaults(payment({ status: 'approved' }))).toMatchObject({
      amount: '27.10',
      currency: 'GEL',
      sender_email: 'a@b.test',
    });
  });
});

describe('currency conversion line', () => {
  const c = {
    currency_from: 'USD',
    currency_to: 'GEL',
    amount: '10.00',
    amount_to: '27.10',
    conversion_rate: '2.71',
  };
  it('shows only with both amounts and different currencies', () => {
    expect(showConversion(c)).toBe(true);
    expect(showConversion(null)).toBe(false);
    expect(showConversion({ ...c, amount_to: '' })).toBe(false);
    expect(showConversion({ ...c, currency_to: 'USD' })).toBe(false);
  });
});
