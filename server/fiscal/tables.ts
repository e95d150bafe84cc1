// Row types of the cash register tables (migration 027) and the database handle that knows them.
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { PaymentActionTables, PaymentsTrx } from '../payments/tables.ts';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;
/** bigint columns: the driver may answer a string; readers convert with Number(). */
type Big = ColumnType<number | string, number | undefined, number>;

export type TaxRegistrar = { Name: string; NumLocal: string; NumFiscal: string };
export type TaxObject = { TaxObjId: string; OrgName: string; Address: string; Tin: string; Ipn: string; TransactionsRegistrars: TaxRegistrar[] };
export type CashboxStatus = 'active' | 'disabled' | 'pending_monitoring_check' | 'failed';

export type FiscalTables = {
  cashboxes: {
    id: Generated<number>;
    merchant_id: number;
    provider: string;
    status: CashboxStatus;
    case_reg_num: string;
    company_name: string;
    point_name: string;
    point_addr: string;
    tin: string;
    ipn: Generated<string>;
    nds_taxprc: Generated<string>;
    cashier_fio: string;
    currency: string;
    cert_pem: string;
    cert_subject_cn: string;
    cert_valid_to: Date;
    tax_objects: Json<TaxObject[]>;
    created_at: Generated<Date>;
    updated_at: Stamp;
  };
  fiscal_shifts: {
    id: Generated<number>;
    merchant_id: number;
    cashbox_id: number;
    number: number;
    opened_at: Stamp;
    closed_at: Date | null;
    receipts_count: Generated<number>;
    sales_total: Big;
    refunds_total: Big;
    currency: string;
    z_report_number: string | null;
    closed_by: 'daily' | 'manual' | null;
  };
  fiscal_receipts: {
    id: Generated<number>;
    merchant_id: number;
    cashbox_id: number;
    shift_id: number;
    payment_id: number;
    fiscal_number: string;
    kind: 'sale' | 'refund';
    amount: number;
    currency: string;
    issued_at: Stamp;
  };
  fiscal_errors: {
    id: Generated<number>;
    merchant_id: number;
    cashbox_id: number;
    payment_id: number | null;
    occurred_at: Stamp;
    code: string;
    message: string;
    point_of_sale: string;
  };
  fiscal_jobs: {
    payment_id: number;
    merchant_id: number;
    attempts: Generated<number>;
    next_attempt_at: Stamp;
    done_at: Date | null;
    outcome: string | null;
    created_at: Generated<Date>;
  };
};

export type FiscalDb = Kysely<Database & PaymentActionTables & FiscalTables>;
export type FiscalTrx = Transaction<Database & PaymentActionTables & FiscalTables>;
export type CashboxRow = Selectable<FiscalTables['cashboxes']>;
export type ShiftRow = Selectable<FiscalTables['fiscal_shifts']>;

export const fiscalDb = (db: Db | Kysely<Database>): FiscalDb => db.withTables<PaymentActionTables & FiscalTables>();

/** The same transaction typed for the payment helpers (they know fewer tables; Kysely's types are invariant). */
export const asPaymentsTrx = (trx: FiscalTrx): PaymentsTrx => trx as unknown as PaymentsTrx;
