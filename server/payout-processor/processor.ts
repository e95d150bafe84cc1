// The payout processor: the one place money is sent to a card. The portal never keeps a card
// number: the create call hands the typed number to `tokenize` (in that request's memory only) and
// keeps the processor's token with BIN and last four; a token payout already names a token.
// Settlement is asynchronous: the worker (server/payouts/worker.ts) asks `status` for a payout in
// processing until the answer is final; asking again is safe (idempotent by the order id).
export type PayoutOutcome =
  | { outcome: 'pending' }
  | { outcome: 'approved'; reference: string }
  | { outcome: 'declined'; reference: string; reason: string };

export type PayoutRequest = {
  orderId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** What the portal keeps of the receiver's card: BIN and last four, or the card token. */
  card: { bin: string; last4: string; token: string | null };
};

export type PayoutProcessor = {
  name: string;
  /** The processor's token of a card number (a payout to it later needs no number). */
  tokenize(cardNumber: string): Promise<string>;
  /** The answer for this payout now: pending until the processor has settled it. Safe to ask again. */
  status(request: PayoutRequest, submittedAt: Date): Promise<PayoutOutcome>;
};
