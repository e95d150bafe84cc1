import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('companies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('jurtype', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('merchants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('currencies', 'jsonb', (c) => c.notNull())
    .addColumn('has_multiparty', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_moto', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('onboarding_step', 'text', (c) => c.notNull().defaultTo('create_merchant'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One row per user, merchant and view: the privilege level on that view.
  await db.schema.createTable('merchant_users')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('view', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('read', 'edit')`))
    .addPrimaryKeyConstraint('merchant_users_pk', ['user_id', 'merchant_id', 'view'])
    .execute();
  await db.schema.createIndex('merchant_users_merchant_idx').on('merchant_users').column('merchant_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['merchant_users', 'merchants', 'companies']) await db.schema.dropTable(t).execute();
}
