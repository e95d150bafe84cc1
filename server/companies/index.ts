// Company profiles (spec 002 s.2, s.3, s.7 "Company profile"): My Businesses, the basic profile,
// documents and contracts, individuals. Access through the company's merchants (require-company.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { companyRoutes } from './company-routes.ts';
import { companyFileRoutes } from './file-routes.ts';
import { individualRoutes } from './individual-routes.ts';

export function companies(app: FastifyInstance, ctx: AppContext): void {
  for (const routes of [companyRoutes, companyFileRoutes, individualRoutes]) routes(app, ctx);
}
