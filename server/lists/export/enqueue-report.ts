// A report request: its file (written later, in chunks), its record (pending) and its job, in one
// transaction. Snapshot rule: the report holds the list's rows that existed when it was asked for:
// the high-water mark is the largest row id of the list's table at that moment (ids only grow), and
// the job reads `t.id <= mark` under the request's filters. Rows added later are left out; a row
// changed while the job runs shows the value its batch read (each batch is its own short transaction).
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { maskCardNumbersIn } from '../../security/card-mask.ts';
import type { ListRoute } from '../types.ts';
import { FORMATS, period, reportSpec, type ReportArgs } from './report-spec.ts';

export const REPORT_JOB = 'report.export';

export type ReportRequest = {
  route: ListRoute;
  merchantId: number;
  userId: number | null;
  args: ReportArgs;
  kind?: 'regular' | 'scheduled';
  templateId?: number;
  /** A scheduled run's key (template and period): a second enqueue of it adds nothing. */
  uniqueKey?: string;
  title?: string;
};

/** The largest row id of the list's table: one step down its primary key (any merchant's row will do:
 *  a row of this merchant added later gets a larger id). */
export async function highWaterMark(db: Db | Transaction<Database>, route: ListRoute): Promise<number> {
  const { rows } = await sql<{ mark: number }>`select t.id as mark from ${route.def.from} order by t.id desc limit 1`.execute(db);
  return Number(rows[0]?.mark ?? 0);
}

/** Adds the report; undefined when its unique key was enqueued already. */
export async function enqueueReport(trx: Transaction<Database>, req: ReportRequest): Promise<{ id: number; status: 'pending' } | undefined> {
  const { route, merchantId, userId, args } = req;
  // Checks the arguments (filters, sort, columns) against the list before anything is stored.
  const spec = reportSpec(route, merchantId, args);
  const mark = await highWaterMark(trx, route);
  const job = await enqueue(trx, REPORT_JOB, { endpoint: route.endpoint, high_water: mark }, { uniqueKey: req.uniqueKey });
  if (job === undefined) return undefined;
  const stamp = new Date().toISOString().slice(0, 10);
  const file = await trx.insertInto('files').values({
    owner_user_id: userId, name: `${route.def.id}-${route.tab}-${stamp}.${FORMATS[args.format].ext}`, content_type: FORMATS[args.format].type,
    data: Buffer.alloc(0), chunked: true,
  }).returning('id').executeTakeFirstOrThrow();
  const report = await trx.insertInto('reports').values({
    user_id: userId, merchant_id: merchantId, list: route.def.id, title: req.title ?? spec.title, format: args.format, status: 'pending',
    rows: 0, file_id: file.id, job_id: job, kind: req.kind ?? 'regular', template_id: req.templateId ?? null,
    // The report keeps its arguments with card numbers masked, and the job runs on them: storage holds
    // only BIN and last four, so a full card number typed in a filter finds no more than its masked form.
    params: JSON.stringify(maskCardNumbersIn({ ...args, ...period(route, args.filters) })),
  }).returning(['id']).executeTakeFirstOrThrow();
  await trx.updateTable('jobs').set({ payload: JSON.stringify({ report_id: report.id, endpoint: route.endpoint, high_water: mark }) })
    .where('id', '=', job).execute();
  return { id: report.id, status: 'pending' };
}
