import { type Kysely } from 'kysely';

// Two payers of one payment link must not both be charged (issue 12): the checkout claims the link
// before charging. The claim is the idempotency key of the form being paid and when it was taken;
// an approved payment turns the link paid, a decline (or a failed charge) clears the claim, and a
// claim older than the checkout's claim lifetime is stale (a process that died mid-charge).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('links').addColumn('claim_key', 'text').execute();
  await db.schema.alterTable('links').addColumn('claimed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('links').dropColumn('claimed_at').execute();
  await db.schema.alterTable('links').dropColumn('claim_key').execute();
}
