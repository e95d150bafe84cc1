// Slow calls: a reply that took at least `slowMs` is logged at warn level (method, URL with card
// numbers masked by the request serializer, status, ms), so a production log at `warn` (LOG_LEVEL,
// server/main.ts) keeps errors and slow calls without a line per request.
import type { FastifyInstance } from 'fastify';

export const DEFAULT_SLOW_MS = 500;

export function registerSlowLog(app: FastifyInstance, slowMs: number): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (ms >= slowMs) request.log.warn({ req: request, statusCode: reply.statusCode, responseTime: Math.round(ms) }, 'slow call');
  });
}
