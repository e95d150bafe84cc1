// The stand-in acquirer answers by the documented test cards (README, "Test cards"), checks Luhn,
// expiry and CVV itself, and answers a retried key with the same reference; ACQUIRER selects it.
import { describe, expect, it } from 'vitest';
import { cardNumberDigits, expired, parseExpiry } from '../../../server/acquirer/card.ts';
import { acquirerFromEnv } from '../../../server/acquirer/select.ts';
import { standinAcquirer, TEST_CARDS } from '../../../server/acquirer/standin.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const acquirer = standinAcquirer(() => NOW);
const charge = (number: string, extra: { expMonth?: number; expYear?: number; cvv?: string; idempotencyKey?: string } = {}) => acquirer.charge({
  merchantId: 1, amount: 1000, currency: 'GEL', idempotencyKey: extra.idempotencyKey ?? 'k1',
  card: { number, expMonth: extra.expMonth ?? 12, expYear: extra.expYear ?? 2027, cvv: extra.cvv ?? '123' },
});

describe('stand-in acquirer', () => {
  it('answers the test cards', async () => {
    for (const number of TEST_CARDS.approve) expect(await charge(number)).toMatchObject({ outcome: 'approved' });
    expect(await charge(TEST_CARDS.decline)).toMatchObject({ outcome: 'declined', reason: 'Card declined by the issuer' });
    expect(await charge(TEST_CARDS.insufficientFunds)).toMatchObject({ outcome: 'insufficient_funds', reason: 'Insufficient funds' });
    expect(await charge('4111111111111111')).toMatchObject({ outcome: 'approved' });
  });

  it('declines a card failing Luhn, an expired card and a bad CVV', async () => {
    expect(await charge('4242424242424241')).toMatchObject({ outcome: 'declined', reason: 'Invalid card number' });
    expect(await charge('4242424242424242', { expMonth: 10, expYear: 2026 })).toMatchObject({ outcome: 'declined', reason: 'Expired card' });
    expect(await charge('4242424242424242', { expMonth: 11, expYear: 2026 })).toMatchObject({ outcome: 'approved' });
    expect(await charge('4242424242424242', { cvv: '12' })).toMatchObject({ outcome: 'declined', reason: 'Incorrect CVV' });
  });

  it('gives a retried key the same reference and another key another one', async () => {
    const a = await charge('4242424242424242', { idempotencyKey: 'same' });
    expect((await charge('4242424242424242', { idempotencyKey: 'same' })).reference).toBe(a.reference);
    expect((await charge('4242424242424242', { idempotencyKey: 'other' })).reference).not.toBe(a.reference);
  });

  it('is chosen by ACQUIRER, the stand-in by default; an unknown name stops the start', () => {
    expect(acquirerFromEnv({}).name).toBe('standin');
    expect(acquirerFromEnv({ ACQUIRER: 'standin' }).name).toBe('standin');
    expect(() => acquirerFromEnv({ ACQUIRER: 'acme' })).toThrow('ACQUIRER=acme is not known (known: standin)');
  });
});

describe('card checks', () => {
  it('reads grouped numbers, MM/YY and MM/YYYY', () => {
    expect(cardNumberDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardNumberDigits('4242 4242 4242 4241')).toBeNull();
    expect(cardNumberDigits('424242424242')).toBeNull();
    expect(parseExpiry('07/29')).toEqual({ expMonth: 7, expYear: 2029 });
    expect(parseExpiry('7 / 2029')).toEqual({ expMonth: 7, expYear: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0729')).toBeNull();
    expect(expired({ expMonth: 11, expYear: 2026 }, NOW)).toBe(false);
    expect(expired({ expMonth: 10, expYear: 2026 }, NOW)).toBe(true);
  });
});
