// Settlement of payouts from the database queue (several server instances share it), in three
// steps so that no transaction waits for the processor:
// 1. lease: a short transaction claims due payouts in 'processing' with FOR UPDATE SKIP LOCKED, gives
//    each a lease token of this run, counts the attempt and moves next_attempt_at to the lease's end;
// 2. the processor is asked for each, outside any transaction (asking again is safe: idempotent by
//    the order id);
// 3. each answer is recorded in a short transaction of its own, only while the payout is still in
//    processing under this run's token: still pending (asked again a second later), approved, or
//    declined (the amount goes back to the balance: a payout_reversal entry, itself idempotent by
//    its kind and ref).
// An instance killed after step 1 leaves its payouts to be leased again once the lease has run out;
// a run that outlived its lease finds another token there and records nothing.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import { lockBalance, post } from '../ledger/ledger.ts';
import type { PayoutOutcome, PayoutProcessor } from '../payout-processor/processor.ts';
import type { Db } from '../db/connect.ts';
import type { LedgerTables } from '../ledger/tables.ts';
import type { PayoutRow, PayoutTables } from './tables.ts';

const RETRY_MS = 1000;
/** How long a run may take to ask the processor and record the answer before others may lease the payout. */
export const LEASE_MS = 30_000;
/** Names the instance in every lease token it takes (host and process), as the job queue's do. */
const WORKER = `${hostname()}:${process.pid}`;

export type SettleOptions = { limit?: number; leaseMs?: number };

const inMs = (ms: number) => sql<Date>`now() + ${`${ms} milliseconds`}::interval`;

async function lease(db: Db, token: string, limit: number, leaseMs: number): Promise<PayoutRow[]> {
  return db.withTables<PayoutTables>().transaction().execute(async (trx) => {
    const due = trx.selectFrom('payouts').select('id').where('status', '=', 'processing').where('next_attempt_at', '<=', sql<Date>`now()`)
      .orderBy('next_attempt_at').limit(limit).forUpdate().skipLocked();
    return trx.updateTable('payouts').set({ lease_token: token, attempts: sql<number>`attempts + 1`, next_attempt_at: inMs(leaseMs) })
      .where('id', 'in', due).returningAll().execute();
  });
}

/** Writes the answer if the lease is still this run's; answers whether the payout reached a final status. */
async function record(db: Db, p: PayoutRow, token: string, answer: PayoutOutcome): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const trx = tx.withTables<PayoutTables>();
    const held = await trx.selectFrom('payouts').select('id').where('id', '=', p.id).where('status', '=', 'processing').where('lease_token', '=', token)
      .forUpdate().executeTakeFirst();
    if (!held) return false;
    if (answer.outcome === 'pending') {
      await trx.updateTable('payouts').set({ lease_token: null, next_attempt_at: inMs(RETRY_MS) }).where('id', '=', p.id).execute();
      return false;
    }
    if (answer.outcome === 'declined') {
      const ledger = tx.withTables<LedgerTables>();
      await lockBalance(ledger, p.merchant_id, p.currency);
      await post(ledger, [{ merchantId: p.merchant_id, currency: p.currency, kind: 'payout_reversal', amount: p.amount, ref: `payout:${p.id}` }]);
    }
    await trx.updateTable('payouts').set({
      status: answer.outcome, processor_ref: answer.reference, decline_reason: answer.outcome === 'declined' ? answer.reason : null,
      settled_at: sql<Date>`now()`, next_attempt_at: null, lease_token: null,
    }).where('id', '=', p.id).execute();
    return true;
  });
}

/** Settles what is due, at most `limit` payouts; answers how many reached a final status in this run. */
export async function settleDue(db: Db, processor: PayoutProcessor, options: SettleOptions = {}): Promise<number> {
  const token = `${WORKER}:${randomBytes(12).toString('hex')}`;
  const leased = await lease(db, token, options.limit ?? 20, options.leaseMs ?? LEASE_MS);
  // A processor error leaves that payout to its lease's end; the others are recorded, then it is thrown.
  const results = await Promise.allSettled(leased.map(async (p) => {
    const answer = await processor.status(
      { orderId: p.order_id, amount: p.amount, currency: p.currency, card: { bin: p.card_bin, last4: p.card_last4, token: p.card_token } },
      p.decided_at ?? p.created_at,
    );
    return record(db, p, token, answer);
  }));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.filter((r) => r.status === 'fulfilled' && r.value).length;
}

export type PayoutWorker = { stop(): Promise<void> };

/** Runs settleDue every `intervalMs` until stopped; errors are logged and the loop goes on. */
export function startPayoutWorker(db: Db, processor: PayoutProcessor, options: { intervalMs?: number; onError?: (e: unknown) => void } = {}): PayoutWorker {
  const interval = options.intervalMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = settleDue(db, processor).catch((e: unknown) => options.onError?.(e)).finally(() => {
      if (!stopped) timer = setTimeout(tick, interval);
    });
  };
  timer = setTimeout(tick, interval);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
