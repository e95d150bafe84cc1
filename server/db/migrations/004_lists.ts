import { sql, type Kysely } from 'kysely';

// Per-user list state (chosen columns, page size, saved views), report records of list exports,
// and the indexes the list filters need. Every payments index leads with merchant_id: each list
// call is scoped to one merchant; the ones ending in (created_at desc, id desc) serve the keyset order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('list_settings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('page_size', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('list_settings_pk', ['user_id', 'list'])
    .execute();

  await db.schema.createTable('saved_views')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('page_size', 'integer', (c) => c.notNull())
    .addColumn('query_words', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('saved_views_name_uq', ['user_id', 'list', 'name'])
    .execute();

  await db.schema.createTable('reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('csv', 'xlsx')`))
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'success')`))
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('reports_merchant_idx').on('reports').expression(sql`merchant_id, created_at desc, id desc`).execute();

  const keyset = (name: string, table: string, lead: string, where?: string) =>
    sql`create index ${sql.id(name)} on ${sql.id(table)} (merchant_id, ${sql.raw(lead)}created_at desc, id desc)${where ? sql.raw(` where ${where}`) : sql``}`.execute(db);
  await keyset('payments_status_idx', 'payments', 'status, ');
  await keyset('payments_fraud_idx', 'payments', '', 'is_fraud');
  await keyset('payments_recurring_idx', 'payments', '', 'rectoken is not null');
  await keyset('payments_refund_idx', 'payments', '', 'reversal_amount > 0');
  // text_pattern_ops: order id prefix search (like 'abc%') under any collation.
  await sql`create index payments_order_prefix_idx on payments (merchant_id, order_id text_pattern_ops)`.execute(db);
  await db.schema.createIndex('payments_email_idx').on('payments').columns(['merchant_id', 'sender_email']).execute();
  await db.schema.createIndex('payments_last4_idx').on('payments').columns(['merchant_id', 'card_last4']).execute();
  await db.schema.createIndex('payments_amount_idx').on('payments').columns(['merchant_id', 'amount']).execute();
  await keyset('settlements_status_idx', 'settlements', 'status, ');
  await keyset('disputes_status_idx', 'disputes', 'status_name, ');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const i of ['payments_status_idx', 'payments_order_prefix_idx', 'payments_fraud_idx', 'payments_recurring_idx', 'payments_refund_idx', 'payments_email_idx',
    'payments_last4_idx', 'payments_amount_idx', 'settlements_status_idx', 'disputes_status_idx']) {
    await db.schema.dropIndex(i).execute();
  }
  for (const t of ['reports', 'saved_views', 'list_settings']) await db.schema.dropTable(t).execute();
}
