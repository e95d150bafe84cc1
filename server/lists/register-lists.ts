// Every list route with its companions (the saved views and report downloads are handler calls: lists.json, downloads.json).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { countTtlMs, createListCaches } from './count-cache.ts';
import { listRoutes } from './list-routes.ts';
import { listWrites } from './list-writes.ts';
import type { ListRoute } from './types.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerLists(app: FastifyInstance, ctx: AppContext, routes: ListRoute[]): void {
  // Counts and page anchors of list calls (count-cache.ts): any successful write through the API,
  // of this instance or another one on the same PostgreSQL database (list-writes.ts), makes them
  // stale before its reply leaves.
  const writes = listWrites(ctx.db, () => caches.invalidate(), (e) => app.log.error({ err: e }, 'list writes: not listening, list calls count anew until it listens again'));
  const caches = createListCaches(countTtlMs(), Date.now, writes && (() => writes.sync()));
  if (writes) {
    app.addHook('onReady', () => writes.start());
    app.addHook('onClose', () => writes.close());
  }
  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE.has(request.method) && reply.statusCode < 400) {
      caches.invalidate();
      // The write has committed; if the notice cannot be sent, the reply still tells the truth.
      await writes?.announce().catch((e: unknown) => request.log.error({ err: e }, 'list writes: notice not sent'));
    }
    return payload;
  });
  for (const route of routes) listRoutes(app, ctx, route, caches);
}
