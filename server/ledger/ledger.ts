// The ledger: every money movement of a merchant in a currency is an entry (migration 030; the
// table refuses UPDATE and DELETE), and the balance is their sum. The balances row is that sum kept
// beside the entries, written in the same transaction, so it is the one row a payout locks
// (SELECT ... FOR UPDATE) to check and spend the balance; tests compare it with the sum. A payment
// posts its entries in its own transaction (payment-entries.ts); payouts post theirs here.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Db } from '../db/connect.ts';
import type { EntryKind, LedgerDb, LedgerTrx } from './tables.ts';

export type Entry = { merchantId: number; currency: string; kind: EntryKind; amount: number; ref: string; createdAt?: Date };

/**
 * Locks the balance row of a merchant and currency (creating it at zero when the merchant has none
 * yet) and answers what is available. Callers hold it until their transaction ends.
 */
export async function lockBalance(trx: LedgerTrx, merchantId: number, currency: string): Promise<number> {
  await trx.insertInto('balances').values({ merchant_id: merchantId, currency, available: 0 })
    .onConflict((oc) => oc.columns(['merchant_id', 'currency']).doNothing()).execute();
  const row = await trx.selectFrom('balances').select('available').where('merchant_id', '=', merchantId).where('currency', '=', currency)
    .forUpdate().executeTakeFirstOrThrow();
  return Number(row.available);
}

/**
 * Appends entries (a kind and ref already entered is skipped, so posting twice enters once) and adds
 * what was entered to the balances rows, one update per merchant and currency. Runs in the caller's
 * transaction; a debit must follow lockBalance and a check (the row's CHECK refuses a negative
 * balance anyway).
 */
export async function post(trx: LedgerTrx, entries: Entry[]): Promise<number> {
  const added = new Map<string, { merchantId: number; currency: string; amount: number }>();
  let entered = 0;
  for (const e of entries) {
    const row = await trx.insertInto('ledger_entries')
      .values({ merchant_id: e.merchantId, currency: e.currency, kind: e.kind, amount: e.amount, ref: e.ref, ...(e.createdAt ? { created_at: e.createdAt } : {}) })
      .onConflict((oc) => oc.columns(['kind', 'ref']).doNothing()).returning('id').executeTakeFirst();
    if (!row) continue;
    entered += 1;
    const key = `${e.merchantId}:${e.currency}`;
    const sum = added.get(key) ?? { merchantId: e.merchantId, currency: e.currency, amount: 0 };
    added.set(key, { ...sum, amount: sum.amount + e.amount });
  }
  for (const { merchantId, currency, amount } of added.values()) {
    // The row exists (lockBalance); insert it at zero otherwise, then add: an insert of a negative
    // amount would meet the row's CHECK before its ON CONFLICT.
    await trx.insertInto('balances').values({ merchant_id: merchantId, currency, available: 0 })
      .onConflict((oc) => oc.columns(['merchant_id', 'currency']).doNothing()).execute();
    await trx.updateTable('balances').set({ available: sql`available + ${amount}`, updated_at: sql`now()` })
      .where('merchant_id', '=', merchantId).where('currency', '=', currency).execute();
  }
  return entered;
}

/** Runs `work` in a transaction, or in the caller's when `db` is one already (the seed's). */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** The sum of the entries of a merchant and currency (what the balances row must equal). */
export async function ledgerSum(db: LedgerDb, merchantId: number, currency: string): Promise<number> {
  const row = await db.selectFrom('ledger_entries').select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
    .where('merchant_id', '=', merchantId).where('currency', '=', currency).executeTakeFirstOrThrow();
  return Number(row.sum);
}
