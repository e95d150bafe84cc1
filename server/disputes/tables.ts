// Row types of the dispute tables (migration 010) and the database handle that knows them.
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { PaymentActionTables } from '../payments/tables.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export type DisputeTables = {
  merchants: { time_zone: Generated<string> };
  dispute_events: {
    id: Generated<number>;
    dispute_id: number;
    type: string;
    from_status: string | null;
    to_status: string | null;
    user_id: number | null;
    details: Json<Record<string, unknown>>;
    created_at: CreatedAt;
  };
  dispute_files: {
    id: Generated<number>;
    dispute_id: number;
    event_id: number | null;
    name: string;
    content_type: string;
    size: number;
    data: Uint8Array;
    user_id: number | null;
    created_at: CreatedAt;
  };
};

export type DisputesDb = Kysely<Database & PaymentActionTables & DisputeTables>;
export type DisputesTrx = Transaction<Database & PaymentActionTables & DisputeTables>;
export type DisputeRow = Selectable<Database['disputes']>;
export type DisputeEventRow = Selectable<DisputeTables['dispute_events']>;

export const disputesDb = (db: Db): DisputesDb => db.withTables<PaymentActionTables & DisputeTables>();

/** A call's transaction, knowing the dispute tables. */
export const disputesTrx = (trx: Transaction<Database>): DisputesTrx => trx.withTables<PaymentActionTables & DisputeTables>();
