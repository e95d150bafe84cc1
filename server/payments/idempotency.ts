// Idempotency-Key: a retried capture, refund or recurring charge happens once. The key row is
// inserted in the action's own transaction before the action runs; a concurrent request with the
// same key blocks on the primary key until that transaction ends, then finds the stored reply
// (or, if the first one rolled back, claims the key itself). Keys are per user.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors.ts';
import type { PaymentsDb } from './tables.ts';

export type StoredReply = { status: number; body: Record<string, unknown> };

const KEY = /^[\x21-\x7e]{1,255}$/;

export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !KEY.test(key)) throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters');
  return key;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/**
 * Hash of what makes two requests "the same": method, path and the body (keys in any order). A
 * multipart call passes what it read from its parts as `content`, since it has no parsed body.
 */
export function requestHash(request: FastifyRequest, content: unknown = request.body ?? {}): string {
  const path = request.url.split('?')[0];
  return createHash('sha256').update(JSON.stringify([request.method, path, canonical(content)])).digest('hex');
}

/** Claims the key; returns the stored reply when it was used before with the same request. */
/** Runs inside the caller's transaction (a transaction is a PaymentsDb). */
export async function claimKey(trx: PaymentsDb, userId: number, key: string, hash: string): Promise<StoredReply | null> {
  const claimed = await trx.insertInto('idempotency_keys').values({ user_id: userId, key, request_hash: hash })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing()).returning('key').executeTakeFirst();
  if (claimed) return null;
  const row = await trx.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirstOrThrow();
  if (row.request_hash !== hash) {
    throw new HttpError(422, { error: 'This Idempotency-Key was already used with a different request' });
  }
  return { status: row.response_status!, body: JSON.parse(row.response_body!) as Record<string, unknown> };
}

export async function storeReply(trx: PaymentsDb, userId: number, key: string, reply: StoredReply): Promise<void> {
  await trx.updateTable('idempotency_keys').set({ response_status: reply.status, response_body: JSON.stringify(reply.body) })
    .where('user_id', '=', userId).where('key', '=', key).execute();
}
