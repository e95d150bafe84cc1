// Handlers of the dispute calls (schemas/endpoints/disputes.json; spec 002 s.7 "Disputes"), placed
// like the other /merchant/transactions/ calls. {id} names the dispute, so the file's access is
// 'signed-in' and each handler checks the dispute's merchant (access.ts): 404 for a dispute the
// user cannot see, 403 below 'read' (GETs) or 'edit' (POSTs) on the transactions view.
// - info/: the dispute, its history and evidence files; files/{file}/: one evidence file, downloaded;
// - accept/: Needs response -> Lost, in the call's transaction (Idempotency-Key honoured);
// - start/ (steps): multipart evidence files (+ comment), Needs response -> In progress. The upload
//   is read between two steps, never inside a transaction: a slow client holds no lock or connection.
import type { FastifyReply } from 'fastify';
import { notFound } from '../http/errors.ts';
import { defineHandlers } from '../http/handler-types.ts';
import { idempotencyKeyOf, type StoredReply } from '../payments/idempotency.ts';
import { loadDisputeAccess } from './access.ts';
import { accept, checkOpen, evidenceContent, keyUsed, runDispute, start } from './actions.ts';
import { readEvidence } from './evidence.ts';
import { disputesDb, disputesTrx } from './tables.ts';
import { detailReply, timeZoneOf } from './view.ts';

const answer = (reply: FastifyReply, result: StoredReply) => {
  reply.code(result.status);
  return result.body;
};

export const disputeHandlers = defineHandlers('disputes', () => ({
  info: async ({ db, request }) => detailReply(disputesDb(db), await loadDisputeAccess(db, request, 'read')),

  accept: async ({ db, request, reply }) => {
    const access = await loadDisputeAccess(db, request, 'edit');
    return answer(reply, await runDispute(disputesTrx(db), request, access, accept(access)));
  },

  start: async (call) => {
    // Refuse a closed dispute before reading any upload; the locked step checks again. A retry
    // under a key already used is read in full instead, so it can get its stored reply.
    const access = await call.step(async (trx) => {
      const access = await loadDisputeAccess(trx, call.request, 'edit');
      const key = idempotencyKeyOf(call.request);
      const ddb = disputesTrx(trx);
      if (key === null || !(await keyUsed(ddb, access.userId, key))) checkOpen(access.dispute, await timeZoneOf(ddb, access.dispute.merchant_id));
      return access;
    });
    const upload = await readEvidence(call.request);
    return answer(call.reply, await call.step((trx) => runDispute(disputesTrx(trx), call.request, access, start(access, upload), evidenceContent(upload))));
  },

  file: async ({ db, request, reply }) => {
    const access = await loadDisputeAccess(db, request, 'read');
    const fileId = Number((request.params as { file: string }).file);
    const file = Number.isSafeInteger(fileId) && fileId > 0
      ? await disputesDb(db).selectFrom('dispute_files').select(['name', 'content_type', 'data']).where('id', '=', fileId)
        .where('dispute_id', '=', access.dispute.id).executeTakeFirst()
      : undefined;
    if (!file) throw notFound();
    return reply.header('content-type', file.content_type)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.data));
  },
}));
