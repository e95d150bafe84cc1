// Row types of the payouts table (migration 030) and the database handle that knows it and the ledger.
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { LedgerTables } from '../ledger/tables.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type PayoutStatus = 'awaiting_approval' | 'processing' | 'approved' | 'declined' | 'rejected';
export const FINAL_STATUSES: readonly PayoutStatus[] = ['approved', 'declined', 'rejected'];

export type PayoutTables = {
  payouts: {
    id: Generated<number>;
    merchant_id: number;
    order_id: string;
    type: 'card' | 'token';
    amount: number;
    currency: string;
    card_bin: string;
    card_last4: string;
    card_token: string | null;
    additional_info: Generated<string>;
    status: PayoutStatus;
    decline_reason: string | null;
    processor_ref: string | null;
    created_by: number | null;
    created_at: Timestamp;
    decided_by: number | null;
    decided_at: MaybeTime;
    settled_at: MaybeTime;
    next_attempt_at: MaybeTime;
    attempts: Generated<number>;
    /** The worker run that holds the payout while it asks the processor (migration 032). */
    lease_token: string | null;
  };
};

type All = Database & LedgerTables & PayoutTables;
export type PayoutsDb = Kysely<All>;
export type PayoutsTrx = Transaction<All>;
export type PayoutRow = Selectable<PayoutTables['payouts']>;
export const payoutsDb = (db: Db): PayoutsDb => db.withTables<LedgerTables & PayoutTables>();
