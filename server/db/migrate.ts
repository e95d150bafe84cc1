// Versioned migrations (migrations/NNN_name.ts), the same on PGlite and PostgreSQL.
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect.ts';
import * as m001 from './migrations/001_accounts.ts';
import * as m002 from './migrations/002_merchants.ts';
import * as m003 from './migrations/003_transactions.ts';
import * as m004 from './migrations/004_lists.ts';
import * as m006 from './migrations/006_payment_actions.ts';
import * as m009 from './migrations/009_merchant_settings.ts';
import * as m010 from './migrations/010_disputes_settlements.ts';
import * as m011 from './migrations/011_companies.ts';
import * as m012 from './migrations/012_form_values.ts';
import * as m013 from './migrations/013_schema_editor.ts';
import * as m014 from './migrations/014_throttle_counters.ts';
import * as m015 from './migrations/015_settlement_payments.ts';
import * as m016 from './migrations/016_dashboard.ts';
import * as m017 from './migrations/017_onboarding.ts';
import * as m018 from './migrations/018_identification.ts';
import * as m019 from './migrations/019_dashboard_rollups.ts';
import * as m020 from './migrations/020_buttons.ts';
import * as m021 from './migrations/021_links.ts';
import * as m022 from './migrations/022_checkout.ts';
import * as m023 from './migrations/023_designs.ts';
import * as m024 from './migrations/024_moto.ts';
import * as m025 from './migrations/025_landings.ts';
import * as m026 from './migrations/026_link_claims.ts';
import * as m027 from './migrations/027_cashboxes.ts';
import * as m028 from './migrations/028_report_jobs.ts';
import * as m030 from './migrations/030_payouts.ts';
import * as m031 from './migrations/031_promocodes.ts';
import * as m033 from './migrations/033_identity_standin_sessions.ts';
import * as m032 from './migrations/032_ledger_payments.ts';
import * as m035 from './migrations/035_mask_card_numbers.ts';
import * as m036 from './migrations/036_settlement_lines.ts';
import * as m037 from './migrations/037_payment_event_reason.ts';
import * as m038 from './migrations/038_dashboard_captured.ts';
import { backfillLedger } from '../ledger/backfill.ts';

// A static list (not a folder scan) so the bundle-free tsx runtime and vitest load them alike.
const migrations: Record<string, Migration> = {
  '001_accounts': m001,
  '002_merchants': m002,
  '003_transactions': m003,
  '004_lists': m004,
  '006_payment_actions': m006,
  '009_merchant_settings': m009,
  '010_disputes_settlements': m010,
  '011_companies': m011,
  '012_form_values': m012,
  '013_schema_editor': m013,
  '014_throttle_counters': m014,
  '015_settlement_payments': m015,
  '016_dashboard': m016,
  '017_onboarding': m017,
  '018_identification': m018,
  '019_dashboard_rollups': m019,
  '020_buttons': m020,
  '021_links': m021,
  '022_checkout': m022,
  '023_designs': m023,
  '024_moto': m024,
  '025_landings': m025,
  '026_link_claims': m026,
  '027_cashboxes': m027,
  '028_report_jobs': m028,
  '030_payouts': m030,
  '031_promocodes': m031,
  '033_identity_standin_sessions': m033,
  '032_ledger_payments': m032,
  '035_mask_card_numbers': m035,
  '036_settlement_lines': m036,
  '037_payment_event_reason': m037,
  '038_dashboard_captured': m038,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  // Name the schema explicitly: otherwise Kysely finds the bookkeeping tables of any schema in the
  // database (tests run one schema per file) and skips creating its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0].schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  // Migration 032's data, in batches of their own transactions (the migrations share one).
  await backfillLedger(db);
}
