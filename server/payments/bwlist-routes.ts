// Black/white list calls of a payment (spec 002 s.7), beside the other /merchant/transactions/ calls:
// GET  /merchant/transactions/{id}/bwlist/               the payment's card and e-mail and their entries (read)
// POST /merchant/transactions/{order_id}/bwlist/change/  {field, list, period, amount, merchant?} (edit)
// The change path names the payment by its order_id; `merchant` (body or query) picks the merchant
// when the user sees the same order_id on several; without it the newest such payment is taken.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { AppContext } from '../http/context.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { allows } from '../merchant/views.ts';
import { loadMerchantAccess, merchantIdOf } from '../merchant/require-merchant.ts';
import { loadPaymentAccess, type PaymentAccess } from './access.ts';
import { DONE } from './action-reply.ts';
import { applyChange, bwlistView, checkChange, type BwlistTables } from './bwlist.ts';
import { eventView } from './events.ts';
import { runIdempotent } from './locked-action.ts';
import { paymentsDb } from './tables.ts';
import { dbId } from '../http/db-id.ts';

async function loadByOrderId(db: Db, request: FastifyRequest): Promise<PaymentAccess> {
  if (request.auth?.state !== 'ok') throw unauthorized();
  const userId = request.auth.userId;
  // The change call names the payment by its order id only (spec 002).
  const orderId = String((request.params as { payment?: string }).payment ?? '');
  const merchant = merchantIdOf(request);
  let q = db.selectFrom('payments').innerJoin('merchant_users', (j) => j.onRef('merchant_users.merchant_id', '=', 'payments.merchant_id')
    .on('merchant_users.user_id', '=', userId).on('merchant_users.view', '=', 'transactions'))
    .selectAll('payments').where('payments.order_id', '=', orderId);
  if (merchant !== undefined) q = q.where('payments.merchant_id', '=', dbId(merchant) ?? 0);
  const payment = orderId.length <= 200 ? await q.orderBy('payments.id', 'desc').limit(1).executeTakeFirst() : undefined;
  // Not visible or missing: the same check with no merchant (404, or 409 in demo mode).
  const access = await loadMerchantAccess(db, userId, payment?.merchant_id, 'transactions', 'edit');
  if (!payment) throw notFound();
  return { ...access, payment, userId };
}

export function paymentBwlistRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = paymentsDb(ctx.db);
  const bw = ctx.db.withTables<BwlistTables>() as unknown as Kysely<BwlistTables>;

  api.get('/merchant/transactions/:payment/bwlist/', async (request) => {
    const access = await loadPaymentAccess(ctx.db, request, 'read');
    return { data: await bwlistView(bw, access.payment, allows(access.privileges.transactions, 'edit')) };
  });

  api.post('/merchant/transactions/:payment/bwlist/change/', async (request, reply) => {
    const access = await loadByOrderId(ctx.db, request);
    const change = checkChange(request.body);
    const result = await runIdempotent(db, request, access.userId, access.payment.id, async (trx, p) => {
      const { event, data } = await applyChange(trx, p, access.userId, change);
      const user = await trx.selectFrom('users').select('email').where('id', '=', access.userId).executeTakeFirst();
      return { message: DONE, data, event: eventView(event, new Map(user ? [[access.userId, user.email]] : [])) };
    });
    return reply.code(result.status).send(result.body);
  });
}
