// Row types of the links tables (migration 021) and the database handle that knows them.
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** A field the payer fills in on the checkout page; the merchant names it by its label. */
export type LinkCustomField = { name: string; label: string };

export type LinkTables = {
  merchants: { time_zone: Generated<string> };
  links: {
    id: Generated<number>;
    merchant_id: number;
    ref: string;
    name: Generated<string>;
    amount: ColumnType<number, number, number>;
    currency: string;
    description: Generated<string>;
    invoice_name: Generated<string>;
    receiver_first_name: Generated<string>;
    receiver_email: Generated<string>;
    receiver_phone: Generated<string>;
    timeend: ColumnType<string | null, string | null | undefined, string | null>;
    checkout_language: Generated<string>;
    response_url: Generated<string>;
    server_callback_url: Generated<string>;
    merchant_data: Generated<string>;
    custom_fields: Json<LinkCustomField[]>;
    status: Generated<'created' | 'paid' | 'deleted'>;
    payment_id: number | null;
    /** The checkout form paying the link right now (migration 026), and since when. */
    claim_key: ColumnType<string | null, string | null | undefined, string | null>;
    claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    url_short: string | null;
    sent_at: Timestamp | null;
    created_by: number | null;
    created_at: Timestamp;
  };
  short_links: { code: string; url: string; created_at: Timestamp };
  merchant_qr_logos: {
    merchant_id: number;
    content_type: string;
    data: Uint8Array;
    width: number;
    height: number;
    updated_at: Timestamp;
  };
};

export type LinksDb = Kysely<Database & LinkTables>;
export type LinksTrx = Transaction<Database & LinkTables>;
export type LinkRow = Selectable<LinkTables['links']>;

export const linksDb = (db: Db): LinksDb => db.withTables<LinkTables>();
