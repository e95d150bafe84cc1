// The workers of this instance: WORKERS of them (default 1; 0 runs none: the jobs wait for another
// instance or a later start), each also ticking the report scheduler. Started when the app is ready,
// stopped (their jobs handed back) when it closes.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import type { ExportJobOptions } from '../lists/export/run-export.ts';
import type { ListRoute } from '../lists/types.ts';
import { scheduleTemplates } from '../reports/templates/scheduler.ts';
import { serverJobs } from './kinds.ts';
import { JobWorker } from './worker.ts';

export type JobsOptions = { workers?: number; leaseMs?: number; pollMs?: number; scheduleEveryMs?: number; export?: ExportJobOptions };

export function workersFromEnv(env = process.env): number {
  const n = Number(env.WORKERS ?? 1);
  return Number.isInteger(n) && n >= 0 ? n : 1;
}

export function routesByEndpoint(routes: ListRoute[]): Map<string, ListRoute> {
  return new Map(routes.map((r) => [r.endpoint, r]));
}

export function startJobs(app: FastifyInstance, ctx: AppContext, routes: ReadonlyMap<string, ListRoute>, options: JobsOptions = {}): JobWorker[] {
  const registry = serverJobs(ctx, routes, options.export);
  const count = options.workers ?? workersFromEnv();
  const ticks = [{ name: 'report-templates', everyMs: options.scheduleEveryMs ?? 60_000, run: () => scheduleTemplates(ctx.db, routes).then(() => undefined) }];
  const workers = Array.from({ length: count }, () =>
    new JobWorker({ db: ctx.db, registry, leaseMs: options.leaseMs, pollMs: options.pollMs, ticks, onError: (e, where) => app.log.error({ err: e }, `jobs: ${where}`) }));
  app.addHook('onReady', async () => { for (const w of workers) w.start(); });
  app.addHook('onClose', async () => { await Promise.all(workers.map((w) => w.stop())); });
  return workers;
}
