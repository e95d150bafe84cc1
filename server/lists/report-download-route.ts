// GET /merchant/reports/{id}/ (spec 002 s.7; downloads.download): the file of a report. Needs 'reports'
// read on the report's merchant; a report of a merchant the user cannot see answers like a missing
// one, also for a user with no merchant at all (404, not the demo-mode 409: no oracle of which ids
// exist). Only a finished report downloads (409 while pending); a file written in chunks streams them in order.
import { requireUser } from '../http/auth.ts';
import { dbId } from '../http/db-id.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { ReadCall } from '../http/handler-types.ts';
import { loadMerchantAccess } from '../merchant/require-merchant.ts';
import { chunkStream } from './export/file-chunks.ts';

export async function downloadReport({ db, request, reply }: ReadCall) {
  const user = await requireUser(db, request);
  const id = dbId((request.params as { id: unknown }).id);
  const report = id === undefined ? undefined : await db.selectFrom('reports').select(['merchant_id', 'file_id', 'status']).where('id', '=', id).executeTakeFirst();
  if (!report?.file_id) throw notFound();
  await loadMerchantAccess(db, user.id, report.merchant_id, 'reports', 'read').catch((e: unknown) => {
    throw e instanceof HttpError && e.status === 409 ? notFound() : e;
  });
  if (report.status !== 'success') throw new HttpError(409, { error: report.status === 'failed' ? 'The report failed' : 'The report is not ready yet' });
  const file = await db.selectFrom('files').select(['name', 'content_type', 'chunked']).where('id', '=', report.file_id).executeTakeFirstOrThrow();
  reply.header('content-type', file.content_type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'private, no-store');
  if (file.chunked) return reply.send(chunkStream(db, report.file_id));
  const { data } = await db.selectFrom('files').select('data').where('id', '=', report.file_id).executeTakeFirstOrThrow();
  return reply.send(Buffer.from(data));
}
