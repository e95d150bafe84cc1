// GET info/ (general info, action flags, history) and GET status/ (refresh status: the status as
// stored now, recorded in the history as a status check).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { loadPaymentAccess } from './access.ts';
import { actionReply, currentView } from './action-reply.ts';
import { historyView, recordEvent } from './events.ts';
import { paymentsDb } from './tables.ts';

export function paymentInfoRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = paymentsDb(ctx.db);

  api.get('/merchant/transactions/:id/info/', async (request) => {
    const access = await loadPaymentAccess(ctx.db, request, 'read');
    return { data: await currentView(db, access), history: await historyView(db, access.payment.id) };
  });

  api.get('/merchant/transactions/:id/status/', async (request) => {
    const access = await loadPaymentAccess(ctx.db, request, 'read');
    const { status, processing_status } = access.payment;
    const event = await recordEvent(db, {
      paymentId: access.payment.id, type: 'status_refresh', userId: access.userId, details: { status, processing_status },
    });
    return { status, processing_status, ...(await actionReply(db, access, event)) };
  });
}
