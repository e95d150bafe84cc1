import { sql, type Kysely } from 'kysely';

// Promocodes (issue 14, spec 002 s.2-9): a discount attached to one payable, named by its type
// (button, link, landing) and its id. The discount is stored as a fraction (0.15 = 15 %), shown x100.
// A name is unique per entity among the live promocodes, whatever its case: the payer types it at the
// hosted checkout, so it must name one promocode there. Deleting keeps the row (deleted_at), so the
// payments that used it still name it; promocode_uses records each checkout payment paid with one,
// with the amount before the discount.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('promocodes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('entity_type', 'text', (c) => c.notNull().check(sql`entity_type in ('button', 'link', 'landing')`))
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('promo_name', 'text', (c) => c.notNull().check(sql`promo_name ~ '^[A-Za-z0-9_]{1,35}$'`))
    .addColumn('promo_percent', sql`numeric(5,4)`, (c) => c.notNull().check(sql`promo_percent >= 0.01 and promo_percent <= 0.99`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('').check(sql`char_length(description) <= 250`))
    .addColumn('valid_after', 'date')
    .addColumn('valid_before', 'date')
    .addColumn('is_actual', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create unique index promocodes_live_name on promocodes (entity_type, entity_id, lower(promo_name)) where deleted_at is null`.execute(db);
  await db.schema.createIndex('promocodes_merchant').on('promocodes').columns(['merchant_id', 'id']).execute();
  await db.schema.createTable('promocode_uses')
    .addColumn('payment_id', 'integer', (c) => c.primaryKey().references('payments.id').onDelete('cascade'))
    .addColumn('promocode_id', 'integer', (c) => c.notNull().references('promocodes.id').onDelete('cascade'))
    .addColumn('promo_name', 'text', (c) => c.notNull())
    .addColumn('promo_percent', sql`numeric(5,4)`, (c) => c.notNull())
    .addColumn('original_amount', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promocode_uses_promocode').on('promocode_uses').column('promocode_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promocode_uses').execute();
  await db.schema.dropTable('promocodes').execute();
}
