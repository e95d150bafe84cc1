// Enqueue a job, in the caller's transaction (so the job exists exactly when what it works for does).
// A unique key makes the enqueue idempotent: a second enqueue with the same key adds nothing and
// answers undefined (a scheduled template's run of one period, enqueued by several instances).
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

export type EnqueueOptions = { uniqueKey?: string; runAfter?: Date; maxAttempts?: number };

export async function enqueue(trx: Db | Transaction<Database>, kind: string, payload: Record<string, unknown>,
  options: EnqueueOptions = {}): Promise<number | undefined> {
  const row = await trx.insertInto('jobs')
    .values({
      kind, payload: JSON.stringify(payload), unique_key: options.uniqueKey ?? null,
      ...(options.runAfter ? { run_after: options.runAfter } : {}),
      ...(options.maxAttempts ? { max_attempts: options.maxAttempts } : {}),
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('id').executeTakeFirst();
  return row?.id;
}

