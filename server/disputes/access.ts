// The dispute of a /merchant/transactions/disputes/{id}/ call and the caller's privileges on its
// merchant: 401 signed out; 404 when the dispute does not exist or belongs to a merchant the user
// cannot see (same reply); 403 when the user lacks `level` on the transactions view.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { PrivilegeLevel } from '../db/schema.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { loadMerchantAccess, type MerchantAccess } from '../merchant/require-merchant.ts';
import type { DisputeRow } from './tables.ts';

export type DisputeAccess = MerchantAccess & { dispute: DisputeRow; userId: number };

export async function loadDisputeAccess(db: Db, request: FastifyRequest, level: PrivilegeLevel): Promise<DisputeAccess> {
  if (request.auth?.state !== 'ok') throw unauthorized();
  const userId = request.auth.userId;
  const id = Number((request.params as { id?: string }).id);
  const dispute = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
    ? await db.selectFrom('disputes').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  const access = await loadMerchantAccess(db, userId, dispute?.merchant_id, 'transactions', level);
  if (!dispute) throw notFound();
  return { ...access, dispute, userId };
}
