// Starts one of our TypeScript modules as a worker thread. The compiled server (scripts/build-server.mjs)
// runs the compiled file beside its bundle; under tsx, worker threads do not inherit the loader, so
// the worker boots through tsx's API.
import { Worker } from 'node:worker_threads';

/** `source`: the module's URL (new URL('./x.ts', import.meta.url)); `compiled`: its bundle's file name. */
export function startWorker(source: URL, compiled: string, workerData: unknown): Worker {
  const server = (globalThis as { __compiledServerUrl?: string }).__compiledServerUrl;
  if (server) return new Worker(new URL(`./${compiled}`, server), { workerData });
  const url = JSON.stringify(source.href);
  return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${url}, ${url}))`, { eval: true, workerData });
}
