// The fiscal worker: drains fiscal_jobs (one row per approved payment of a merchant whose register was
// active when the payment was written, enqueued in the payment's own transaction by enqueueFiscalJob)
// and closes yesterday's shifts (the daily close, at midnight in the merchant's time zone). Every job
// is one transaction that claims its row with FOR UPDATE SKIP LOCKED, so any number of server
// instances drain the same table without issuing a receipt twice; the one-sale-receipt-per-payment
// index is the last guard.
// A provider refusal is recorded in fiscal_errors and retried later (1, 4, 9 minutes); after
// MAX_ATTEMPTS the job is done with outcome 'failed' and the payment can be fiscalized by hand.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { startOfDay } from '../disputes/time-zone.ts';
import { FiscalError, type FiscalProvider } from './provider.ts';
import { closeShift, issueSaleReceipt, lockActiveRegister, recordFiscalError } from './service.ts';
import type { FiscalDb, FiscalTables } from './tables.ts';

export const MAX_ATTEMPTS = 3;

/** In the payment's transaction: queue its receipt when the merchant has an active register. */
export async function enqueueFiscalJob(tx: Transaction<Database> | Kysely<Database>, paymentId: number, merchantId: number): Promise<void> {
  const db = tx.withTables<FiscalTables>();
  await db.insertInto('fiscal_jobs')
    .columns(['payment_id', 'merchant_id'])
    .expression(db.selectFrom('cashboxes').select((eb) => [eb.val(paymentId).as('payment_id'), 'merchant_id'])
      .where('merchant_id', '=', merchantId).where('status', '=', 'active'))
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .execute();
}

type Outcome = 'issued' | 'already' | 'no_register' | 'retry' | 'failed';

/** Runs one due job; null when none is due (or all due ones are taken by other instances). */
export async function runOneJob(db: FiscalDb, provider: FiscalProvider, now: Date): Promise<Outcome | null> {
  return db.transaction().execute(async (trx): Promise<Outcome | null> => {
    const job = await trx.selectFrom('fiscal_jobs').selectAll().where('done_at', 'is', null).where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at').limit(1).forUpdate().skipLocked().executeTakeFirst();
    if (!job) return null;
    const paymentId = Number(job.payment_id);
    const finish = async (o: Outcome) => {
      await trx.updateTable('fiscal_jobs').where('payment_id', '=', paymentId).set({ done_at: now, outcome: o }).execute();
      return o;
    };
    const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirstOrThrow();
    const register = await lockActiveRegister(trx, job.merchant_id);
    if (!register) return finish('no_register');
    const had = await trx.selectFrom('fiscal_receipts').select('id').where('payment_id', '=', paymentId).where('kind', '=', 'sale').executeTakeFirst();
    if (had) return finish('already');
    try {
      await issueSaleReceipt(trx, provider, register, payment, null, now);
      return finish('issued');
    } catch (e) {
      if (!(e instanceof FiscalError)) throw e;
      await recordFiscalError(trx, register, paymentId, e, now);
      const attempts = job.attempts + 1;
      if (attempts >= MAX_ATTEMPTS) {
        await trx.updateTable('fiscal_jobs').where('payment_id', '=', paymentId).set({ attempts, done_at: now, outcome: 'failed' }).execute();
        return 'failed';
      }
      await trx.updateTable('fiscal_jobs').where('payment_id', '=', paymentId)
        .set({ attempts, next_attempt_at: new Date(now.getTime() + attempts * attempts * 60_000) }).execute();
      return 'retry';
    }
  });
}

/** Drains the due jobs (at most `limit`); the number run. */
export async function runFiscalJobs(db: FiscalDb, provider: FiscalProvider, now = new Date(), limit = 100): Promise<number> {
  let n = 0;
  while (n < limit && (await runOneJob(db, provider, now)) !== null) n++;
  return n;
}

/** The daily close: every shift opened before today in its merchant's time zone gets its Z-report. The number closed. */
export async function closeDueShifts(db: FiscalDb, provider: FiscalProvider, now = new Date()): Promise<number> {
  const due = await db.selectFrom('fiscal_shifts as s').innerJoin('merchants as m', 'm.id', 's.merchant_id')
    .select(['s.merchant_id', 's.opened_at', sql<string>`m.time_zone`.as('time_zone')]).where('s.closed_at', 'is', null).execute();
  let closed = 0;
  for (const { merchant_id, opened_at, time_zone } of due) {
    const today = startOfDay(now, time_zone);
    if (new Date(opened_at) >= today) continue;
    closed += await db.transaction().execute(async (trx) => {
      const c = await trx.selectFrom('cashboxes').selectAll().where('merchant_id', '=', merchant_id).forUpdate().skipLocked().executeTakeFirst();
      if (!c) return 0;
      const open = await trx.selectFrom('fiscal_shifts').select('opened_at').where('cashbox_id', '=', c.id).where('closed_at', 'is', null).executeTakeFirst();
      if (!open || new Date(open.opened_at) >= today) return 0;
      return (await closeShift(trx, provider, c, 'daily', now)) ? 1 : 0;
    });
  }
  return closed;
}

/** Runs the worker every `intervalMs` until stopped (buildApp starts one per instance). */
export function startFiscalWorker(db: FiscalDb, provider: FiscalProvider, intervalMs: number, onError: (e: unknown) => void): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    try {
      await closeDueShifts(db, provider);
      await runFiscalJobs(db, provider);
    } catch (e) {
      if (!stopped) onError(e);
    }
  };
  const timer = setInterval(() => {
    running = running.then(tick);
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
