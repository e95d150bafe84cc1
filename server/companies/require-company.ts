// requireCompany(level): preHandler for /company_profile/{company}/ calls. The profile, its
// individuals (personal data) and its documents are merchant settings: a user reads them with the
// 'settings' view ('read' or 'edit') on one of the company's merchants and edits them with 'edit'
// on it; another view (transactions only, say) grants nothing here. Replies as requireMerchant
// does: 401 signed out; 409 demo mode when the user has no merchant at all; 404 for a company that
// does not exist OR none of whose merchants he holds (same reply, so ids cannot be probed); 403
// when he holds one of its merchants without the settings level the call needs.
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
  const settings = rows.filter((r) => r.view === 'settings');
  const canEdit = settings.some((r) => r.level === 'edit');
  if (settings.length === 0 || (level === 'edit' && !canEdit)) throw forbidden();
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
