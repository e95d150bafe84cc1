// The merchant settings list (spec 002 s.2 "Merchant settings"; schemas/lists/merchant_list.json):
// the merchants whose settings the user sees (read or edit), by name. The search looks in name,
// merchant id and website. A row can be deleted (can_delete) by a user with settings edit on it
// (the delete call itself also needs permissions edit).
import { sql } from 'kysely';
import { col, flag, int, text } from '../../lists/field-sql.ts';
import type { ListSource } from '../../lists/types.ts';

function search(words: string) {
  if (!words) return null;
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(t.name ilike ${like} or t.merchant_id ilike ${like} or t.url ilike ${like})`;
}

export const merchantListSource: ListSource = {
  name: 'merchant settings',
  view: 'settings',
  // Only for the static checks; a call reads userScope.from.
  from: sql`merchants t join merchant_users mu on mu.merchant_id = t.id and mu.view = 'settings'`,
  fields: [
    int('id'),
    int('merchant', col('id')),
    text('merchant_id'),
    text('name'),
    text('url'),
    text('company_name'),
    { ...int('company_profile_id', col('company_id')), nullable: true },
    text('status'),
    text('currencies', sql`coalesce((select string_agg(c.v, ', ' order by c.n) from jsonb_array_elements_text(t.currencies) with ordinality c(v, n)), '')`),
    text('level', sql`mu.level`),
    flag('can_delete', sql`mu.level = 'edit'`),
  ],
  search: { fields: ['name', 'merchant_id', 'url'], sql: search },
  // A deleted merchant has no access rows left (merchant delete); the preset says so to the reader too.
  tabs: [{ endpoint: 'merchantsettings.merchants', tab: 'all', preset: sql`t.status <> 'deleted'` }],
  userScope: {
    from: (userId) => sql`merchants t join merchant_users mu on mu.merchant_id = t.id and mu.user_id = ${userId} and mu.view = 'settings'`,
    async reply(db, userId) {
      const edit = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', userId).where('view', '=', 'settings')
        .where('level', '=', 'edit').limit(1).executeTakeFirst();
      return { canEdit: edit !== undefined, extra: {} };
    },
  },
};
