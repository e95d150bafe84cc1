import { sql, type Kysely } from 'kysely';

// Identification (onboarding step 2, issue 11): one row per person and merchant. A person approves
// the identification terms, then passes the provider's document and selfie steps in its frame;
// session_token names the provider's session (server/identity/). Kept apart from the onboarding
// steps table: the steps code asks identificationDone() (server/identity/state.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('identifications')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('not_started').check(sql`status in ('not_started', 'pending', 'passed', 'failed')`))
    .addColumn('session_token', 'text', (c) => c.unique())
    .addColumn('frame_url', 'text')
    .addColumn('terms_version', 'integer')
    .addColumn('terms_approved_at', 'timestamptz')
    .addColumn('passed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('identifications_pk', ['user_id', 'merchant_id'])
    .execute();
  // identificationDone(merchant): has anyone passed for this merchant.
  await sql`create index identifications_passed_idx on identifications (merchant_id) where status = 'passed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identifications').execute();
}
