// Runs PGlite (synchronous WASM PostgreSQL) off the main thread so a long query never blocks
// the HTTP event loop. One request at a time comes from driver.ts; answers carry the request id.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { StatementRunner } from './statements.ts';

export type WorkerRequest = { id: number; sql: string; params: readonly unknown[] } | { id: number; close: true };
export type WorkerReply =
  | { id: number; rows: unknown[]; affectedRows?: number }
  | { id: number; error: { message: string; code?: string; detail?: string } };

const port = parentPort!;
const dataDir = workerData.dataDir as string;
// PGlite creates its own folder but not the folders above it (./data on a fresh checkout).
if (!dataDir.includes('://')) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
// Same parsing as the pg Pool in connect.ts: int8 (counts, minor units) as numbers, date as text.
const db = new PGlite(dataDir, {
  parsers: { [types.INT8]: (v: string) => Number(v), [types.DATE]: (v: string) => v },
});
const statements = new StatementRunner(db);

port.on('message', async (req: WorkerRequest) => {
  try {
    if ('close' in req) {
      // Closing flushes the data directory before the thread is terminated.
      await db.close();
      port.postMessage({ id: req.id, rows: [] } satisfies WorkerReply);
      return;
    }
    const res = await statements.run(req.sql, req.params);
    port.postMessage({ id: req.id, rows: res.rows, affectedRows: res.affectedRows } satisfies WorkerReply);
  } catch (e) {
    const err = e as { message: string; code?: string; detail?: string };
    port.postMessage({ id: req.id, error: { message: err.message, code: err.code, detail: err.detail } } satisfies WorkerReply);
  }
});

await db.waitReady;
port.postMessage({ ready: true });
