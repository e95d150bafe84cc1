import { sql, type Kysely } from 'kysely';

// Hosted checkout (issue 12): one row per submitted checkout form, keyed by the idempotency key the
// page embeds, so a double submit finds the first payment instead of charging again. The payment
// itself is an ordinary payments row; this row adds where it came from and the acquirer's reason.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('checkout_payments')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'bigint', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('approved', 'declined', 'insufficient_funds')`))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('checkout_payments_payment_idx').on('checkout_payments').column('payment_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checkout_payments').execute();
}
