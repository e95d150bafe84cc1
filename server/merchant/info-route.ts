// GET /merchant/{merchant}/: one merchant's profile (merchant settings root, spec 002 section 7).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { requireMerchant } from './require-merchant.ts';

export function merchantInfoRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/merchant/:merchant/', { preHandler: requireMerchant(db, 'settings', 'read') }, async (request) => {
    const { merchant: m, privileges } = request.merchantAccess!;
    return {
      id: m.id, merchant_id: m.merchant_id, name: m.name, url: m.url, company_name: m.company_name, status: m.status,
      country: m.country, currencies: m.currencies, has_multiparty: m.has_multiparty, has_moto: m.has_moto, privileges,
    };
  });
}
