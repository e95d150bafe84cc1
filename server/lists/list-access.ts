// The list call's guard in one round trip: session, the user's privileges on the merchant, the
// merchant's existence and the user's list settings come from one SQL with joins (before, four
// sequential lookups), reading only what the list call uses (the merchant's id, not its row).
// Same answers as the session hook + requireMerchant(view, 'read') + loadSettings: 401 signed out
// (or two-step code pending), 409 demo mode when the user has no merchant at all, 404 for a
// merchant that does not exist or is not the user's, 403 without 'read' on the view.
// When the call can tell its page before it knows the user (list-routes.ts), the page's rows come
// in the same statement: one statement per call, not two. They are read only for a live session
// and used only once the guard has let the call through.
// The route carries config.sessionInGuard, so the session hook leaves the session to this guard.
import { sql, type RawBuilder } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { preparedGeneric } from '../db/prepared.ts';
import type { PrivilegeLevel } from '../db/schema.ts';
import { dbId } from '../http/db-id.ts';
import { unauthorized } from '../http/errors.ts';
import { sessionHashOf, touchSession } from '../http/session.ts';
import { merchantIdOf, privilegesFrom } from '../merchant/require-merchant.ts';
import type { Privileges } from '../merchant/views.ts';
import type { JsonRow, PageStatement } from './fetch-rows.ts';
import type { ListDefinition } from './types.ts';
import { settingsFrom, type ListSettings } from './user-settings.ts';

/** The guard's row, as JSON (row_to_json). */
type Guard = {
  __merchant: number | null; __user_id: number; __state: 'ok' | 'need mfa'; __expires_at: string;
  __privileges: Array<[string, PrivilegeLevel]> | null;
  __fields: string[] | null; __page_size: number | null; __settings: boolean;
};

// Every lookup is by key: the generic plan serves any values (prepared.ts). The guard comes as
// one row of JSON with a null __id; the page's rows, each with its id, follow.
function accessSql(merchantId: number, listId: string, hash: string, page: PageStatement | undefined): RawBuilder<JsonRow> {
  return sql<JsonRow>`${page?.mark ?? preparedGeneric} with g as materialized (
    select m.id as __merchant, s.user_id as __user_id, s.state as __state, s.expires_at as __expires_at,
      ls.fields as __fields, ls.page_size as __page_size, ls.user_id is not null as __settings,
      (select json_agg(json_build_array(mu.view, mu.level)) from merchant_users mu
        where mu.user_id = s.user_id and mu.merchant_id = ${merchantId}) as __privileges
    from sessions s
    left join merchants m on m.id = ${merchantId}
    left join list_settings ls on ls.user_id = s.user_id and ls.list = ${listId}
    where s.id_hash = ${hash} and s.expires_at > ${new Date()})
  select row_to_json(g)::text as __j, null as __k, null as __id from g
  ${page ? sql`union all select * from (${page.sql}) p where exists (select 1 from g)` : sql``}`;
}

/** What the list call needs to know of its caller on the merchant; `rows`: the page's rows, when
 * `page` was given. */
export type ListAccess = { merchantId: number; privileges: Privileges; settings: ListSettings; rows: JsonRow[] };

/** Sets request.auth as the session hook does; the rest as requireMerchant and loadSettings would. */
export async function loadListAccess(db: Db, request: FastifyRequest, def: ListDefinition, page?: PageStatement): Promise<ListAccess> {
  const hash = sessionHashOf(request);
  if (!hash) throw unauthorized();
  const { rows: all } = await accessSql(dbId(merchantIdOf(request)) ?? -1, def.id, hash, page).execute(db);
  // No guard row: no live session.
  const guard = all.find((r) => r.__id === null);
  if (!guard) throw unauthorized();
  const row = JSON.parse(guard.__j) as Guard;
  const rows = page ? all.filter((r) => r.__id !== null) : [];
  request.auth = { sessionHash: hash, state: row.__state, userId: row.__user_id };
  await touchSession(db, hash, new Date(row.__expires_at));
  if (row.__state !== 'ok') throw unauthorized();

  // No merchant by that id: as if the user held nothing on it.
  const held = row.__merchant === null ? [] : (row.__privileges ?? []);
  const privileges = await privilegesFrom(db, row.__user_id, held, def.view, 'read');
  const settings = settingsFrom(def, row.__settings ? { fields: row.__fields, page_size: row.__page_size } : undefined);
  // privilegesFrom answered, so the merchant exists.
  return { merchantId: row.__merchant!, privileges, settings, rows };
}
