// The MO/TO card rules (engine/core/rules/card.ts) as the browser and the server run them: through
// the form's validator with the messages users see.
import { describe, expect, it } from 'vitest';
import { isCardExpiry, isCardNumber } from '../../../engine/core/rules/card';
import { validateForm } from '../../../engine/core/validation';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('card rules', () => {
  it('a card number is 16 digits plus up to 3, passing Luhn', () => {
    expect(['4242424242424242', '4000000000000002', '6011000990139424123'].map(isCardNumber)).toEqual([true, true, false]);
    expect(['4242424242424241', '424242424242424', '42424242424242424242', '4242_4242_4242_4242', ''].map(isCardNumber)).toEqual([false, false, false, false, false]);
  });

  it('spaces and dashes typed between groups are taken out before the length and Luhn check (as the checkout does)', () => {
    expect(['4242 4242 4242 4242', '4242-4242-4242-4242', ' 4242  4242 4242 4242 ', '4000 0000 0000 0002'].map(isCardNumber)).toEqual([true, true, true, true]);
    expect(['4242 4242 4242 4241', '4242 4242 4242 424', '4242 4242 4242 4242 4242', '4242.4242.4242.4242', '    '].map(isCardNumber)).toEqual([false, false, false, false, false]);
    expect(validateForm('payout_create', { type: 'card', receiver: '4242 4242 4242 4242', amount: '1.00' })).toEqual([]);
    expect(validateForm('payout_create', { type: 'card', receiver: '4242 4242 4242 4241', amount: '1.00' })).toEqual([['receiver', 'Enter a valid card number']]);
  });

  it('an expiry MM/YY is good through its month', () => {
    expect(['11/26', '12/26', '01/27', '10/26', '00/27', '13/27', '1/27', '11/2026'].map((v) => isCardExpiry(v, NOW)))
      .toEqual([true, true, true, false, false, false, false, false]);
  });

  it('the charge form says which field is wrong, in the rules\' words', () => {
    const errors = validateForm('moto_charge', { amount: '1.5', card_number: '4242424242424241', expiry: '01/20' });
    expect(errors).toEqual([['card_number', 'Enter a valid card number'], ['expiry', 'Enter a valid expiry date']]);
    expect(validateForm('moto_charge', {})).toEqual([['amount', 'field is required'], ['card_number', 'field is required'], ['expiry', 'field is required']]);
  });
});
