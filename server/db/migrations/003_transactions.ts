import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

type Table = CreateTableBuilder<string, string>;
// Money: integer minor units.
const money = (t: Table, name: string): Table => t.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(0));

export async function up(db: Kysely<unknown>): Promise<void> {
  let payments: Table = db.schema.createTable('payments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('processing_status', 'text', (c) => c.notNull())
    .addColumn('tran_type', 'text', (c) => c.notNull())
    .addColumn('ps_tran_id', 'text', (c) => c.notNull());
  for (const m of ['amount', 'actual_amount', 'capture_amount', 'reversal_amount', 'deposit_amount', 'settlement_amount', 'client_fee']) {
    payments = money(payments, m);
  }
  await payments
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('actual_currency', 'text', (c) => c.notNull())
    // The card is kept only as BIN and last four digits: never a full PAN, never a CVV.
    .addColumn('card_bin', 'text', (c) => c.check(sql`card_bin ~ '^[0-9]{6,8}$'`))
    .addColumn('card_last4', 'text', (c) => c.check(sql`card_last4 ~ '^[0-9]{4}$'`))
    .addColumn('sender_email', 'text')
    .addColumn('sender_data', 'jsonb')
    .addColumn('receiver_data', 'jsonb')
    .addColumn('rectoken', 'text')
    .addColumn('recurring_data', 'jsonb')
    .addColumn('callback_data', 'jsonb')
    .addColumn('has_part_capture', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_part_reverse', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_fraud', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Keyset paging: newest first per merchant, id breaks ties.
  await db.schema.createIndex('payments_merchant_created_idx').on('payments')
    .expression(sql`merchant_id, created_at desc, id desc`).execute();
  await db.schema.createIndex('payments_order_idx').on('payments').columns(['merchant_id', 'order_id']).execute();

  let settlements: Table = db.schema.createTable('settlements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('odb_ref', 'text', (c) => c.notNull().unique());
  for (const m of ['amount', 'fee_oplata', 'settlement_amount', 'payments', 'refunds', 'deposits', 'chargebacks', 'fees']) {
    settlements = money(settlements, m);
  }
  await settlements
    .addColumn('settlement_currency', 'text', (c) => c.notNull())
    .addColumn('period_from', 'date', (c) => c.notNull())
    .addColumn('period_to', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('settlements_merchant_idx').on('settlements')
    .expression(sql`merchant_id, created_at desc, id desc`).execute();

  await db.schema.createTable('disputes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('payment_id', 'bigint', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('chargeback_id', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_orderid', 'text', (c) => c.notNull())
    .addColumn('internal_orderid', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('actual_amount', 'bigint', (c) => c.notNull())
    .addColumn('dispute_amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('response_deadline', 'date', (c) => c.notNull())
    .addColumn('dispute_date', 'date', (c) => c.notNull())
    .addColumn('status_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('disputes_merchant_idx').on('disputes')
    .expression(sql`merchant_id, created_at desc, id desc`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['disputes', 'settlements', 'payments']) await db.schema.dropTable(t).execute();
}
