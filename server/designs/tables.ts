// Row types of the design tables (migration 023) and the database handle that knows them.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type DesignConfiguration = Record<string, unknown>;

export type DesignTables = {
  designs: {
    id: Generated<number>;
    merchant_id: number;
    hash: string;
    name: string;
    comment: string;
    configuration: Json<DesignConfiguration>;
    preview_amount: ColumnType<string | number, number, number>;
    preview_currency: string;
    activation_requested_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    review_due_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    created_at: Stamp;
    updated_at: Stamp;
  };
  design_templates: { id: Generated<number>; name: string; configuration: Json<DesignConfiguration> };
};

export type DesignsDb = Kysely<Database & DesignTables>;
export const designsDb = (db: Db): DesignsDb => db.withTables<DesignTables>();
