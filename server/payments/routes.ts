// Every /merchant/transactions/{id}/ call of a single payment (spec 002 s.7).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { paymentCallbackRoute } from './callback-route.ts';
import { paymentInfoRoutes } from './info-routes.ts';
import { paymentMoneyRoutes } from './money-routes.ts';
import { paymentReceiptRoutes } from './receipt-routes.ts';
import { paymentRecurringRoutes } from './recurring-routes.ts';

export function paymentRoutes(api: FastifyInstance, ctx: AppContext): void {
  for (const routes of [paymentInfoRoutes, paymentMoneyRoutes, paymentReceiptRoutes, paymentRecurringRoutes, paymentCallbackRoute]) routes(api, ctx);
}
