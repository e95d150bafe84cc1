// Versioned migrations (migrations/NNN_name.ts), the same on PGlite and PostgreSQL.
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect.ts';
import * as m001 from './migrations/001_accounts.ts';
import * as m002 from './migrations/002_merchants.ts';
import * as m003 from './migrations/003_transactions.ts';

// A static list (not a folder scan) so the bundle-free tsx runtime and vitest load them alike.
const migrations: Record<string, Migration> = {
  '001_accounts': m001,
  '002_merchants': m002,
  '003_transactions': m003,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
