// The list call's guard in one round trip: session, the user's privileges on the merchant, the
// merchant's existence and the user's list settings come from one SQL with joins (before, four
// sequential lookups). It reads only what the list call uses: the merchant's id, not its row. Same answers as the session hook + requireMerchant(view, 'read') + loadSettings:
// 401 signed out (or two-step code pending), 409 demo mode when the user has no merchant at all,
// 404 for a merchant that does not exist or is not the user's, 403 without 'read' on the view.
// The route carries config.sessionInGuard, so the session hook leaves the session to this guard.
import { CompiledQuery } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { GENERIC_MARK } from '../db/prepared.ts';
import type { PrivilegeLevel } from '../db/schema.ts';
import { dbId } from '../http/db-id.ts';
import { demoMode, forbidden, notFound, unauthorized } from '../http/errors.ts';
import { sessionHashOf, touchSession } from '../http/session.ts';
import { merchantIdOf } from '../merchant/require-merchant.ts';
import { allows, type Privileges } from '../merchant/views.ts';
import type { ListDefinition } from './types.ts';
import { settingsFrom, type ListSettings } from './user-settings.ts';

type AccessRow = {
  __merchant: number | null; __user_id: number; __state: 'ok' | 'need mfa'; __expires_at: Date;
  __privileges: Array<[string, PrivilegeLevel]> | string | null;
  __fields: string[] | null; __page_size: number | null; __settings: boolean;
};

// A fixed text (no query building per call), run as a prepared statement with its generic plan
// (every lookup is by key): $1 merchant id, $2 list id, $3 session hash, $4 now.
const ACCESS_SQL = `select ${GENERIC_MARK} m.id as __merchant, s.user_id as __user_id, s.state as __state, s.expires_at as __expires_at,
  ls.fields as __fields, ls.page_size as __page_size, ls.user_id is not null as __settings,
  (select json_agg(json_build_array(mu.view, mu.level)) from merchant_users mu
    where mu.user_id = s.user_id and mu.merchant_id = $1) as __privileges
  from sessions s
  left join merchants m on m.id = $1
  left join list_settings ls on ls.user_id = s.user_id and ls.list = $2
  where s.id_hash = $3 and s.expires_at > $4`;

/** What the list call needs to know of its caller on the merchant. */
export type ListAccess = { merchantId: number; privileges: Privileges; settings: ListSettings };

/** Sets request.auth as the session hook does; the rest as requireMerchant and loadSettings would. */
export async function loadListAccess(db: Db, request: FastifyRequest, def: ListDefinition): Promise<ListAccess> {
  const hash = sessionHashOf(request);
  if (!hash) throw unauthorized();
  const id = dbId(merchantIdOf(request)) ?? -1;
  const { rows: [row] } = await db.executeQuery<AccessRow>(CompiledQuery.raw(ACCESS_SQL, [id, def.id, hash, new Date()]));
  if (!row) throw unauthorized();
  request.auth = { sessionHash: hash, state: row.__state, userId: row.__user_id };
  await touchSession(db, hash, row.__expires_at);
  if (row.__state !== 'ok') throw unauthorized();

  const held = (typeof row.__privileges === 'string' ? JSON.parse(row.__privileges) : row.__privileges) as Array<[string, PrivilegeLevel]> | null;
  if (!held || held.length === 0 || row.__merchant === null) {
    const any = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', row.__user_id).limit(1).executeTakeFirst();
    throw any ? notFound() : demoMode();
  }
  const privileges: Privileges = Object.fromEntries(held);
  if (!allows(privileges[def.view], 'read')) throw forbidden();
  const settings = settingsFrom(def, row.__settings ? { fields: row.__fields, page_size: row.__page_size } : undefined);
  return { merchantId: row.__merchant, privileges, settings };
}
