// Every list route with its companions, the saved views of those lists and report downloads.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { listRoutes } from './list-routes.ts';
import { reportDownloadRoute } from './report-download-route.ts';
import { savedViewsRoutes } from './saved-views-routes.ts';
import type { ListRoute } from './types.ts';

export function registerLists(app: FastifyInstance, ctx: AppContext, routes: ListRoute[]): void {
  for (const route of routes) listRoutes(app, ctx, route);
  savedViewsRoutes(app, ctx, new Map(routes.map((r) => [r.def.id, r.def])));
  reportDownloadRoute(app, ctx);
}
