// GET /merchant/reports/{id}/ (spec 002 s.7): the file of a report. Needs 'reports' read on the
// report's merchant; a report of a merchant the user cannot see answers like a missing one.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { loadMerchantAccess } from '../merchant/require-merchant.ts';

export function reportDownloadRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/merchant/reports/:id/', async (request, reply) => {
    const user = await requireUser(db, request);
    const id = Number((request.params as { id: string }).id);
    const report = Number.isSafeInteger(id) && id > 0
      ? await db.selectFrom('reports').select(['merchant_id', 'file_id']).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!report?.file_id) throw notFound();
    await loadMerchantAccess(db, user.id, report.merchant_id, 'reports', 'read');
    const file = await db.selectFrom('files').select(['name', 'content_type', 'data']).where('id', '=', report.file_id).executeTakeFirstOrThrow();
    return reply.header('content-type', file.content_type)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.data));
  });
}
