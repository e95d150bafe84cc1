// The merchant's promocodes list (spec 002 s.7 'Promocodes'; schemas/lists/promocodes.json): every
// live promocode of the merchant in the path, newest first, each with the name of its live entity
// (a button, link or landing; null once that is deleted), the percent shown x100 and the status on
// the merchant's day (server/promocodes/view.ts says the same for one promocode).
// The lists of one entity type and of one entity (promocodes.typeList, .entityList; their own list
// files, schemas/lists/promocodes_type.json and promocodes_entity.json) read the type and the entity
// from the call's path (a tab's path preset): a type not offered or an id that is none answers 404,
// and so does an empty page of an entity that is not a live one of the merchant (entity.ts).
import { sql } from 'kysely';
import { dbId } from '../http/db-id.ts';
import { col, date, flag, int, text, timestamp } from '../lists/field-sql.ts';
import type { FieldSql, ListSource } from '../lists/types.ts';
import { findEntity } from './entity.ts';
import { isEntityType } from './tables.ts';
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

const fields: FieldSql[] = [
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
];

const live = sql`t.deleted_at is null`;

const source = (name: string, tabs: ListSource['tabs']): ListSource => ({
  name, view: 'promocodes', from: sql`promocodes t join merchants m on m.id = t.merchant_id`, fields, search: { fields: [], sql: () => null }, tabs,
});

export const promocodesSource = source('promocodes', [{ endpoint: 'promocodes.list', tab: 'all', preset: live }]);

export const promocodesOfTypeSource = source('promocodes of a type', [{
  endpoint: 'promocodes.typeList', tab: 'type', preset: live,
  pathPreset: { params: ['entity_type'], sql: ({ entity_type: type }) => (isEntityType(type) ? sql`t.entity_type = ${type}` : null) },
}]);

export const promocodesOfEntitySource = source('promocodes of an entity', [{
  endpoint: 'promocodes.entityList', tab: 'entity', preset: live,
  pathPreset: {
    params: ['entity_type', 'entity_id'],
    sql: ({ entity_type: type, entity_id: id }) => {
      const entityId = dbId(id);
      return isEntityType(type) && entityId !== undefined ? sql`t.entity_type = ${type} and t.entity_id = ${entityId}` : null;
    },
    exists: async (db, merchantId, { entity_type: type, entity_id: id }) =>
      isEntityType(type) && (await findEntity(db, merchantId, type, dbId(id)!)) !== null,
  },
}]);
