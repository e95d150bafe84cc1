import { sql, type Kysely } from 'kysely';

// Payment actions: the history of every action on a payment, and the Idempotency-Key records that
// make a retried capture, refund or recurring charge happen once. A key is claimed by inserting its
// row in the same transaction as the action, so a concurrent request with the same key waits on the
// primary key and then reads the stored reply.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('payment_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('payment_id', 'bigint', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    // Minor units in `currency`; null for actions that move no money.
    .addColumn('amount', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payment_events_payment_idx').on('payment_events').columns(['payment_id', 'id']).execute();

  await db.schema.createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text') // the reply exactly as first sent (jsonb would reorder keys)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['idempotency_keys', 'payment_events']) await db.schema.dropTable(t).execute();
}
