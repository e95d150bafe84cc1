// The ledger: every money movement of a merchant in a currency is an entry (migration 030; the
// table refuses UPDATE and DELETE), and the balance is their sum. The balances row is that sum kept
// beside the entries, written in the same transaction, so it is the one row a payout locks
// (SELECT ... FOR UPDATE) to check and spend the balance; tests compare it with the sum.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Db } from '../db/connect.ts';
import type { EntryKind, LedgerDb, LedgerTables, LedgerTrx } from './tables.ts';

export type Entry = { merchantId: number; currency: string; kind: EntryKind; amount: number; ref: string; createdAt?: Date };

/** The provider's fee on a pay-in, in percent (rounded up to a minor unit); migration 030 uses the same. */
export const PAYIN_FEE_PERCENT = 2;
export const payinFee = (amount: number) => Math.ceil((amount * PAYIN_FEE_PERCENT) / 100);

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
 * what was entered to the balances rows. Runs in the caller's transaction; a debit must follow
 * lockBalance and a check (the row's CHECK refuses a negative balance anyway).
 */
export async function post(trx: LedgerTrx, entries: Entry[]): Promise<number> {
  let entered = 0;
  for (const e of entries) {
    const row = await trx.insertInto('ledger_entries')
      .values({ merchant_id: e.merchantId, currency: e.currency, kind: e.kind, amount: e.amount, ref: e.ref, ...(e.createdAt ? { created_at: e.createdAt } : {}) })
      .onConflict((oc) => oc.columns(['kind', 'ref']).doNothing()).returning('id').executeTakeFirst();
    if (!row) continue;
    entered += 1;
    // The row exists (lockBalance); insert it at zero otherwise, then add: an insert of a negative
    // amount would meet the row's CHECK before its ON CONFLICT.
    await trx.insertInto('balances').values({ merchant_id: e.merchantId, currency: e.currency, available: 0 })
      .onConflict((oc) => oc.columns(['merchant_id', 'currency']).doNothing()).execute();
    await trx.updateTable('balances').set({ available: sql`available + ${e.amount}`, updated_at: sql`now()` })
      .where('merchant_id', '=', e.merchantId).where('currency', '=', e.currency).execute();
  }
  return entered;
}

/** The pay-in of an approved payment and the provider's fee on it. */
export function payinEntries(p: { id: number; merchant_id: number; currency: string; capture_amount: number; created_at?: Date }): Entry[] {
  const base = { merchantId: p.merchant_id, currency: p.currency, ref: `payment:${p.id}`, createdAt: p.created_at };
  return [{ ...base, kind: 'payin', amount: p.capture_amount }, { ...base, kind: 'fee', amount: -payinFee(p.capture_amount) }];
}

/**
 * Enters the pay-ins (and fees) of the merchant's approved payments not entered yet, when the
 * merchant has multiparty payouts: the seed's payments, and any approved since. Idempotent.
 */
export async function enterPayins(db: Db, merchantId: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const trx = tx.withTables<LedgerTables>();
    const merchant = await trx.selectFrom('merchants').select('has_multiparty').where('id', '=', merchantId).executeTakeFirst();
    if (!merchant?.has_multiparty) return 0;
    const missing = await trx.selectFrom('payments as p').select(['p.id', 'p.merchant_id', 'p.currency', 'p.capture_amount', 'p.created_at'])
      .where('p.merchant_id', '=', merchantId).where('p.status', '=', 'approved').where('p.capture_amount', '>', 0)
      .where(sql<boolean>`not exists (select 1 from ledger_entries l where l.kind = 'payin' and l.ref = 'payment:' || p.id)`)
      .orderBy('p.id').execute();
    if (missing.length === 0) return 0;
    // Lock each currency's balance first, in a fixed order, as every writer does.
    for (const currency of [...new Set(missing.map((p) => p.currency))].sort()) await lockBalance(trx, merchantId, currency);
    return post(trx, missing.flatMap(payinEntries));
  });
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
