// The one registry of job kinds: a kind is a name, what a worker runs for it, and what happens when it
// gives up (after max_attempts). Kinds are built at start from the app's parts (server/jobs/kinds.ts).
import type { Db } from '../db/connect.ts';
import type { Lease } from './lease.ts';

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

export type JobContext = {
  db: Db;
  job: ClaimedJob;
  /** This run's hold on the job: batches commit under it (lease.ts), and it ends when the run is aborted. */
  lease: Lease;
};

export interface JobKind {
  kind: string;
  run(ctx: JobContext): Promise<void>;
  /** The job failed for good (its last attempt threw, or its instance died max_attempts times). */
  failed?(db: Db, job: ClaimedJob, error: string): Promise<void>;
}

export type JobRegistry = ReadonlyMap<string, JobKind>;

export function jobRegistry(kinds: JobKind[]): JobRegistry {
  const map = new Map<string, JobKind>();
  for (const k of kinds) {
    if (map.has(k.kind)) throw new Error(`job kind ${k.kind} registered twice`);
    map.set(k.kind, k);
  }
  return map;
}
