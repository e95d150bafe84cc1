import { sql, type Kysely } from 'kysely';

// Merchant settings (spec 002 s.2, s.7): one JSON document per merchant and section (basic,
// notification, payment, customization), financial accounts, contract files, payment methods and
// Apple Pay certificates. File bytes live in `files` (bytea), so a restart loses none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('merchant_settings')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('merchant_settings_pk', ['merchant_id', 'section'])
    .execute();

  await db.schema.createTable('merchant_financial_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('jurtype', 'text', (c) => c.notNull().defaultTo('legal'))
    .addColumn('settlement_status', 'text')
    .addColumn('settlement_currency', 'text', (c) => c.notNull())
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('merchant_contract_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('file_type_id', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('merchant_contract_files_idx').on('merchant_contract_files').columns(['merchant_id', 'file_type_id']).execute();

  await db.schema.createTable('merchant_payment_methods')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('merchant_payment_methods_pk', ['merchant_id', 'type'])
    .execute();

  // One row per merchant and certificate slot (merch_pem_cert, proc_p12_cert, ...). The password of a
  // p12 slot is AES-256-GCM encrypted with the install secret and never returned.
  await db.schema.createTable('merchant_apple_certs')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('password_enc', 'text')
    .addColumn('valid_before', 'timestamptz')
    .addColumn('common_name', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('merchant_apple_certs_pk', ['merchant_id', 'slot'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['merchant_apple_certs', 'merchant_payment_methods', 'merchant_contract_files', 'merchant_financial_accounts', 'merchant_settings']) {
    await db.schema.dropTable(t).execute();
  }
}
