import { sql, type Kysely } from 'kysely';

// MO/TO terminal (issue 13): a payment charged from the terminal is flagged `moto` (the Payments list
// shows it, the terminal list reads only these); a user asks MO/TO for a merchant once, recorded in
// moto_requests for the provider's staff. No card data: payments keep BIN and last four only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('moto', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema.createIndex('payments_moto_idx').on('payments').columns(['merchant_id', 'created_at']).where(sql.ref('moto'), '=', true).execute();
  await db.schema.createTable('moto_requests')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('moto_requests').execute();
  await db.schema.dropIndex('payments_moto_idx').execute();
  await db.schema.alterTable('payments').dropColumn('moto').execute();
}
