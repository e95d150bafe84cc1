import { sql, type Kysely } from 'kysely';

// The stand-in identity provider's sessions (server/identity-provider/sessions.ts), in the portal's
// database so that every instance's stand-in answers for a session another instance created (issue 25).
// A session lives one hour from created_at; expired rows are purged when sessions are created.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('identity_standin_sessions')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'passed', 'failed')`))
    .addColumn('document', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('identity_standin_sessions_created_idx').on('identity_standin_sessions').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity_standin_sessions').execute();
}
