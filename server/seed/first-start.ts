// Migrations, then the demo data when the database is empty. An advisory lock makes instances
// starting together agree: one seeds, the others see a non-empty database.
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createMailer } from '../mail/mailer.ts';
import { isEmpty, seedDemo } from './seed-demo.ts';

const SEED_LOCK = 7_262_001;

export async function prepareDatabase(db: Db, publicUrl: string): Promise<boolean> {
  await migrateToLatest(db);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (!(await isEmpty(trx))) return false;
    await seedDemo(trx, createMailer(trx), publicUrl);
    return true;
  });
}
