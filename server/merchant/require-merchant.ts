// requireMerchant(view, level): preHandler for merchant-scoped calls. The merchant id (the list's
// `id`) comes from the route (:merchant), the query (?merchant=) or the body ({merchant}).
// 401 signed out; 409 demo mode when the user has no merchant at all; 404 when the merchant does
// not exist OR the user has no privilege on it (same reply, so ids cannot be probed); 403 when the
// user sees the merchant but lacks the level on this view.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database, PrivilegeLevel } from '../db/schema.ts';
import { dbId } from '../http/db-id.ts';
import { demoMode, forbidden, notFound, unauthorized } from '../http/errors.ts';
import { allows, type Privileges, type View } from './views.ts';

export type MerchantAccess = { merchant: Selectable<Database['merchants']>; privileges: Privileges };

declare module 'fastify' {
  interface FastifyRequest {
    merchantAccess: MerchantAccess | null;
  }
}

export function merchantIdOf(request: FastifyRequest): unknown {
  const pick = (o: unknown) => (o && typeof o === 'object' ? (o as Record<string, unknown>).merchant : undefined);
  return pick(request.params) ?? pick(request.query) ?? pick(request.body);
}

export async function loadMerchantAccess(db: Db, userId: number, merchantId: unknown, view: View, level: PrivilegeLevel): Promise<MerchantAccess> {
  const id = dbId(merchantId);
  const rows = id !== undefined
    ? await db.selectFrom('merchant_users').select(['view', 'level']).where('user_id', '=', userId).where('merchant_id', '=', id).execute()
    : [];
  const privileges = await privilegesFrom(db, userId, rows.map((r) => [r.view, r.level]), view, level);
  const merchant = await db.selectFrom('merchants').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
  return { merchant, privileges };
}

/** The user's privileges on a merchant from their (view, level) rows for it (none: the merchant
 * does not exist or is not theirs): 404, or 409 demo mode when the user has no merchant at all;
 * 403 below `level` on `view`. */
export async function privilegesFrom(db: Db, userId: number, held: Array<[string, PrivilegeLevel]>, view: View,
  level: PrivilegeLevel): Promise<Privileges> {
  if (held.length === 0) {
    const any = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
    throw any ? notFound() : demoMode();
  }
  const privileges: Privileges = Object.fromEntries(held);
  if (!allows(privileges[view], level)) throw forbidden();
  return privileges;
}

export function requireMerchant(db: Db, view: View, level: PrivilegeLevel): preHandlerAsyncHookHandler {
  return async (request) => {
    if (request.auth?.state !== 'ok') throw unauthorized();
    request.merchantAccess = await loadMerchantAccess(db, request.auth.userId, merchantIdOf(request), view, level);
  };
}
