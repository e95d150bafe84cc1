import { sql, type Kysely } from 'kysely';

// Multiparty payouts (issue 14): a ledger of every money movement of a merchant per currency
// (append-only: a trigger refuses UPDATE and DELETE), a balances row per merchant and currency that
// is the lockable sum of those entries (written in the entries' own transaction), and the payouts
// with their four-eyes steps and the settlement queue (status 'processing', next_attempt_at).
// The entries of payments already stored are written by migration 032's batched backfill.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('ledger_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payin', 'payout', 'payout_reversal', 'fee', 'topup')`))
    // Signed minor units: money in is positive, money out negative.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // What the entry is for: payment:<id>, payout:<id>, topup:<text>; one entry per kind and ref.
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ledger_entries_kind_ref_key').on('ledger_entries').columns(['kind', 'ref']).unique().execute();
  await db.schema.createIndex('ledger_entries_merchant_idx').on('ledger_entries').columns(['merchant_id', 'currency', 'created_at']).execute();
  await sql`create function ledger_entries_append_only() returns trigger language plpgsql as $$
    begin raise exception 'ledger entries are append-only'; end $$`.execute(db);
  await sql`create trigger ledger_entries_append_only before update or delete on ledger_entries
    for each row execute function ledger_entries_append_only()`.execute(db);

  await db.schema.createTable('balances')
    // A row id for the balances list (lists key rows by t.id).
    .addColumn('id', 'serial', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    // The sum of the merchant's ledger entries in this currency (what may still be paid out).
    .addColumn('available', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`available >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('balances_pkey', ['merchant_id', 'currency'])
    .execute();

  await db.schema.createTable('payouts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('card', 'token')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('card_bin', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text', (c) => c.notNull())
    // A token payout: the card token (a payment's rectoken) sent to the processor; no card digits beyond BIN and last four.
    .addColumn('card_token', 'text')
    .addColumn('additional_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('awaiting_approval', 'processing', 'approved', 'declined', 'rejected')`))
    .addColumn('decline_reason', 'text')
    .addColumn('processor_ref', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('payouts_merchant_idx').on('payouts').columns(['merchant_id', 'created_at']).execute();
  await db.schema.createIndex('payouts_queue_idx').on('payouts').column('next_attempt_at').where(sql.ref('status'), '=', 'processing').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payouts').execute();
  await db.schema.dropTable('balances').execute();
  await db.schema.dropTable('ledger_entries').execute();
  await sql`drop function ledger_entries_append_only()`.execute(db);
}
