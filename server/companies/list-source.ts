// My Businesses (spec 002 s.2; schemas/lists/company_list.json): the companies of the merchants whose
// settings the user sees, once each, by name (require-company.ts: the settings view grants a company).
// The search looks in name, registration number and VAT number. can_edit: the user holds settings
// edit on one of the company's merchants.
import { sql } from 'kysely';
import { col, flag, int, text } from '../lists/field-sql.ts';
import type { ListSource } from '../lists/types.ts';

function search(words: string) {
  if (!words) return null;
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(t.company_name ilike ${like} or t.entity_value ilike ${like} or t.vat_number ilike ${like})`;
}

const seenBy = (userId: number) => sql`companies t where t.id in (select m.company_id from merchants m
  join merchant_users mu on mu.merchant_id = m.id and mu.user_id = ${userId} and mu.view = 'settings')`;

/** The user's edit on one of the company's merchants (the row's u.user_id is the caller). */
const editable = sql`exists (select 1 from merchants em join merchant_users eu on eu.merchant_id = em.id
  where em.company_id = t.id and eu.user_id = u.user_id and eu.view = 'settings' and eu.level = 'edit')`;

export const companyListSource: ListSource = {
  name: 'companies',
  view: 'settings',
  // Only for the static checks; a call reads userScope.from.
  from: sql`companies t cross join (select 0 as user_id) u`,
  fields: [
    int('id'),
    int('company', col('id')),
    text('company_name'),
    text('entity_value'),
    text('registration_address'),
    text('phone'),
    text('vat_number'),
    text('country'),
    text('jurtype'),
    text('status'),
    flag('can_edit', editable),
  ],
  search: { fields: ['company_name', 'entity_value', 'vat_number'], sql: search },
  // Every company the user sees (the engine's WHERE needs one condition).
  tabs: [{ endpoint: 'companies.list', tab: 'all', preset: sql`true` }],
  userScope: {
    // The caller as `u` (the can_edit flag reads it); only the companies the user sees.
    from: (userId) => sql`(select t.* from ${seenBy(userId)}) t cross join (select ${userId}::int as user_id) u`,
    async reply(db, userId) {
      const edit = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', userId).where('view', '=', 'settings')
        .where('level', '=', 'edit').limit(1).executeTakeFirst();
      return { canEdit: edit !== undefined, extra: {} };
    },
  },
};
