// Dispute calls (spec 002 s.7 "Disputes"), placed like the other /merchant/transactions/ calls:
// GET  disputes/{id}/info/    the dispute, its history and evidence files (read)
// POST disputes/{id}/accept/  Needs response -> Lost (edit; Idempotency-Key honoured)
// POST disputes/{id}/start/   multipart evidence files (+ comment): Needs response -> In progress (edit)
// GET  disputes/{id}/files/{file}/  one evidence file, as a download (read)
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { loadDisputeAccess } from './access.ts';
import { idempotencyKeyOf } from '../payments/idempotency.ts';
import { accept, checkOpen, evidenceContent, keyUsed, runDispute, start } from './actions.ts';
import { readEvidence } from './evidence.ts';
import { disputesDb } from './tables.ts';
import { detailReply, timeZoneOf } from './view.ts';

export function disputeRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = disputesDb(ctx.db);
  const base = '/merchant/transactions/disputes/:id';

  api.get(`${base}/info/`, async (request) => detailReply(db, await loadDisputeAccess(ctx.db, request, 'read')));

  api.post(`${base}/accept/`, async (request, reply) => {
    const access = await loadDisputeAccess(ctx.db, request, 'edit');
    const result = await runDispute(db, request, access, accept(access));
    return reply.code(result.status).send(result.body);
  });

  api.post(`${base}/start/`, { config: { multipart: true } }, async (request, reply) => {
    const access = await loadDisputeAccess(ctx.db, request, 'edit');
    // Refuse a closed dispute before reading any upload; the locked transaction checks again. A retry
    // under a key already used is read in full instead, so it can get its stored reply.
    const key = idempotencyKeyOf(request);
    if (key === null || !(await keyUsed(db, access.userId, key))) {
      checkOpen(access.dispute, await timeZoneOf(db, access.dispute.merchant_id));
    }
    const upload = await readEvidence(request);
    const result = await runDispute(db, request, access, start(access, upload), evidenceContent(upload));
    return reply.code(result.status).send(result.body);
  });

  api.get(`${base}/files/:file/`, async (request, reply) => {
    const access = await loadDisputeAccess(ctx.db, request, 'read');
    const fileId = Number((request.params as { file: string }).file);
    const file = Number.isSafeInteger(fileId) && fileId > 0
      ? await db.selectFrom('dispute_files').select(['name', 'content_type', 'data']).where('id', '=', fileId)
        .where('dispute_id', '=', access.dispute.id).executeTakeFirst()
      : undefined;
    if (!file) throw notFound();
    return reply.header('content-type', file.content_type)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.data));
  });
}
