// Row types of the dashboard's tables (migration 016) and the database handle that knows them.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

export type DashboardTables = {
  merchants: { time_zone: Generated<string> };
  dashboard_configs: {
    user_id: number;
    merchant_id: number;
    category: string;
    /** The active widget ids in the user's order. */
    widgets: ColumnType<number[], string, string>;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
};

export type DashboardDb = Kysely<Database & DashboardTables>;
export const dashboardDb = (db: Db): DashboardDb => db.withTables<DashboardTables>();
