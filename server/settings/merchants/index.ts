// Merchant settings (spec 002 s.2 and s.7 "Merchant settings"): every call under /merchant/{merchant}/
// with per-merchant privileges (settings read/edit; permissions read/edit for access rights).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { contractRoutes } from './contract.ts';
import { financialRoutes } from './financial.ts';
import { logoRoutes } from './logo.ts';
import { merchantSettingsRoutes } from './merchant-routes.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { permissionRoutes } from './permissions.ts';
import { sectionRoutes } from './sections.ts';

export function merchantSettings(app: FastifyInstance, ctx: AppContext): void {
  for (const routes of [merchantSettingsRoutes, sectionRoutes, financialRoutes, contractRoutes, logoRoutes, paymentMethodRoutes, permissionRoutes]) {
    routes(app, ctx);
  }
}
