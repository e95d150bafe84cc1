// recurring/start/, recurring/stop/ and recurring/create/manual/ (GET: the modal's defaults;
// POST: the charge, idempotent with an Idempotency-Key).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { validateBody } from '../http/validate-body.ts';
import { loadPaymentAccess } from './access.ts';
import { runIdempotent, runLocked } from './locked-action.ts';
import { chargeManually, manualDefaults, switchRecurring, type ManualBody } from './recurring.ts';
import { paymentsDb } from './tables.ts';

export function paymentRecurringRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = paymentsDb(ctx.db);

  for (const [path, to] of [['start', 'active'], ['stop', 'stopped']] as const) {
    api.post(`/merchant/transactions/:payment/recurring/${path}/`, async (request) => {
      const access = await loadPaymentAccess(ctx.db, request, 'edit');
      return runLocked(db, access.payment.id, (trx, p) => switchRecurring(trx, p, access, to));
    });
  }

  api.get('/merchant/transactions/:payment/recurring/create/manual/', async (request) => manualDefaults((await loadPaymentAccess(ctx.db, request, 'read')).payment));

  api.post('/merchant/transactions/:payment/recurring/create/manual/', async (request, reply) => {
    const access = await loadPaymentAccess(ctx.db, request, 'edit');
    const body = validateBody<ManualBody>('payment_manual_recurring', request.body);
    const result = await runIdempotent(db, request, access.userId, access.payment.id, (trx, p) => chargeManually(trx, p, access, body));
    return reply.code(result.status).send(result.body);
  });
}
