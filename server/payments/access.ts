// The payment of a /merchant/transactions/{id}/ call and the caller's privileges on its merchant.
// 401 signed out; 404 when the payment does not exist or belongs to a merchant the user cannot see
// (same reply, so ids cannot be probed); 403 when the user lacks `level` on the transactions view.
import type { FastifyRequest } from 'fastify';
import type { PrivilegeLevel } from '../db/schema.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { loadMerchantAccess, type MerchantAccess } from '../merchant/require-merchant.ts';
import type { Db } from '../db/connect.ts';
import type { PaymentRow } from './tables.ts';

export type PaymentAccess = MerchantAccess & { payment: PaymentRow; userId: number };

export function paymentIdOf(request: FastifyRequest): number {
  const id = Number((request.params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export async function loadPaymentAccess(db: Db, request: FastifyRequest, level: PrivilegeLevel): Promise<PaymentAccess> {
  if (request.auth?.state !== 'ok') throw unauthorized();
  const userId = request.auth.userId;
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', paymentIdOf(request)).executeTakeFirst();
  // A missing payment goes through the same check with no merchant: 404 (or 409 in demo mode).
  const access = await loadMerchantAccess(db, userId, payment?.merchant_id, 'transactions', level);
  if (!payment) throw notFound();
  return { ...access, payment, userId };
}
