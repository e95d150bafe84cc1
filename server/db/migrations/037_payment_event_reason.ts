import type { Kysely } from 'kysely';

// The reason a user gave for a payment action (issue 27 must-show 6: an optional refund reason,
// shown in the payment's history). Free text, masked like every other typed text before it is
// written (server/security/card-mask.ts); null when none was given.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_events').addColumn('reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_events').dropColumn('reason').execute();
}
