// Reports are written by a background job: tests wait for a report to leave 'pending' before they
// download it.
import type { Db } from '../../server/db/connect.ts';
import type { Client } from './helpers.ts';

export async function reportReady(db: Db, id: number, timeoutMs = 30_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await db.selectFrom('reports').select('status').where('id', '=', id).executeTakeFirst();
    if (row && row.status !== 'pending') return row.status;
    if (Date.now() > until) throw new Error(`report ${id} still ${row?.status ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** GET /merchant/reports/{id}/ once the report is done. */
export async function downloadReport(client: Client, db: Db, id: number) {
  await reportReady(db, id);
  return client.request({ method: 'GET', url: `/api/v2/merchant/reports/${id}/` });
}
