// Claiming a job: one short transaction picks the oldest due job (queued and due, or running with an
// expired lease: its instance died or stalled) with FOR UPDATE SKIP LOCKED, so instances polling at
// once never pick the same row, and marks it running under a fresh token and lease.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { ClaimedJob } from './registry.ts';

export async function claimJob(db: Db, kinds: string[], workerId: string, leaseMs: number): Promise<(ClaimedJob & { token: string }) | undefined> {
  if (kinds.length === 0) return undefined;
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`
      select id from jobs
      where status in ('queued', 'running') and kind in (${sql.join(kinds)})
        and ((status = 'queued' and run_after <= now()) or (status = 'running' and locked_until < now()))
      order by run_after, id
      limit 1
      for update skip locked`.execute(trx);
    if (rows.length === 0) return undefined;
    const token = `${workerId}/${randomUUID()}`;
    const job = await trx.updateTable('jobs')
      .set({
        status: 'running', attempts: sql`attempts + 1`, locked_by: token,
        locked_until: sql`now() + ${leaseMs} * interval '1 millisecond'`, heartbeat_at: sql`now()`,
      })
      .where('id', '=', rows[0].id)
      .returning(['id', 'kind', 'payload', 'attempts', 'max_attempts'])
      .executeTakeFirstOrThrow();
    return { ...job, token };
  });
}

/** The run ended: done, or failed for good, or back in the queue after a delay. Only the lease's holder may. */
export async function settleJob(db: Db, job: { id: number; token: string }, outcome:
  { status: 'done' } | { status: 'failed'; error: string } | { status: 'queued'; error: string; delayMs: number }): Promise<boolean> {
  const row = await db.updateTable('jobs')
    .set({
      status: outcome.status, locked_by: null, locked_until: null,
      ...(outcome.status === 'queued' ? { run_after: sql`now() + ${outcome.delayMs} * interval '1 millisecond'` } : { finished_at: sql`now()` }),
      ...(outcome.status === 'done' ? {} : { last_error: outcome.error.slice(0, 2000) }),
    })
    .where('id', '=', job.id).where('locked_by', '=', job.token)
    .returning('id').executeTakeFirst();
  return row !== undefined;
}
