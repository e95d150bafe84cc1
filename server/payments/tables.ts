// Row types of the payment-action tables (migration 006) and the database handle that knows them.
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export type PaymentActionTables = {
  payment_events: {
    id: Generated<number>;
    payment_id: number;
    type: string;
    amount: number | null;
    currency: string | null;
    user_id: number | null;
    details: Json<Record<string, unknown>>;
    /** What the user gave as the action's reason (037; a refund's), masked; null: none. */
    reason: ColumnType<string | null, string | null | undefined, never>;
    created_at: CreatedAt;
  };
  idempotency_keys: {
    user_id: number;
    key: string;
    request_hash: string;
    response_status: number | null;
    response_body: string | null;
    created_at: CreatedAt;
  };
};

export type PaymentsDb = Kysely<Database & PaymentActionTables>;
export type PaymentsTrx = Transaction<Database & PaymentActionTables>;
export type PaymentRow = Selectable<Database['payments']>;
export type EventRow = Selectable<PaymentActionTables['payment_events']>;

export const paymentsDb = (db: Db): PaymentsDb => db.withTables<PaymentActionTables>();
