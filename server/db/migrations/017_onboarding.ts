import { sql, type Kysely } from 'kysely';

// Onboarding of a merchant (spec 000 s.2.7, s.3): one row per merchant being onboarded, created by
// the merchant_creation step with the merchant (status 'onboarding') and its company. The flags are
// the steps map of GET /merchant/onboarding/info/; the merchant turns 'active' when activation is done.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('onboardings')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('identification', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('finance_settings', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('activation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('iban', 'text')
    .addColumn('form_values', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('onboardings_user_idx').on('onboardings').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('onboardings').execute();
}
