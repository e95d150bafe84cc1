// POST /merchant/{m}/payout/create/: a payout to a card (Luhn-checked; the number goes to the
// processor's tokenize only, the payout keeps BIN, last four and the processor's token) or to a card
// token of one of the merchant's payments. The call runs in steps (`"writes": "steps"`), each a
// transaction of its own: first the reads (the receiver, a reply stored under the Idempotency-Key,
// the threshold, a look at the balance without a lock: an amount over it sends the number nowhere);
// then a card number is tokenized outside any transaction (a processor call never holds the balance
// lock); then in one short transaction: the
// Idempotency-Key is claimed, the balance row is locked (SELECT ... FOR UPDATE), the amount checked
// against it, the payout written and its ledger entry (the amount out) appended. The balance holds
// every payment already (payments post their own entries): nothing is entered here but the payout.
// A payout above the merchant's threshold waits in
// awaiting_approval with its amount reserved (already out of the available balance, back on
// rejection); any other goes to the settlement queue (processing).
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { cardDigits, cardNumberDigits } from '../acquirer/card.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import type { Trx } from '../http/handler-types.ts';
import { lockBalance, post } from '../ledger/ledger.ts';
import { claimKey, idempotencyKeyOf, requestHash, storeReply, type StoredReply } from '../payments/idempotency.ts';
import { formatAmount, parseAmount } from '../payments/money.ts';
import type { PayoutProcessor } from '../payout-processor/processor.ts';
import type { LedgerTables } from '../ledger/tables.ts';
import type { PaymentActionTables } from '../payments/tables.ts';
import type { PayoutTables } from './tables.ts';
import { approvalThreshold } from './threshold.ts';

/** The create form's body (schemas/forms/payout_create.json), already validated. */
export type CreateBody = { merchant: string; type: 'card' | 'token'; receiver: string; amount: string; currency: string; additional_info?: string; otp?: string };

type Merchant = Selectable<Database['merchants']>;
type Receiver = { bin: string; last4: string; token: string | null; number: string | null };

export const statusRoute = (merchantId: number, orderId: string) => `/multiparty-payments/status/${merchantId}/${orderId}`;

async function receiverOf(db: Trx, merchantId: number, body: CreateBody): Promise<Receiver> {
  if (body.type === 'card') {
    const number = cardNumberDigits(body.receiver);
    if (!number) throw badRequest([['receiver', 'Enter a valid card number']]);
    return { ...cardDigits(number), token: null, number };
  }
  const payment = await db.selectFrom('payments').select(['card_bin', 'card_last4']).where('merchant_id', '=', merchantId)
    .where('rectoken', '=', body.receiver.trim()).where('card_bin', 'is not', null).limit(1).executeTakeFirst();
  if (!payment) throw badRequest([['receiver', 'Unknown card token']]);
  return { bin: payment.card_bin!, last4: payment.card_last4!, token: body.receiver.trim(), number: null };
}

function amountOf(body: CreateBody): number {
  const minor = parseAmount(body.amount);
  if (minor === null) throw badRequest([['amount', 'Amount is too large']]);
  if (minor === 0) throw badRequest([['amount', 'Amount must be greater than 0']]);
  return minor;
}

const overBalance = (available: number, currency: string) =>
  badRequest([['amount', `The amount exceeds the available balance (${formatAmount(available)} ${currency})`]]);

async function availableNow(db: Trx, merchantId: number, currency: string): Promise<number> {
  const row = await db.withTables<LedgerTables>().selectFrom('balances').select('available')
    .where('merchant_id', '=', merchantId).where('currency', '=', currency).executeTakeFirst();
  return Number(row?.available ?? 0);
}

/** The call's steps: each runs its work in a transaction of its own. */
export type Step = <T>(work: (trx: Trx) => Promise<T>) => Promise<T>;

export async function createPayout(step: Step, processor: PayoutProcessor, request: FastifyRequest, userId: number, merchant: Merchant, body: CreateBody): Promise<StoredReply> {
  const key = idempotencyKeyOf(request);
  const amount = amountOf(body);
  if (!merchant.currencies.includes(body.currency)) throw badRequest([['currency', 'The merchant has no balance in this currency']]);
  type Looked = { stored: StoredReply } | { receiver: Receiver; info: string; hash: string; threshold: number | null; seen: number };
  const looked = await step(async (db): Promise<Looked> => {
    const receiver = await receiverOf(db, merchant.id, body);
    const info = body.additional_info ?? '';
    const hash = requestHash(request, { merchant: merchant.id, type: body.type, amount, currency: body.currency, info, bin: receiver.bin, last4: receiver.last4, token: receiver.token });
    if (key !== null) {
      const done = await db.withTables<PaymentActionTables>().selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
      if (done?.response_body) {
        if (done.request_hash !== hash) throw new HttpError(422, { error: 'This Idempotency-Key was already used with a different request' });
        return { stored: { status: done.response_status!, body: JSON.parse(done.response_body) as Record<string, unknown> } };
      }
    }
    return { receiver, info, hash, threshold: await approvalThreshold(db, merchant.id), seen: await availableNow(db, merchant.id, body.currency) };
  });
  if ('stored' in looked) return looked.stored;
  const { receiver, info, hash, threshold, seen } = looked;
  // Over the balance as it stands: no token (the number goes nowhere), and the transaction refuses,
  // unless the key's first request paid already (its reply is the answer).
  const token = amount > seen ? null : receiver.token ?? (await processor.tokenize(receiver.number!));
  return step(async (tx) => {
    const keys = tx.withTables<PaymentActionTables>();
    const ledger = tx.withTables<LedgerTables>();
    const trx = tx.withTables<PayoutTables>();
    if (key !== null) {
      const stored = await claimKey(keys, userId, key, hash);
      if (stored) return stored;
    }
    const available = await lockBalance(ledger, merchant.id, body.currency);
    if (token === null || amount > available) throw overBalance(Math.min(available, seen), body.currency);
    const waits = threshold !== null && amount > threshold;
    const payout = await trx.insertInto('payouts').values({
      merchant_id: merchant.id, order_id: `po_${randomBytes(8).toString('hex')}`, type: body.type, amount, currency: body.currency,
      card_bin: receiver.bin, card_last4: receiver.last4, card_token: token, additional_info: info,
      status: waits ? 'awaiting_approval' : 'processing', decline_reason: null, processor_ref: null,
      created_by: userId, decided_by: null, next_attempt_at: waits ? null : new Date(),
    }).returning(['id', 'order_id', 'status']).executeTakeFirstOrThrow();
    await post(ledger, [{ merchantId: merchant.id, currency: body.currency, kind: 'payout', amount: -amount, ref: `payout:${payout.id}` }]);
    const reply: StoredReply = {
      status: 200,
      body: {
        id: payout.id, order_id: payout.order_id, status: payout.status, amount: formatAmount(amount), currency: body.currency,
        receiver_card: `${receiver.bin}******${receiver.last4}`,
        message: waits ? 'The payout waits for approval by another user' : 'Payment in processing',
        redirect: statusRoute(merchant.id, payout.order_id),
      },
    };
    if (key !== null) await storeReply(keys, userId, key, reply);
    return reply;
  });
}
