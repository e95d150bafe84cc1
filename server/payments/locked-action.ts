// One payment action = one database transaction (the call's own, server/http/declared-routes.ts):
// the payment row is locked (SELECT ... FOR UPDATE) before its state is read, so concurrent actions
// on a payment run one after the other and each sees the previous one's result. With an
// Idempotency-Key the key is claimed first (idempotency.ts). Actions check everything before they
// write: a refusal (400) leaves nothing behind, and with a key that refusal is stored as the key's
// reply (the transaction then commits the key row and its stored 400).
import type { FastifyRequest } from 'fastify';
import type { Trx } from '../http/handler-types.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { claimKey, idempotencyKeyOf, requestHash, storeReply, type StoredReply } from './idempotency.ts';
import type { PaymentActionTables, PaymentRow, PaymentsTrx } from './tables.ts';

type Act = (trx: PaymentsTrx, payment: PaymentRow) => Promise<Record<string, unknown>>;

/** The call's transaction, knowing the payment-action tables. */
export const paymentsTrx = (trx: Trx): PaymentsTrx => trx.withTables<PaymentActionTables>();

export async function lockPayment(trx: PaymentsTrx, id: number): Promise<PaymentRow> {
  const row = await trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Runs `act` on the locked payment in `trx`. */
export async function runLocked<T>(trx: PaymentsTrx, paymentId: number, act: (trx: PaymentsTrx, payment: PaymentRow) => Promise<T>): Promise<T> {
  return act(trx, await lockPayment(trx, paymentId));
}

/** runLocked, made idempotent by the request's Idempotency-Key header when it has one. */
export async function runIdempotent(trx: PaymentsTrx, request: FastifyRequest, userId: number, paymentId: number, act: Act): Promise<StoredReply> {
  const key = idempotencyKeyOf(request);
  if (key === null) return { status: 200, body: await runLocked(trx, paymentId, act) };
  const stored = await claimKey(trx, userId, key, requestHash(request));
  if (stored) return stored;
  const payment = await lockPayment(trx, paymentId);
  const reply = await act(trx, payment).then(
    (body): StoredReply => ({ status: 200, body }),
    (err: unknown): StoredReply => {
      if (err instanceof HttpError && err.status === 400) return { status: 400, body: err.body };
      throw err;
    },
  );
  await storeReply(trx, userId, key, reply);
  return reply;
}
