import { sql, type Kysely } from 'kysely';

// Landing pages (issue 13, spec 001 s.3 "Landing"): one row per landing of a merchant, the wizard's
// step data as JSON per step, images as files rows, draft -> published -> deactivated, deleted with a
// reason (kept, not shown). An alias is unique among landings not deleted, case-insensitively, so a
// freed alias (changed or deleted) may be taken by another landing. Merchants gain the checkout
// version: the web constructor refuses version 1.0 (spec s.6).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('merchants').addColumn('checkout_version', 'text', (c) => c.notNull().defaultTo('2.0')).execute();
  await db.schema.createTable('landings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('donations', 'digital_goods', 'products')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('color_preset', 'text', (c) => c.notNull().defaultTo('blue'))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('finance', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('contacts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('steps_done', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('logo_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('cover_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft').check(sql`status in ('draft', 'published', 'deactivated')`))
    .addColumn('parent_landing_id', 'integer', (c) => c.references('landings.id').onDelete('set null'))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('delete_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index landings_alias_key on landings (lower(alias)) where deleted_at is null`.execute(db);
  await db.schema.createIndex('landings_merchant_idx').on('landings').columns(['merchant_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('landings').execute();
  await db.schema.alterTable('merchants').dropColumn('checkout_version').execute();
}
