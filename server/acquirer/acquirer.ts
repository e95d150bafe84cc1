// The acquirer: the one place a card is charged (the hosted checkout now, the MO/TO terminal later).
// The card lives only in the request object: callers keep BIN and last four (cardDigits) and never
// store, log or echo the number or the CVV.

/** cvv null: a MO/TO order, taken by phone or mail without the security code. */
export type Card = { number: string; expMonth: number; expYear: number; cvv: string | null };

export type ChargeRequest = {
  merchantId: number;
  /** Minor units. */
  amount: number;
  currency: string;
  card: Card;
  /** The same key charges once: a retried request gets the first answer, not a second charge. */
  idempotencyKey: string;
};

/** `reference` is the acquirer's transaction id (the payment's ps_tran_id). */
export type ChargeResult =
  | { outcome: 'approved'; reference: string }
  | { outcome: 'declined' | 'insufficient_funds'; reference: string; reason: string };

export type Acquirer = { name: string; charge(request: ChargeRequest): Promise<ChargeResult> };
