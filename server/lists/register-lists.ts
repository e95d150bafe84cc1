// Every list route with its companions, the saved views of those lists and report downloads.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { createListCaches } from './count-cache.ts';
import { listRoutes } from './list-routes.ts';
import { reportDownloadRoute } from './report-download-route.ts';
import { savedViewsRoutes } from './saved-views-routes.ts';
import type { ListRoute } from './types.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerLists(app: FastifyInstance, ctx: AppContext, routes: ListRoute[]): void {
  // Counts and page anchors of list calls (count-cache.ts): any successful write through the API
  // makes them stale.
  const caches = createListCaches();
  app.addHook('onResponse', async (request, reply) => {
    if (!SAFE.has(request.method) && reply.statusCode < 400) {
      caches.counts.invalidate();
      caches.anchors.invalidate();
    }
  });
  for (const route of routes) listRoutes(app, ctx, route, caches);
  savedViewsRoutes(app, ctx, new Map(routes.map((r) => [r.def.id, r.def])));
  reportDownloadRoute(app, ctx);
}
