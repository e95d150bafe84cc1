import { sql, type Kysely } from 'kysely';

// Forms persist what they declare (docs/decisions.md): a field of a form file with no dedicated
// column is kept in the record's `form_values` JSONB document and read back with the record. The
// merchant settings sections, payment methods and individuals already keep theirs in `data`.
const TABLES = ['users', 'companies', 'merchant_financial_accounts'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('form_values', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('form_values').execute();
}
