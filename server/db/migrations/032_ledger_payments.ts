import { sql, type Kysely } from 'kysely';

// One write path for money (issue 25): every payment's ledger entries are written in the payment's
// own transaction (server/ledger/payment-entries.ts), refunds included (kind 'refund'). This
// migration prepares the tables in the migrations' one transaction; the entries of the payments
// already stored are written after it by server/ledger/backfill.ts, in batches of their own
// transactions (a migration's transaction would hold every batch's locks to its end), from the
// cursor row inserted here.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Every stored row satisfies the wider check (it adds a kind), so it is not validated again.
  await sql`alter table ledger_entries drop constraint ledger_entries_kind_check`.execute(db);
  await sql`alter table ledger_entries add constraint ledger_entries_kind_check
    check (kind in ('payin', 'payout', 'payout_reversal', 'fee', 'topup', 'refund')) not valid`.execute(db);
  // The entries of one payment (refs payment:<id> and payment:<id>:<captured>:<reversed>), found by its id.
  await sql`create index ledger_entries_payment_idx on ledger_entries (split_part(ref, ':', 2)) where ref like 'payment:%'`.execute(db);

  await db.schema.createTable('ledger_backfill')
    // One row while payments stored before this migration wait for their entries.
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('after_payment_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into ledger_backfill (after_payment_id) values (0)`.execute(db);

  // The payout worker's lease (server/payouts/worker.ts): who holds a payout while it asks the
  // processor; next_attempt_at is the lease's deadline meanwhile.
  await db.schema.alterTable('payouts').addColumn('lease_token', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payouts').dropColumn('lease_token').execute();
  await db.schema.dropTable('ledger_backfill').execute();
  await sql`drop index ledger_entries_payment_idx`.execute(db);
  await sql`alter table ledger_entries drop constraint ledger_entries_kind_check`.execute(db);
  await sql`alter table ledger_entries add constraint ledger_entries_kind_check
    check (kind in ('payin', 'payout', 'payout_reversal', 'fee', 'topup')) not valid`.execute(db);
}
