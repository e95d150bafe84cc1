import { sql, type Kysely } from 'kysely';

// Online cash registers and fiscalization (issue 13, spec 001 s.2-4 "Cashbox"): one register per
// merchant (cashboxes), its shifts (fiscal_shifts: one open at a time, closed daily or by hand with a
// Z-report), the fiscal receipts issued per approved payment (fiscal_receipts: one sale receipt per
// payment), the errors the provider reported (fiscal_errors: /taxes/errors, special report 657), and
// the queue of payments waiting for a receipt (fiscal_jobs: filled in the payment's transaction,
// drained by server/fiscal/worker.ts with FOR UPDATE SKIP LOCKED so several instances are safe).
// Money is minor units (bigint). The register's certificate is a public X.509 PEM: no private key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('cashboxes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().unique().references('merchants.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'disabled', 'pending_monitoring_check', 'failed')`))
    // A register (its fiscal number) serves one merchant: fiscal numbers are built from it.
    .addColumn('case_reg_num', 'text', (c) => c.notNull().unique())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('point_name', 'text', (c) => c.notNull())
    .addColumn('point_addr', 'text', (c) => c.notNull())
    .addColumn('tin', 'text', (c) => c.notNull())
    .addColumn('ipn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nds_taxprc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cashier_fio', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('cert_pem', 'text', (c) => c.notNull())
    .addColumn('cert_subject_cn', 'text', (c) => c.notNull())
    .addColumn('cert_valid_to', 'timestamptz', (c) => c.notNull())
    .addColumn('tax_objects', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('fiscal_shifts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('cashbox_id', 'integer', (c) => c.notNull().references('cashboxes.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('receipts_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refunds_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('z_report_number', 'text')
    .addColumn('closed_by', 'text', (c) => c.check(sql`closed_by in ('daily', 'manual')`))
    .addUniqueConstraint('fiscal_shifts_number_uq', ['cashbox_id', 'number'])
    .execute();
  await db.schema.createIndex('fiscal_shifts_one_open').unique().on('fiscal_shifts').column('cashbox_id')
    .where(sql.ref('closed_at'), 'is', null).execute();
  await db.schema.createIndex('fiscal_shifts_merchant_idx').on('fiscal_shifts').columns(['merchant_id', 'opened_at']).execute();

  await db.schema.createTable('fiscal_receipts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('cashbox_id', 'integer', (c) => c.notNull().references('cashboxes.id').onDelete('cascade'))
    .addColumn('shift_id', 'integer', (c) => c.notNull().references('fiscal_shifts.id').onDelete('cascade'))
    .addColumn('payment_id', 'bigint', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('fiscal_number', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('sale', 'refund')`))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One sale receipt per payment, whoever issues it (the worker or the payment's 'fiscalize' action).
  await db.schema.createIndex('fiscal_receipts_one_sale').unique().on('fiscal_receipts').column('payment_id')
    .where(sql.ref('kind'), '=', 'sale').execute();
  await db.schema.createIndex('fiscal_receipts_shift_idx').on('fiscal_receipts').columns(['shift_id']).execute();

  await db.schema.createTable('fiscal_errors')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('cashbox_id', 'integer', (c) => c.notNull().references('cashboxes.id').onDelete('cascade'))
    .addColumn('payment_id', 'bigint', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('point_of_sale', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fiscal_errors_merchant_idx').on('fiscal_errors').columns(['merchant_id', 'occurred_at']).execute();

  await db.schema.createTable('fiscal_jobs')
    .addColumn('payment_id', 'bigint', (c) => c.primaryKey().references('payments.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('fiscal_jobs_due_idx').on('fiscal_jobs').column('next_attempt_at')
    .where(sql.ref('done_at'), 'is', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['fiscal_jobs', 'fiscal_errors', 'fiscal_receipts', 'fiscal_shifts', 'cashboxes']) await db.schema.dropTable(t).execute();
}
