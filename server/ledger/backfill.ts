// The data part of migration 032: the ledger entries of the payments stored before payments posted
// their own (pay-ins, fees and refunds not yet entered, balances kept equal to the sums), in
// batches of `batch` payments by id, each its own short transaction, from the cursor row of
// ledger_backfill (a stopped run goes on where it stopped; the row goes when every payment is
// done). Idempotent: entriesSql reads what the ledger holds of each payment, and (kind, ref) is unique.
// migrateToLatest runs it after the migrations, so an instance serves only once it is done.
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { entriesSql } from './payment-entries.ts';
import type { LedgerTables } from './tables.ts';

export const BACKFILL_BATCH = 10_000;

/** Runs the pending backfill to its end; answers how many batches (transactions) and entries it wrote. */
export async function backfillLedger(db: Db, batch = BACKFILL_BATCH): Promise<{ batches: number; entered: number }> {
  const done = { batches: 0, entered: 0 };
  for (;;) {
    const entered = await db.transaction().execute(async (tx) => {
      const ledger = tx.withTables<LedgerTables>();
      // One backfill at a time: instances starting together take turns by this row.
      const cursor = await ledger.selectFrom('ledger_backfill').select('after_payment_id').forUpdate().executeTakeFirst();
      if (!cursor) return null;
      const after = Number(cursor.after_payment_id);
      // The batch's payments are held against a capture or refund meanwhile; one that waited here
      // then posts from the ledger as this batch leaves it.
      const { rows } = await sql<{ id: number }>`select id from payments where id > ${after} order by id limit ${batch} for share`.execute(tx);
      if (rows.length === 0) {
        await ledger.deleteFrom('ledger_backfill').execute();
        return null;
      }
      const last = rows[rows.length - 1].id;
      const states = sql`select id, merchant_id, currency, capture_amount, reversal_amount, created_at as at
        from payments where id > ${after} and id <= ${last}`;
      // Balances rows first: an insert of a negative sum would meet the row's CHECK before its ON CONFLICT.
      await sql`insert into balances (merchant_id, currency, available)
        select distinct merchant_id, currency, 0 from payments where id > ${after} and id <= ${last} and capture_amount > 0
        on conflict (merchant_id, currency) do nothing`.execute(tx);
      const { rows: [{ n }] } = await sql<{ n: number }>`with e as (
          insert into ledger_entries (merchant_id, currency, kind, amount, ref, created_at) ${entriesSql(states, true)}
          on conflict (kind, ref) do nothing returning merchant_id, currency, amount
        ), b as (
          update balances b set available = b.available + s.amount, updated_at = now()
          from (select merchant_id, currency, sum(amount) as amount from e group by 1, 2) s
          where b.merchant_id = s.merchant_id and b.currency = s.currency
        )
        select count(*)::int as n from e`.execute(tx);
      await ledger.updateTable('ledger_backfill').set({ after_payment_id: last }).execute();
      return n;
    });
    if (entered === null) return done;
    done.batches += 1;
    done.entered += entered;
  }
}
