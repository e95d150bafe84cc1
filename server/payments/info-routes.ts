// GET info/ (general info, action flags, history) and GET status/ (refresh status: the status as
// stored now). A GET changes nothing: the check is not recorded in the history.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { loadPaymentAccess } from './access.ts';
import { currentView, DONE } from './action-reply.ts';
import { historyView } from './events.ts';
import { paymentsDb } from './tables.ts';

export function paymentInfoRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = paymentsDb(ctx.db);

  api.get('/merchant/transactions/:payment/info/', async (request) => {
    const access = await loadPaymentAccess(ctx.db, request, 'read');
    return { data: await currentView(db, access), history: await historyView(db, access.payment.id) };
  });

  api.get('/merchant/transactions/:payment/status/', async (request) => {
    const access = await loadPaymentAccess(ctx.db, request, 'read');
    const { status, processing_status } = access.payment;
    return { status, processing_status, message: DONE, data: await currentView(db, access) };
  });
}
