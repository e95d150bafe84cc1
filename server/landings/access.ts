// The landing a /merchant/landings/{merchant}/.../{id}/ call names, with the caller's privileges on
// payment_solutions: 401 signed out, 409 demo mode, 404 for a merchant the user cannot see or a
// landing not of that merchant (or deleted), 403 without the level; editing calls also need the web
// constructor to be available to the merchant (./availability.ts).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { PrivilegeLevel } from '../db/schema.ts';
import { dbId } from '../http/db-id.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { loadMerchantAccess, type MerchantAccess } from '../merchant/require-merchant.ts';
import { checkConstructor } from './availability.ts';
import type { LandingRow } from './view.ts';

export type LandingAccess = MerchantAccess & { landing: LandingRow; userId: number };

export async function loadLanding(db: Db, request: FastifyRequest, level: PrivilegeLevel): Promise<LandingAccess> {
  if (request.auth?.state !== 'ok') throw unauthorized();
  const params = request.params as { merchant?: string; id?: string };
  const access = await loadMerchantAccess(db, request.auth.userId, params.merchant, 'payment_solutions', level);
  const id = dbId(params.id);
  const landing = id === undefined ? undefined
    : await db.selectFrom('landings').selectAll().where('id', '=', id).where('merchant_id', '=', access.merchant.id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!landing) throw notFound();
  if (level === 'edit') checkConstructor(access.merchant);
  return { ...access, landing, userId: request.auth.userId };
}

/**
 * The landing of a call whose privilege the route layer has already checked (`access`: {view:
 * payment_solutions, level}): 404 for a landing not of that merchant (or deleted); editing calls
 * also need the web constructor (./availability.ts).
 */
export async function landingOfCall(db: Db, request: FastifyRequest, access: MerchantAccess, level: PrivilegeLevel): Promise<LandingAccess> {
  const id = dbId((request.params as { id?: string }).id);
  const landing = id === undefined ? undefined
    : await db.selectFrom('landings').selectAll().where('id', '=', id).where('merchant_id', '=', access.merchant.id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!landing) throw notFound();
  if (level === 'edit') checkConstructor(access.merchant);
  return { ...access, landing, userId: request.auth!.userId };
}
