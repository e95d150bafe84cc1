// GET /merchant/reports/{id}/ (spec 002 s.7): the file of a report. Needs 'reports' read on the
// report's merchant; a report of a merchant the user cannot see answers like a missing one, also
// for a user with no merchant at all (404, not the demo-mode 409: no oracle of which ids exist).
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { dbId } from '../http/db-id.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { loadMerchantAccess } from '../merchant/require-merchant.ts';

export function reportDownloadRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/merchant/reports/:id/', async (request, reply) => {
    const user = await requireUser(db, request);
    const id = dbId((request.params as { id: unknown }).id);
    const report = id === undefined ? undefined : await db.selectFrom('reports').select(['merchant_id', 'file_id']).where('id', '=', id).executeTakeFirst();
    if (!report?.file_id) throw notFound();
    await loadMerchantAccess(db, user.id, report.merchant_id, 'reports', 'read').catch((e: unknown) => {
      throw e instanceof HttpError && e.status === 409 ? notFound() : e;
    });
    const file = await db.selectFrom('files').select(['name', 'content_type', 'data']).where('id', '=', report.file_id).executeTakeFirstOrThrow();
    return reply.header('content-type', file.content_type)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.data));
  });
}
