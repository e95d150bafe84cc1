// The landings list (spec 001 s.2 "Landings"; schemas/lists/landings.json): the landings of every
// merchant the user reads with payment_solutions that may have them (a web-constructor country,
// checkout 2.0), newest first. The search looks in landing name, merchant name and alias, from 3
// characters (s.5: under 3 lists all). The reply's list-level facts pick the empty page: not in a
// country, checkout 1.0, the welcome page (no landing yet); a read-only user gets can_edit false.
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { demoMode } from '../http/errors.ts';
import { col, flag, int, text, timestamp } from '../lists/field-sql.ts';
import type { ListSource } from '../lists/types.ts';
import { WEB_CONSTRUCTOR_COUNTRIES, hasCheckoutV2, inCountry } from './availability.ts';
import { STEPS } from './view.ts';

export const MIN_SEARCH = 3;

function search(words: string) {
  if (words.length < MIN_SEARCH) return null;
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(t.name ilike ${like} or m.name ilike ${like} or t.alias ilike ${like})`;
}

/** The user's merchants with payment_solutions (read or edit); 409 demo mode without any merchant. */
async function merchantsOf(db: Db, userId: number) {
  const any = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  if (!any) throw demoMode();
  return db.selectFrom('merchants as m').innerJoin('merchant_users as mu', 'mu.merchant_id', 'm.id')
    .where('mu.user_id', '=', userId).where('mu.view', '=', 'payment_solutions')
    .select(['m.id', 'm.country', 'm.checkout_version', 'mu.level']).execute();
}

const countries = sql.join(WEB_CONSTRUCTOR_COUNTRIES.map((c) => sql`${c}`));
const steps = sql.join(STEPS.map((s) => sql`${s}`));
const progress = sql`((select count(*) from jsonb_array_elements_text(t.steps_done) s where s in (${steps})) * 100 / ${STEPS.length})::int`;

export const landingsSource: ListSource = {
  name: 'landings',
  view: 'payment_solutions',
  // Only for the static checks; a call reads userScope.from.
  from: sql`landings t join merchants m on m.id = t.merchant_id`,
  fields: [
    int('id'),
    text('name'),
    int('merchant', col('merchant_id')),
    text('merchant_name', sql`m.name`),
    text('type'),
    text('status'),
    text('alias'),
    text('language'),
    int('progress', progress),
    timestamp('created', col('created_at')),
    flag('can_edit', sql`mu.level = 'edit'`),
  ],
  search: { fields: ['name', 'merchant_name', 'alias'], sql: search },
  tabs: [{ endpoint: 'landings.list', tab: 'all', preset: sql`t.deleted_at is null` }],
  userScope: {
    from: (userId) => sql`landings t join merchants m on m.id = t.merchant_id
      join merchant_users mu on mu.merchant_id = t.merchant_id and mu.user_id = ${userId} and mu.view = 'payment_solutions'
      and m.country in (${countries}) and m.checkout_version <> '1.0'`,
    async reply(db, userId) {
      const merchants = await merchantsOf(db, userId);
      const usable = merchants.filter(inCountry).filter(hasCheckoutV2);
      const ids = usable.map((m) => m.id);
      const any = ids.length > 0 && (await db.selectFrom('landings').select('id').where('merchant_id', 'in', ids)
        .where('deleted_at', 'is', null).limit(1).executeTakeFirst()) !== undefined;
      return {
        canEdit: usable.some((m) => m.level === 'edit'),
        extra: { available_merchants_exists: merchants.some(inCountry), checkout_v2_exists: usable.length > 0, any_exists: any },
      };
    },
  },
};
