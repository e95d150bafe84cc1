// A worker's hold on a running job: the token it claimed the job with. Every write of a run goes
// through underLease: one short transaction that first extends the lease (and records progress) on
// the job row, guarded by the token. When another worker has claimed the job after this lease ran
// out, the guard finds nothing and the run stops with LeaseLost before writing anything, so two
// instances never both write one job's result. The row lock the guard takes also keeps a claim from
// reading the job as expired while a batch commits.
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

export class LeaseLost extends Error {
  constructor(jobId: number) {
    super(`job ${jobId}: lease lost (claimed by another worker)`);
  }
}

export type Lease = { jobId: number; token: string; ms: number; signal: AbortSignal };
export type Progress = { done: number; total?: number | null };

const extend = (ms: number) => sql<Date>`now() + ${ms} * interval '1 millisecond'`;

/** Extends the lease (and sets progress) in `trx`; false when the job is no longer this lease's. */
export async function touch(trx: Db | Transaction<Database>, lease: Lease, progress?: Progress): Promise<boolean> {
  const row = await trx.updateTable('jobs')
    .set({
      locked_until: extend(lease.ms), heartbeat_at: sql`now()`,
      ...(progress ? { progress_done: progress.done } : {}),
      ...(progress?.total !== undefined ? { progress_total: progress.total } : {}),
    })
    .where('id', '=', lease.jobId).where('locked_by', '=', lease.token).where('status', '=', 'running')
    .returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Runs `fn` in one transaction that holds the lease; throws LeaseLost (nothing written) when it is gone. */
export async function underLease<T>(db: Db, lease: Lease, fn: (trx: Transaction<Database>) => Promise<T>, progress?: Progress): Promise<T> {
  if (lease.signal.aborted) throw new LeaseLost(lease.jobId);
  return db.transaction().execute(async (trx) => {
    if (!(await touch(trx, lease, progress))) throw new LeaseLost(lease.jobId);
    return fn(trx);
  });
}
