// The payment of a /merchant/transactions/{id}/ call and the caller's privileges on its merchant.
// {id} is the payment's id, or - when it is not all digits - its order id (spec 002:
// /transactions/payments/info/{order_id}/bwlist): the newest payment with that order id among the
// merchants the user sees (`merchant` in the query narrows it). 401 signed out; 404 when the payment
// does not exist or belongs to a merchant the user cannot see (same reply, so ids cannot be probed);
// 403 when the user lacks `level` on the transactions view.
import type { FastifyRequest } from 'fastify';
import type { PrivilegeLevel } from '../db/schema.ts';
import { dbId } from '../http/db-id.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { loadMerchantAccess, merchantIdOf, type MerchantAccess } from '../merchant/require-merchant.ts';
import type { Db } from '../db/connect.ts';
import type { PaymentRow } from './tables.ts';

export type PaymentAccess = MerchantAccess & { payment: PaymentRow; userId: number };

const DIGITS = /^[0-9]+$/;
const ORDER_ID_MAX = 200;

/** The payment an order id names among the merchants the user sees on the transactions view. */
async function paymentByOrderId(db: Db, request: FastifyRequest, userId: number, orderId: string): Promise<PaymentRow | undefined> {
  if (orderId.length === 0 || orderId.length > ORDER_ID_MAX) return undefined;
  let q = db.selectFrom('payments').innerJoin('merchant_users', (j) => j.onRef('merchant_users.merchant_id', '=', 'payments.merchant_id')
    .on('merchant_users.user_id', '=', userId).on('merchant_users.view', '=', 'transactions'))
    .selectAll('payments').where('payments.order_id', '=', orderId);
  // Only an id the column can hold narrows the search (a larger one would make the query fail).
  const merchant = dbId(merchantIdOf(request));
  if (merchant !== undefined) q = q.where('payments.merchant_id', '=', merchant);
  return q.orderBy('payments.id', 'desc').limit(1).executeTakeFirst();
}

export async function loadPaymentAccess(db: Db, request: FastifyRequest, level: PrivilegeLevel): Promise<PaymentAccess> {
  if (request.auth?.state !== 'ok') throw unauthorized();
  const userId = request.auth.userId;
  const raw = String((request.params as { id?: unknown }).id ?? '');
  // All digits: a payment id (one out of the database's range names nothing); else an order id.
  const id = dbId(raw);
  const payment = DIGITS.test(raw)
    ? id === undefined ? undefined : await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst()
    : await paymentByOrderId(db, request, userId, raw);
  // A missing payment goes through the same check with no merchant: 404 (or 409 in demo mode).
  const access = await loadMerchantAccess(db, userId, payment?.merchant_id, 'transactions', level);
  if (!payment) throw notFound();
  return { ...access, payment, userId };
}

/**
 * The payment of the bwlist change call, named by its order id only (spec 002:
 * /transactions/{order_id}/bwlist/change/); `merchant` (body or query) picks the merchant when the
 * user sees the same order id on several, else the newest such payment is taken. 'edit' needed.
 */
export async function loadPaymentByOrderId(db: Db, request: FastifyRequest): Promise<PaymentAccess> {
  if (request.auth?.state !== 'ok') throw unauthorized();
  const userId = request.auth.userId;
  const orderId = String((request.params as { order_id?: unknown }).order_id ?? '');
  const merchant = merchantIdOf(request);
  let q = db.selectFrom('payments').innerJoin('merchant_users', (j) => j.onRef('merchant_users.merchant_id', '=', 'payments.merchant_id')
    .on('merchant_users.user_id', '=', userId).on('merchant_users.view', '=', 'transactions'))
    .selectAll('payments').where('payments.order_id', '=', orderId);
  if (merchant !== undefined) q = q.where('payments.merchant_id', '=', dbId(merchant) ?? 0);
  const payment = orderId.length <= ORDER_ID_MAX ? await q.orderBy('payments.id', 'desc').limit(1).executeTakeFirst() : undefined;
  // Not visible or missing: the same check with no merchant (404, or 409 in demo mode).
  const access = await loadMerchantAccess(db, userId, payment?.merchant_id, 'transactions', 'edit');
  if (!payment) throw notFound();
  return { ...access, payment, userId };
}
