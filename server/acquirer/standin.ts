// The stand-in acquirer: deterministic answers by card number (README, "Test cards"), no network.
// Any other card that passes Luhn, expiry and CVV is approved. The reference is derived from the
// idempotency key, so a retried charge answers the same reference, as a real acquirer would.
import { createHash } from 'node:crypto';
import type { Acquirer, ChargeRequest, ChargeResult } from './acquirer.ts';
import { cvvValid, expired } from './card.ts';
import { luhnValid } from '../security/card-mask.ts';

export const TEST_CARDS = {
  approve: ['4242424242424242', '5555555555554444'],
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export function standinAcquirer(now: () => Date = () => new Date()): Acquirer {
  return {
    name: 'standin',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const reference = `sti_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 20)}`;
      const { card } = request;
      if (!/^\d{13,19}$/.test(card.number) || !luhnValid(card.number)) return { outcome: 'declined', reference, reason: 'Invalid card number' };
      if (expired(card, now())) return { outcome: 'declined', reference, reason: 'Expired card' };
      if (card.cvv !== null && !cvvValid(card.cvv)) return { outcome: 'declined', reference, reason: 'Incorrect CVV' };
      if (card.number === TEST_CARDS.decline) return { outcome: 'declined', reference, reason: 'Card declined by the issuer' };
      if (card.number === TEST_CARDS.insufficientFunds) return { outcome: 'insufficient_funds', reference, reason: 'Insufficient funds' };
      return { outcome: 'approved', reference };
    },
  };
}
