// Row type of the buttons table (migration 020) and the database handle that knows it.
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type ButtonTables = {
  buttons: {
    id: Generated<number>;
    merchant_id: number;
    alias: string;
    name: string;
    /** Minor units; null: the payer enters the amount. bigint arrives as a string on some drivers. */
    amount: ColumnType<string | number | null, number | null, number | null>;
    currency: string;
    button_type: 'purchase' | 'recurring';
    /** The rest of the button's form values and its appearance (ButtonSettings). */
    settings: Json<ButtonSettings>;
    design_id: number | null;
    expire: ColumnType<Date | string | null, string | null, string | null>;
    enabled: Generated<boolean>;
    deleted: Generated<boolean>;
    created_at: Stamp;
    updated_at: Stamp;
  };
};

/** What `settings` holds: the form's values without the columns, and the constructor's appearance. */
export type ButtonSettings = { values: Record<string, unknown>; appearance: Record<string, unknown> };

export type ButtonsDb = Kysely<Database & ButtonTables>;
export type ButtonsTrx = Transaction<Database & ButtonTables>;
export type ButtonRow = Selectable<ButtonTables['buttons']>;

export const buttonsDb = (db: Db): ButtonsDb => db.withTables<ButtonTables>();
