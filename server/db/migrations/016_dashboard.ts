import { sql, type Kysely } from 'kysely';

// Dashboard (issue 11): each user's active widgets per merchant and category, and the payer's
// country of a payment (the countries map widget). Widgets aggregate a merchant's payments of one
// currency over a time range: the index puts currency before the time so a range reads only the
// rows of that currency, and carries the aggregated columns so the scan needs no table visit where
// the database allows an index-only scan.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('dashboard_configs')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('widgets', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dashboard_configs_pk', ['user_id', 'merchant_id', 'category'])
    .execute();
  await db.schema.alterTable('payments').addColumn('payer_country', 'text', (c) => c.check(sql`payer_country ~ '^[A-Z]{2}$'`)).execute();
  await sql`create index payments_dashboard_idx on payments (merchant_id, currency, created_at)
    include (status, amount, reversal_amount, card_bin, payer_country)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payments_dashboard_idx`.execute(db);
  await db.schema.alterTable('payments').dropColumn('payer_country').execute();
  await db.schema.dropTable('dashboard_configs').execute();
}
