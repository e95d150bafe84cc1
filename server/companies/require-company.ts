// requireCompany(level): preHandler for /company_profile/{company}/ calls. A user sees a company when
// he holds any privilege on any of its merchants; he edits it with 'edit' on the 'settings' view of
// one of them. Replies as requireMerchant does: 401 signed out; 409 demo mode when the user has no
// merchant at all; 404 for a company that does not exist OR that he cannot see (same reply, so ids
// cannot be probed); 403 when he sees it but may not edit.
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database, PrivilegeLevel } from '../db/schema.ts';
import { dbId } from '../http/db-id.ts';
import { demoMode, forbidden, notFound, unauthorized } from '../http/errors.ts';

export type CompanyAccess = { company: Selectable<Database['companies']>; canEdit: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    companyAccess: CompanyAccess | null;
  }
}

export async function loadCompanyAccess(db: Db, userId: number, companyId: unknown, level: PrivilegeLevel): Promise<CompanyAccess> {
  const id = dbId(companyId);
  const rows = id !== undefined
    ? await db.selectFrom('merchant_users as mu').innerJoin('merchants as m', 'm.id', 'mu.merchant_id')
      .select(['mu.view', 'mu.level']).where('mu.user_id', '=', userId).where('m.company_id', '=', id).execute()
    : [];
  if (rows.length === 0) {
    const any = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
    throw any ? notFound() : demoMode();
  }
  const canEdit = rows.some((r) => r.view === 'settings' && r.level === 'edit');
  if (level === 'edit' && !canEdit) throw forbidden();
  const company = await db.selectFrom('companies').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
  return { company, canEdit };
}

export function requireCompany(db: Db, level: PrivilegeLevel): preHandlerAsyncHookHandler {
  return async (request) => {
    if (request.auth?.state !== 'ok') throw unauthorized();
    const params = request.params as { company?: unknown } | undefined;
    request.companyAccess = await loadCompanyAccess(db, request.auth.userId, params?.company, level);
  };
}
