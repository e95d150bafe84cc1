import { sql, type Kysely } from 'kysely';

// Throttling as one counter row per (scope, key) instead of one row per failure (login_attempts):
// an attempt is counted and checked by a single INSERT ... ON CONFLICT DO UPDATE, which holds the
// row lock, so parallel requests cannot all pass the check (server/account/throttle.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('throttle_counters')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('throttle_counters_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('throttle_counters_last_idx').on('throttle_counters').column('last_at').execute();
  await db.schema.dropTable('login_attempts').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('throttle_counters').execute();
  await db.schema.createTable('login_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_attempts_key_idx').on('login_attempts').columns(['scope', 'key', 'created_at']).execute();
}
