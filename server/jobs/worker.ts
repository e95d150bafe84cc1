// A worker loop: claim a due job (claim.ts), run its kind under a lease kept alive by a heartbeat,
// settle it (done; back in the queue with a backoff; failed after max_attempts). Between claims it
// runs its periodic ticks (the report scheduler) and sleeps pollMs unless woken by an enqueue in this
// process (wake.ts). stop() lets the running job end at its next batch and puts it back in the queue;
// halt() models a dying instance (tests): the job is left running until its lease expires.
import { hostname } from 'node:os';
import type { Db } from '../db/connect.ts';
import { claimJob, settleJob } from './claim.ts';
import { LeaseLost, touch, type Lease } from './lease.ts';
import type { ClaimedJob, JobRegistry } from './registry.ts';
import { onWake } from './wake.ts';

export type Tick = { name: string; everyMs: number; run(db: Db): Promise<void> };

export type WorkerOptions = {
  db: Db;
  registry: JobRegistry;
  id?: string;
  leaseMs?: number;
  pollMs?: number;
  ticks?: Tick[];
  onError?: (error: unknown, where: string) => void;
};

const backoffMs = (attempts: number) => Math.min(60_000, 1000 * 2 ** (attempts - 1));

export class JobWorker {
  readonly id: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private running = false;
  private halted = false;
  private loopDone: Promise<void> = Promise.resolve();
  private wakeUp: (() => void) | null = null;
  private current: AbortController | null = null;
  private readonly lastTick = new Map<string, number>();
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly options: WorkerOptions) {
    this.id = options.id ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 1000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.halted = false;
    this.unsubscribe = onWake(() => this.wake());
    this.loopDone = this.loop();
  }

  wake(): void {
    this.wakeUp?.();
  }

  /** Ends the loop; a running job stops at its next batch and goes back to the queue. */
  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.current?.abort();
    this.wake();
    await this.loopDone;
  }

  /** Stops as a killed instance would: no more writes or heartbeats, the job stays claimed until its lease expires. */
  async halt(): Promise<void> {
    this.halted = true;
    await this.stop();
  }

  private report(error: unknown, where: string) {
    (this.options.onError ?? ((e, w) => console.error(`[jobs] ${w}:`, e)))(error, where);
  }

  private async loop(): Promise<void> {
    const kinds = [...this.options.registry.keys()];
    while (this.running) {
      await this.runTicks();
      if (!this.running) break;
      const job = await claimJob(this.options.db, kinds, this.id, this.leaseMs).catch((e: unknown) => {
        this.report(e, 'claim');
        return undefined;
      });
      if (job) {
        await this.runJob(job);
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        this.wakeUp = () => { clearTimeout(timer); resolve(); };
      });
      this.wakeUp = null;
    }
  }

  private async runTicks(): Promise<void> {
    for (const tick of this.options.ticks ?? []) {
      const last = this.lastTick.get(tick.name) ?? 0;
      if (Date.now() - last < tick.everyMs) continue;
      this.lastTick.set(tick.name, Date.now());
      await tick.run(this.options.db).catch((e: unknown) => this.report(e, `tick ${tick.name}`));
    }
  }

  private async runJob(job: ClaimedJob & { token: string }): Promise<void> {
    const { db, registry } = this.options;
    const kind = registry.get(job.kind)!;
    const abort = new AbortController();
    this.current = abort;
    const lease: Lease = { jobId: job.id, token: job.token, ms: this.leaseMs, signal: abort.signal };
    const fail = async (error: string) => {
      if (await settleJob(db, job, { status: 'failed', error })) await kind.failed?.(db, job, error);
    };
    if (job.attempts > job.max_attempts) {
      await fail(`gave up after ${job.max_attempts} attempts`).catch((e: unknown) => this.report(e, `job ${job.id}`));
      this.current = null;
      return;
    }
    const beat = setInterval(() => {
      if (abort.signal.aborted) return;
      touch(db, lease).then((mine) => { if (!mine) abort.abort(); }, (e: unknown) => this.report(e, `heartbeat ${job.id}`));
    }, Math.max(50, Math.floor(this.leaseMs / 3)));
    try {
      await kind.run({ db, job, lease });
      await settleJob(db, job, { status: 'done' });
    } catch (e) {
      if (this.halted) return;
      const message = e instanceof Error ? e.message : String(e);
      if (e instanceof LeaseLost || abort.signal.aborted) {
        // Stopping: hand the job back at once. Lost: another worker holds it; nothing to settle.
        if (!this.running) await settleJob(db, job, { status: 'queued', error: 'worker stopped', delayMs: 0 }).catch(() => false);
        return;
      }
      this.report(e, `job ${job.id} (${job.kind})`);
      if (job.attempts >= job.max_attempts) await fail(message).catch((x: unknown) => this.report(x, `job ${job.id}`));
      else await settleJob(db, job, { status: 'queued', error: message, delayMs: backoffMs(job.attempts) }).catch(() => false);
    } finally {
      clearInterval(beat);
      this.current = null;
    }
  }
}
