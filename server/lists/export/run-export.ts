// The report.export job: reads the report's rows in keyset batches (each read its own statement, no
// transaction around the whole), writes them to the file as they come and appends each batch's bytes
// as a chunk, with the progress (rows done of rows total), in one short transaction under the job's
// lease (server/jobs/lease.ts). Between batches it yields to the event loop. A run that starts again
// (its instance died) clears the chunks and writes the file from the start; a report already done
// is left as it is.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { underLease } from '../../jobs/lease.ts';
import type { JobKind } from '../../jobs/registry.ts';
import { countRows, fetchRows, selectList } from '../fetch-rows.ts';
import type { ListRoute } from '../types.ts';
import { REPORT_JOB } from './enqueue-report.ts';
import { appendChunk, clearChunks } from './file-chunks.ts';
import { fileWriter } from './file-writer.ts';
import { reportSpec, type ReportArgs } from './report-spec.ts';

/** Rows a report holds at most (XLSX sheets stop at 1,048,576). */
export const EXPORT_MAX_ROWS = 1_000_000;

export type ExportJobOptions = {
  /** Rows of the first batch (default 1000); later batches adapt so a read takes about READ_MS. */
  batchRows?: number;
  /** Pause between batches (tests and benches slow a job down with it). */
  pauseMs?: number;
  /** Runs in the transaction that marks a report done (a scheduled run enqueues its mail there). */
  afterDone?: (trx: Transaction<Database>, reportId: number) => Promise<void>;
};

type Payload = { report_id: number; endpoint: string; high_water: number };

/** Target time of one batch read: on PGlite (one connection) every other call waits behind it. */
const READ_MS = 15;
const MIN_BATCH = 100;
// A batch's rows live across its slices and its chunk write, so the young generation's collections
// copy them: at most 1000 keeps those pauses short (PostgreSQL reads 2000 rows well under READ_MS).
const MAX_BATCH = 1000;

/** The next batch size: halved after a slow read, doubled after a quick one. */
export const nextBatch = (size: number, readMs: number) =>
  readMs > READ_MS * 1.5 ? Math.max(MIN_BATCH, Math.floor(size / 2)) : readMs < READ_MS / 3 ? Math.min(MAX_BATCH, size * 2) : size;

const breathe = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));

export function reportExportKind(routes: ReadonlyMap<string, ListRoute>, options: ExportJobOptions = {}): JobKind {
  return {
    kind: REPORT_JOB,
    async run({ db, job, lease }) {
      const { report_id: reportId, endpoint, high_water: mark } = job.payload as Payload;
      const report = await db.selectFrom('reports').select(['merchant_id', 'params', 'status', 'file_id', 'format'])
        .where('id', '=', reportId).executeTakeFirst();
      if (!report || report.status !== 'pending' || report.file_id === null) return;
      const fileId = report.file_id;
      const route = routes.get(endpoint);
      if (!route) throw new Error(`report ${reportId}: no list ${endpoint}`);
      const spec = reportSpec(route, report.merchant_id, { ...(report.params as unknown as ReportArgs), format: report.format });
      const where = [...spec.where, sql`t.id <= ${mark}`];
      const fields = spec.columns.map((c) => c.field);

      const total = Math.min(await countRows(db, route.def, where, EXPORT_MAX_ROWS), EXPORT_MAX_ROWS);
      await underLease(db, lease, async (trx) => {
        await clearChunks(trx, fileId);
        await trx.updateTable('reports').set({ rows: 0, rows_total: total }).where('id', '=', reportId).execute();
      }, { done: 0, total });

      const writer = fileWriter(spec.format, spec.title, spec.columns);
      try {
        let seq = 0;
        let done = 0;
        let last: { k: string; i: number } | undefined;
        let size = options.batchRows ?? 1000;
        for (;;) {
          const limit = Math.min(size, EXPORT_MAX_ROWS - done);
          const started = performance.now();
          const rows = limit > 0 ? await fetchRows(db, route.def, where, spec.sortBy, { limit, seek: last ? { dir: 'after', key: last } : undefined }, selectList(db, fields)) : [];
          if (options.batchRows === undefined) size = nextBatch(size, performance.now() - started);
          await writer.add(rows);
          done += rows.length;
          const end = rows.length < limit || done >= EXPORT_MAX_ROWS;
          if (end) await writer.end();
          const bytes = writer.take();
          await underLease(db, lease, async (trx) => {
            if (bytes.length > 0) await appendChunk(trx, fileId, seq++, bytes);
            await trx.updateTable('reports').set(end ? { rows: done, status: 'success' } : { rows: done }).where('id', '=', reportId).execute();
            if (end) await options.afterDone?.(trx, reportId);
          }, { done, total });
          if (end) break;
          const tail = rows.at(-1)!;
          last = { k: tail.__k, i: Number(tail.__id) };
          await breathe(options.pauseMs ?? 0);
        }
      } finally {
        await writer.close();
      }
    },
    async failed(db, job) {
      const { report_id: reportId } = job.payload as Payload;
      await db.updateTable('reports').set({ status: 'failed' }).where('id', '=', reportId).where('status', '=', 'pending').execute();
    },
  };
}
