// POST <list>export/: the current filters, search words, sort and chosen columns (each amount with
// its currency, export-columns.ts) -> a pending report and its job, in one short transaction; the
// answer comes at once ({id, status: 'pending'}) and a worker writes the file (run-export.ts).
import type { Db } from '../../db/connect.ts';
import { wakeWorkers } from '../../jobs/wake.ts';
import type { ListRoute } from '../types.ts';
import { enqueueReport } from './enqueue-report.ts';
import { readReportArgs } from './report-spec.ts';

export async function createExport(db: Db, route: ListRoute, userId: number, merchantId: number, raw: unknown) {
  const args = await readReportArgs(db, route, userId, raw);
  const report = await db.transaction().execute((trx) => enqueueReport(trx, { route, merchantId, userId, args }));
  wakeWorkers();
  return { id: report!.id, status: report!.status, message: 'Report added to downloads' };
}
