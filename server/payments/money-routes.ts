// Capture and refund (spec 002 s.7): GET returns what the modal needs, POST acts. POST bodies are
// checked with schemas/forms/payment_capture.json and payment_refund.json; an Idempotency-Key
// header makes a retry happen once.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { validateBody } from '../http/validate-body.ts';
import { loadPaymentAccess } from './access.ts';
import type { AmountBody } from './amount-choice.ts';
import { capture, captureInfo } from './capture.ts';
import { runIdempotent } from './locked-action.ts';
import { refund, refundInfo } from './refund.ts';
import { paymentsDb } from './tables.ts';

export function paymentMoneyRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = paymentsDb(ctx.db);

  api.get('/merchant/transactions/:payment/capture/', async (request) => captureInfo((await loadPaymentAccess(ctx.db, request, 'read')).payment));
  api.get('/merchant/transactions/:payment/refund/', async (request) => refundInfo((await loadPaymentAccess(ctx.db, request, 'read')).payment));

  api.post('/merchant/transactions/:payment/capture/', async (request, reply) => {
    const access = await loadPaymentAccess(ctx.db, request, 'edit');
    const body = validateBody<AmountBody>('payment_capture', request.body);
    const result = await runIdempotent(db, request, access.userId, access.payment.id, (trx, p) => capture(trx, p, access, body));
    return reply.code(result.status).send(result.body);
  });

  api.post('/merchant/transactions/:payment/refund/', async (request, reply) => {
    const access = await loadPaymentAccess(ctx.db, request, 'edit');
    const body = validateBody<AmountBody>('payment_refund', request.body);
    const result = await runIdempotent(db, request, access.userId, access.payment.id, (trx, p) => refund(trx, p, access, body));
    return reply.code(result.status).send(result.body);
  });
}
