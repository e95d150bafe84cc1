// A MO/TO charge (spec 001 s.2, s.7): the card typed by the merchant goes to the acquirer and becomes
// a payment of the merchant flagged moto. The card lives only in this request: the payment keeps BIN
// and last four (insertCardPayment), the idempotency row keeps a hash of the request with the card
// reduced to the same, and no reply carries more.
// A double click charges once: the Idempotency-Key (one per opened modal) is looked up before the
// acquirer is called; two requests in flight both reach the acquirer with the same key (one charge
// there) and the key's primary key lets one transaction write the payment.
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Acquirer } from '../acquirer/acquirer.ts';
import { cardDigits } from '../acquirer/card.ts';
import { cardNumberText } from '../../engine/core/rules/card.ts';
import type { Trx } from '../http/handler-types.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { insertCardPayment } from '../payments/card-payment.ts';
import { claimKey, idempotencyKeyOf, requestHash, storeReply, type StoredReply } from '../payments/idempotency.ts';
import { formatAmount, parseAmount } from '../payments/money.ts';
import type { PaymentActionTables } from '../payments/tables.ts';

/** The charge form's body (schemas/forms/moto_charge.json), already validated. */
export type ChargeBody = { merchant: number; amount: string; card_number: string; expiry: string };

type Merchant = Selectable<Database['merchants']>;

function keyOf(request: FastifyRequest): string {
  const key = idempotencyKeyOf(request);
  if (key === null) throw badRequest('Idempotency-Key header is required');
  return key;
}

function amountOf(body: ChargeBody): number {
  // The form takes 17 integer digits (spec 001 s.5); storage and the acquirer take what fits in minor units.
  const minor = parseAmount(body.amount);
  if (minor === null) throw badRequest([['amount', 'Amount is too large']]);
  if (minor === 0) throw badRequest([['amount', 'Amount must be greater than 0']]);
  return minor;
}

/** `step`: the call's steps (a transaction each): the key's look-up, then the payment's write after the acquirer answered. */
export async function charge(step: <T>(work: (trx: Trx) => Promise<T>) => Promise<T>, acquirer: Acquirer, request: FastifyRequest, userId: number, merchant: Merchant, body: ChargeBody): Promise<StoredReply> {
  const key = keyOf(request);
  const amount = amountOf(body);
  const currency = merchant.currencies[0];
  if (!currency) throw badRequest('The merchant has no currency');
  // The form's rule counts the digits without the spaces and dashes typed between groups: so does the charge.
  const number = cardNumberText(body.card_number);
  const { bin, last4 } = cardDigits(number);
  const hash = requestHash(request, { merchant: merchant.id, amount, bin, last4 });
  const done = await step((trx) => trx.withTables<PaymentActionTables>().selectFrom('idempotency_keys').selectAll()
    .where('user_id', '=', userId).where('key', '=', key).executeTakeFirst());
  if (done?.response_body) {
    if (done.request_hash !== hash) throw new HttpError(422, { error: 'This Idempotency-Key was already used with a different request' });
    return { status: done.response_status!, body: JSON.parse(done.response_body) as Record<string, unknown> };
  }
  const [month, year] = body.expiry.split('/').map(Number);
  const result = await acquirer.charge({
    merchantId: merchant.id, amount, currency, idempotencyKey: `moto:${userId}:${key}`,
    // A MO/TO order is taken without the security code (spec 001 s.3: amount, number, expiry).
    card: { number, expMonth: month, expYear: 2000 + year, cvv: null },
  });
  return step(async (trx) => {
    const keys = trx.withTables<PaymentActionTables>();
    const stored = await claimKey(keys, userId, key, hash);
    if (stored) return stored;
    const payment = await insertCardPayment(trx, {
      merchantId: merchant.id, orderId: `moto_${key.slice(0, 8)}_${Date.now().toString(36)}`, amount, currency,
      cardNumber: number, result, moto: true,
    });
    const summary = { id: payment.id, status: payment.status, amount: formatAmount(amount), currency, card: `${bin}******${last4}` };
    const reply: StoredReply = result.outcome === 'approved'
      ? { status: 200, body: { ...summary, message: 'Payment approved' } }
      : { status: 402, body: { ...summary, error: result.reason } };
    await storeReply(keys, userId, key, reply);
    return reply;
  });
}
