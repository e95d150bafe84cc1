// The merchant's promocodes list (spec 002 s.7 'Promocodes'; schemas/lists/promocodes.json): every
// live promocode of the merchant in the path, newest first, each with the name of its live entity
// (a button, link or landing; null once that is deleted), the percent shown x100 and the status on
// the merchant's day (server/promocodes/view.ts says the same for one promocode).
// The lists of one entity type and of one entity (promocodes.typeList, .entityList) take the type and
// the entity from the path, which a source's tab preset cannot read: their handlers page them.
import { sql } from 'kysely';
import { col, date, flag, int, text, timestamp } from '../lists/field-sql.ts';
import type { ListSource } from '../lists/types.ts';
import type { PromocodeStatus } from './view.ts';

const STATUSES: readonly PromocodeStatus[] = ['active', 'inactive', 'expired', 'pending'];

const today = sql`(now() at time zone m.time_zone)::date`;
const statusSql = sql`case when not t.is_actual then 'inactive'
  when t.valid_before is not null and ${today} > t.valid_before then 'expired'
  when t.valid_after is not null and ${today} < t.valid_after then 'pending'
  else 'active' end`;

// The entity's name as server/promocodes/entity.ts reads it (live entities only).
const entityName = sql`case t.entity_type
  when 'button' then (select b.name from buttons b where b.id = t.entity_id and not b.deleted)
  when 'link' then (select coalesce(nullif(l.invoice_name, ''), l.description) from links l where l.id = t.entity_id and l.status <> 'deleted')
  when 'landing' then (select d.name from landings d where d.id = t.entity_id and d.deleted_at is null) end`;

export const promocodesSource: ListSource = {
  name: 'promocodes',
  view: 'promocodes',
  from: sql`promocodes t join merchants m on m.id = t.merchant_id`,
  fields: [
    int('id'),
    int('merchant', col('merchant_id')),
    text('entity_type'),
    int('entity_id'),
    text('name', entityName, { nullable: true }),
    text('promo_name'),
    // The stored fraction and the same x100 rounded to a tenth (fractionToPercent).
    int('promo_percent', sql`t.promo_percent::float8`),
    int('percent', sql`(round(t.promo_percent * 1000) / 10)::float8`),
    text('description'),
    date('valid_after', col('valid_after'), { nullable: true }),
    date('valid_before', col('valid_before'), { nullable: true }),
    text('is_actual', sql`case when t.is_actual then 'yes' else 'no' end`),
    text('status', statusSql, { values: STATUSES }),
    timestamp('created', col('created_at')),
    flag('can_edit', sql`true`, { edit: true }),
  ],
  search: { fields: [], sql: () => null },
  tabs: [{ endpoint: 'promocodes.list', tab: 'all', preset: sql`t.deleted_at is null` }],
};
