// The designs lists (spec 001 s.2 and s.7 "Designs"), newest first, each row as the design calls
// answer one (status derived, status.ts; preview amount in major units; can_activate: an editor's
// design that is neither active nor pending):
// - designs.list (schemas/lists/design_list.json, /solutions/design/list): the designs of every
//   merchant on which the user holds payment_solutions; ?merchant_id= (or ?merchant=) keeps one of
//   them (read on it, else 404). The reply adds `merchants` (those the user edits: the new-design
//   modal's choices) and can_edit (on the merchant asked for, else on any); 409 demo mode without
//   any merchant.
// - designs.merchantList (schemas/lists/design_info.json, /solutions/design/info/{merchant}): the
//   designs of the merchant in the path, payment_solutions read on it.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import { demoMode } from '../http/errors.ts';
import { col, bool, flag, int, money, text, timestamp } from '../lists/field-sql.ts';
import type { FieldSql, ListSource } from '../lists/types.ts';
import { DESIGN_STATUSES, progressSql, statusSqlOf } from './status.ts';

const VIEW = 'payment_solutions';
const status = statusSqlOf('t');
const activatable = sql`${status} not in ('active', 'pending_activation')`;

/** The row fields; `editor`: the caller edits the row's merchant (a flag marked edit when it is the list's own). */
function designFields(editor: RawBuilder<unknown> | undefined): FieldSql[] {
  const editFlag = (name: string, x: RawBuilder<unknown>) =>
    (editor ? flag(name, sql`(${editor} and ${x})`) : flag(name, x, { edit: true }));
  return [
    int('id'),
    text('hash'),
    int('merchant', col('merchant_id')),
    text('merchant_name', sql`m.name`),
    text('name'),
    text('comment'),
    text('status', status, { values: DESIGN_STATUSES }),
    bool('valid', sql`(${status} <> 'pending_activation')`),
    int('progress', progressSql),
    money('preview_amount'),
    text('preview_currency'),
    timestamp('created', col('created_at')),
    timestamp('updated', col('updated_at')),
    editFlag('can_edit', sql`true`),
    editFlag('can_activate', activatable),
  ];
}

const live = sql`t.deleted_at is null`;

/** The user's merchants with payment_solutions, by name; 409 demo mode when the user has no merchant at all. */
async function merchantsOf(db: Db, userId: number) {
  const rows = await db.selectFrom('merchant_users as mu').innerJoin('merchants as m', 'm.id', 'mu.merchant_id')
    .select(['m.id', 'm.name', 'mu.view', 'mu.level']).where('mu.user_id', '=', userId).orderBy('m.name').execute();
  if (rows.length === 0) throw demoMode();
  return rows.filter((r) => r.view === VIEW);
}

export const designsSource: ListSource = {
  name: 'designs',
  view: VIEW,
  // Only for the static checks; a call reads userScope.from.
  from: sql`designs t join merchants m on m.id = t.merchant_id`,
  fields: designFields(sql`mu.level = 'edit'`),
  search: { fields: [], sql: () => null },
  tabs: [{ endpoint: 'designs.list', tab: 'all', preset: live }],
  userScope: {
    from: (userId) => sql`designs t join merchants m on m.id = t.merchant_id
      join merchant_users mu on mu.merchant_id = t.merchant_id and mu.user_id = ${userId} and mu.view = ${VIEW}`,
    narrowBy: ['merchant_id', 'merchant'],
    async reply(db, userId, merchantId) {
      const seen = await merchantsOf(db, userId);
      const edited = seen.filter((r) => r.level === 'edit');
      return {
        // New designs: on the merchant asked for, or on any of the user's when the list shows them all.
        canEdit: edited.some((r) => merchantId === undefined || r.id === merchantId),
        extra: { merchants: edited.map((r) => ({ value: r.id, label: r.name })) },
      };
    },
  },
};

export const merchantDesignsSource: ListSource = {
  name: 'merchant designs',
  view: VIEW,
  from: sql`designs t join merchants m on m.id = t.merchant_id`,
  fields: designFields(undefined),
  search: { fields: [], sql: () => null },
  tabs: [{ endpoint: 'designs.merchantList', tab: 'all', preset: live }],
};
