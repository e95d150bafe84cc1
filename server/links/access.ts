// The link of a /merchant/payment-solutions/links/{id}/ call and the caller's privileges on its
// merchant: 401 signed out; 404 when the link does not exist or belongs to a merchant the user
// cannot see (same reply); 403 without `level` on payment_solutions.
import type { FastifyRequest } from 'fastify';
import type { PrivilegeLevel } from '../db/schema.ts';
import type { Db } from '../db/connect.ts';
import { dbId } from '../http/db-id.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { loadMerchantAccess, type MerchantAccess } from '../merchant/require-merchant.ts';
import { linksDb } from './tables.ts';
import { readLink, type LinkWithStatus } from './view.ts';

export type LinkAccess = MerchantAccess & { link: LinkWithStatus; userId: number };

export async function loadLinkAccess(db: Db, request: FastifyRequest, level: PrivilegeLevel): Promise<LinkAccess> {
  if (request.auth?.state !== 'ok') throw unauthorized();
  const userId = request.auth.userId;
  const id = dbId((request.params as { id?: string }).id);
  const link = id === undefined ? undefined : await readLink(linksDb(db), id);
  const access = await loadMerchantAccess(db, userId, link?.merchant_id, 'payment_solutions', level);
  if (!link) throw notFound();
  return { ...access, link, userId };
}
