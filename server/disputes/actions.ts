// Dispute actions (spec 002 s.4): accept and start (respond with evidence) are allowed only on a
// dispute in Needs response whose deadline has not passed. Each runs in the call's transaction with the
// dispute row locked (SELECT ... FOR UPDATE), so two concurrent answers run one after the other and
// the second sees the first one's status. Checks come before writes: a refusal leaves nothing behind.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { claimKey, idempotencyKeyOf, requestHash, storeReply, type StoredReply } from '../payments/idempotency.ts';
import { DONE } from '../payments/action-reply.ts';
import type { PaymentsTrx } from '../payments/tables.ts';
import type { DisputeAccess } from './access.ts';
import type { EvidenceUpload } from './evidence.ts';
import type { DisputeRow, DisputesDb, DisputesTrx } from './tables.ts';
import { carryAdjustment } from '../settlements/lines.ts';
import { detailReply, eventView, IN_PROGRESS, LOST, NEEDS_RESPONSE, timeZoneOf } from './view.ts';
import { dayText, endOfDay } from './time-zone.ts';

async function lockDispute(trx: DisputesTrx, id: number): Promise<DisputeRow> {
  const row = await trx.selectFrom('disputes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** 400 unless the dispute can still be answered. Also used before reading an upload. */
export function checkOpen(d: DisputeRow, timeZone: string, now = new Date()): void {
  if (d.status_name !== NEEDS_RESPONSE) {
    throw badRequest(`This dispute is ${d.status_name}: only a dispute in Needs response can be accepted or answered.`);
  }
  if (endOfDay(dayText(d.response_deadline), timeZone).at.getTime() < now.getTime()) {
    throw badRequest('The response deadline of this dispute has passed.');
  }
}

type Act = (trx: DisputesTrx, d: DisputeRow) => Promise<Record<string, unknown>>;

/**
 * The action on the locked dispute in the call's transaction `trx`; with an Idempotency-Key the key
 * is claimed first (payments/idempotency.ts) and a refusal (400) is stored as its reply.
 * `content` is what the request's key is bound to when it is not the JSON body (multipart evidence).
 */
export async function runDispute(trx: DisputesTrx, request: FastifyRequest, access: DisputeAccess, act: Act, content?: unknown): Promise<StoredReply> {
  const key = idempotencyKeyOf(request);
  const hash = key === null ? '' : requestHash(request, content);
  const keyTrx = trx as unknown as PaymentsTrx;
  if (key !== null) {
    const stored = await claimKey(keyTrx, access.userId, key, hash);
    if (stored) return stored;
  }
  const d = await lockDispute(trx, access.dispute.id);
  const reply = await act(trx, d).then(
    (body): StoredReply => ({ status: 200, body }),
    (err: unknown): StoredReply => {
      if (key !== null && err instanceof HttpError && err.status === 400) return { status: 400, body: err.body };
      throw err;
    },
  );
  if (key !== null) await storeReply(keyTrx, access.userId, key, reply);
  return reply;
}

async function record(trx: DisputesTrx, d: DisputeRow, access: DisputeAccess, type: string, to: string, details: Record<string, unknown>) {
  await trx.updateTable('disputes').set({ status_name: to }).where('id', '=', d.id).execute();
  return trx.insertInto('dispute_events').values({
    dispute_id: d.id, type, from_status: d.status_name, to_status: to, user_id: access.userId, details: JSON.stringify(details),
  }).returningAll().executeTakeFirstOrThrow();
}

async function reply(trx: DisputesTrx, access: DisputeAccess, event: Awaited<ReturnType<typeof record>>) {
  const user = await trx.selectFrom('users').select('email').where('id', '=', access.userId).executeTakeFirst();
  return { message: DONE, ...(await detailReply(trx, access)), event: eventView(event, new Map(user ? [[access.userId, user.email]] : [])) };
}

/** Accepting a chargeback concedes it: Needs response -> Lost. */
export function accept(access: DisputeAccess): Act {
  return async (trx, d) => {
    checkOpen(d, await timeZoneOf(trx, d.merchant_id));
    const event = await record(trx, d, access, 'accept', LOST, {});
    // Lost: the chargeback is money out; on a payment of a settled batch it is carried in the next batch.
    const paid = d.payment_id === null ? undefined
      : await trx.selectFrom('payments').select(['id', 'merchant_id', 'currency', 'order_id', 'settlement_id']).where('id', '=', d.payment_id).executeTakeFirst();
    if (paid) await carryAdjustment(trx, paid, 'chargeback', d.dispute_amount);
    return reply(trx, access, event);
  };
}

/** Whether this user has sent this Idempotency-Key before (the stored reply is then replayed). */
export async function keyUsed(db: DisputesDb, userId: number, key: string): Promise<boolean> {
  const trx = db as unknown as PaymentsTrx;
  return (await trx.selectFrom('idempotency_keys').select('key').where('user_id', '=', userId).where('key', '=', key).executeTakeFirst()) !== undefined;
}

/** What a retried start must repeat to get the stored reply: the comment and each file's bytes. */
export function evidenceContent(upload: EvidenceUpload) {
  return {
    comment: upload.comment,
    files: upload.files.map((f) => ({ name: f.name, type: f.contentType, sha256: createHash('sha256').update(f.data).digest('hex') })),
  };
}

/** Answering with evidence: the files are stored and the dispute goes Needs response -> In progress. */
export function start(access: DisputeAccess, upload: EvidenceUpload): Act {
  return async (trx, d) => {
    checkOpen(d, await timeZoneOf(trx, d.merchant_id));
    const event = await record(trx, d, access, 'start', IN_PROGRESS, {
      comment: upload.comment, files: upload.files.map((f) => ({ name: f.name, content_type: f.contentType, size: f.data.length })),
    });
    await trx.insertInto('dispute_files').values(upload.files.map((f) => ({
      dispute_id: d.id, event_id: event.id, name: f.name, content_type: f.contentType, size: f.data.length, data: f.data, user_id: access.userId,
    }))).execute();
    return reply(trx, access, event);
  };
}
