// Row types of the ledger tables (migration 030) and the database handle that knows them.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type EntryKind = 'payin' | 'payout' | 'payout_reversal' | 'fee' | 'topup' | 'refund';

export type LedgerTables = {
  ledger_entries: {
    id: Generated<number>;
    merchant_id: number;
    currency: string;
    kind: EntryKind;
    /** Signed minor units: in positive, out negative. */
    amount: number;
    ref: string;
    created_at: Timestamp;
  };
  balances: {
    id: Generated<number>;
    merchant_id: number;
    currency: string;
    /** The sum of the merchant's entries in this currency. */
    available: Generated<number>;
    updated_at: Timestamp;
  };
  /** Migration 032: one row while stored payments wait for their entries (backfill.ts). */
  ledger_backfill: {
    id: Generated<boolean>;
    after_payment_id: number;
  };
};

export type LedgerDb = Kysely<Database & LedgerTables>;
export type LedgerTrx = Transaction<Database & LedgerTables>;
export const ledgerDb = (db: Db): LedgerDb => db.withTables<LedgerTables>();
