// The stand-in payout processor: deterministic answers by the receiver card's BIN and last four
// (README, "Payout test cards"), settled PAYOUT_STANDIN_SECONDS after the payout was handed over,
// no network; each status call may take `callMs` (PAYOUT_STANDIN_CALL_MS), as a real processor's
// round trip does. The reference is derived from the order id, so asking again answers the same.
import { createHash, randomBytes } from 'node:crypto';
import type { PayoutProcessor, PayoutRequest } from './processor.ts';

/** Receiver cards the stand-in declines, by BIN and last four (README, "Payout test cards"); any other is paid. */
const DECLINES: Record<string, string> = {
  '400000:0002': 'Payout declined by the issuer',
  '400000:9995': 'Card limit exceeded',
};

export function standinPayoutProcessor(delayMs: number, now: () => number = Date.now, callMs = 0): PayoutProcessor {
  return {
    name: 'standin',
    // A random token: a hash of the number could be reversed from its BIN and last four.
    async tokenize() {
      return `spt_${randomBytes(16).toString('hex')}`;
    },
    async status(request: PayoutRequest, submittedAt: Date) {
      if (callMs > 0) await new Promise((resolve) => setTimeout(resolve, callMs));
      if (now() - submittedAt.getTime() < delayMs) return { outcome: 'pending' };
      const reference = `spo_${createHash('sha256').update(request.orderId).digest('hex').slice(0, 20)}`;
      const reason = DECLINES[`${request.card.bin}:${request.card.last4}`];
      return reason ? { outcome: 'declined', reference, reason } : { outcome: 'approved', reference };
    },
  };
}
