import { sql, type Kysely } from 'kysely';

// Disputes and payment black/white lists: the history of every dispute action, the evidence files
// of a response (bytea, type checked by content), the merchant's time zone (dispute deadlines end
// at midnight there) and the per-merchant black/white list of a payment's card or e-mail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('merchants').addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC')).execute();

  await db.schema.createTable('dispute_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('dispute_id', 'integer', (c) => c.notNull().references('disputes.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('dispute_events_dispute_idx').on('dispute_events').columns(['dispute_id', 'id']).execute();

  await db.schema.createTable('dispute_files')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('dispute_id', 'integer', (c) => c.notNull().references('disputes.id').onDelete('cascade'))
    .addColumn('event_id', 'bigint', (c) => c.references('dispute_events.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('dispute_files_dispute_idx').on('dispute_files').columns(['dispute_id', 'id']).execute();

  await db.schema.createTable('payment_bwlist')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull()) // card | email
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull()) // black | white
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('payment_id', 'bigint', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_bwlist_value_uq', ['merchant_id', 'field', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['payment_bwlist', 'dispute_files', 'dispute_events']) await db.schema.dropTable(t).execute();
  await db.schema.alterTable('merchants').dropColumn('time_zone').execute();
}
