// Row types of the promocode tables (migration 031) and the database handle that knows them.
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Day = ColumnType<string | null, string | null | undefined, string | null>;

/** The payables a promocode can be attached to (spec 002 s.2: a type and an entity id). */
export const ENTITY_TYPES = ['button', 'link', 'landing'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const isEntityType = (text: unknown): text is EntityType => ENTITY_TYPES.some((t) => t === text);

export type PromocodeTables = {
  promocodes: {
    id: Generated<number>;
    merchant_id: number;
    entity_type: EntityType;
    entity_id: number;
    promo_name: string;
    /** numeric(5,4): a fraction, 0.15 = 15 %; read back as a decimal string. */
    promo_percent: ColumnType<string, string, string>;
    description: Generated<string>;
    valid_after: Day;
    valid_before: Day;
    is_actual: Generated<boolean>;
    created_by: number | null;
    created_at: Timestamp;
    updated_at: Timestamp;
    deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  promocode_uses: {
    payment_id: number;
    promocode_id: number;
    promo_name: string;
    promo_percent: ColumnType<string, string, string>;
    original_amount: ColumnType<string, number, number>;
    amount: ColumnType<string, number, number>;
  };
};

export type PromocodesDb = Kysely<Database & PromocodeTables>;
export type PromocodesTrx = Transaction<Database & PromocodeTables>;
export type PromocodeRow = Selectable<PromocodeTables['promocodes']>;

export const promocodesDb = (db: Db): PromocodesDb => db.withTables<PromocodeTables>();
