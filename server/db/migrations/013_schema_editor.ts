import type { Kysely } from 'kysely';

// The schema playground's privilege (docs/decisions.md, 'Schema playground'): a user with
// `schema_editor` may open /dev/playground and ask the server to check schema drafts in a
// production build; development builds open both to every signed-in user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('schema_editor', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('schema_editor').execute();
}
