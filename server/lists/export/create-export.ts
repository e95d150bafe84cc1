// POST <list>export/: the current filters, search words, sort and chosen columns (each amount with
// its currency, export-columns.ts) -> a pending report and its job, written through the caller's
// transaction; the answer comes at once ({id, status: 'pending'}) and a worker writes the file
// (run-export.ts). The caller wakes this instance's workers once that transaction has committed.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ListRoute } from '../types.ts';
import { enqueueReport } from './enqueue-report.ts';
import { readReportArgs } from './report-spec.ts';

export async function createExport(trx: Transaction<Database>, route: ListRoute, userId: number, merchantId: number, raw: unknown) {
  const args = await readReportArgs(trx, route, userId, raw);
  const report = await enqueueReport(trx, { route, merchantId, userId, args });
  return { id: report!.id, status: report!.status, message: 'Report added to downloads' };
}
