import { sql, type Kysely } from 'kysely';

// Payment buttons (issue 12, spec 001 s.3 "Button"). The columns are what lists, the checkout and
// the embed code read; `settings` holds the rest of the button as its form saves it (recurring
// options, params, custom fields, server callbacks, appearance). `alias` is the public reference of
// the hosted checkout (/checkout/button/{alias}); a deleted button keeps its row so the alias is never
// given to another button.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('buttons')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('alias', 'char(16)', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('button_type', 'text', (c) => c.notNull().defaultTo('purchase').check(sql`button_type in ('purchase', 'recurring')`))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('design_id', 'integer')
    .addColumn('expire', 'date')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The list: a merchant's live buttons, newest first.
  await sql`create index buttons_merchant_idx on buttons (merchant_id, id desc) where not deleted`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('buttons').execute();
}
