// Row types of the merchant settings tables (migration 009) and the database handle that knows them.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database, FormValues } from '../../db/schema.ts';
import type { GroupHandlers } from '../../http/handler-types.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type MerchantSettingsTables = {
  merchant_settings: { merchant_id: number; section: string; data: Json<Record<string, unknown>>; updated_at: Timestamp };
  merchant_financial_accounts: {
    id: Generated<number>;
    merchant_id: number;
    country: string;
    currency: string;
    jurtype: Generated<string>;
    settlement_status: string | null;
    settlement_currency: string;
    iban: string;
    form_values: FormValues;
    created_at: Timestamp;
  };
  merchant_contract_files: { id: Generated<number>; merchant_id: number; file_type_id: number; file_id: number; name: string; updated_at: Timestamp };
  merchant_payment_methods: { merchant_id: number; type: string; enabled: boolean; data: Json<Record<string, unknown>> };
  merchant_apple_certs: {
    merchant_id: number;
    slot: string;
    cert_type: string;
    file_id: number;
    password_enc: string | null;
    valid_before: Date | string | null;
    common_name: string | null;
    updated_at: Timestamp;
  };
};

export type SettingsDb = Kysely<Database & MerchantSettingsTables>;
export const settingsDb = (db: Db) => db as unknown as SettingsDb;
/** The handlers of schemas/endpoints/merchantsettings.json (each part file serves some of them). */
export type MerchantSettingsHandlers = GroupHandlers<'merchantsettings'>;
