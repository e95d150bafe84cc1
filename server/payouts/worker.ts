// Settlement of payouts from the database queue: payouts in 'processing' whose next_attempt_at has
// come are claimed with FOR UPDATE SKIP LOCKED (several server instances share the queue; a payout
// is settled by one of them, and one that dies mid-way releases its rows when its transaction
// ends), the processor is asked for each, and the answer is written in the same transaction: still
// pending (asked again a second later), approved, or declined (the amount goes back to the
// balance: a payout_reversal entry).
import { sql } from 'kysely';
import { lockBalance, post } from '../ledger/ledger.ts';
import type { PayoutProcessor } from '../payout-processor/processor.ts';
import type { Db } from '../db/connect.ts';
import type { LedgerTables } from '../ledger/tables.ts';
import type { PayoutTables } from './tables.ts';

const RETRY_MS = 1000;

/** Settles what is due, at most `limit` payouts; answers how many reached a final status. */
export async function settleDue(db: Db, processor: PayoutProcessor, limit = 20): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const trx = tx.withTables<PayoutTables>();
    const ledger = tx.withTables<LedgerTables>();
    const due = await trx.selectFrom('payouts').selectAll().where('status', '=', 'processing').where('next_attempt_at', '<=', sql<Date>`now()`)
      .orderBy('next_attempt_at').limit(limit).forUpdate().skipLocked().execute();
    let settled = 0;
    for (const p of due) {
      const answer = await processor.status(
        { orderId: p.order_id, amount: p.amount, currency: p.currency, card: { bin: p.card_bin, last4: p.card_last4, token: p.card_token } },
        p.decided_at ?? p.created_at,
      );
      if (answer.outcome === 'pending') {
        await trx.updateTable('payouts').set({ attempts: sql<number>`attempts + 1`, next_attempt_at: sql<Date>`now() + ${`${RETRY_MS} milliseconds`}::interval` })
          .where('id', '=', p.id).execute();
        continue;
      }
      settled += 1;
      if (answer.outcome === 'declined') {
        await lockBalance(ledger, p.merchant_id, p.currency);
        await post(ledger, [{ merchantId: p.merchant_id, currency: p.currency, kind: 'payout_reversal', amount: p.amount, ref: `payout:${p.id}` }]);
      }
      await trx.updateTable('payouts').set({
        status: answer.outcome, processor_ref: answer.reference, decline_reason: answer.outcome === 'declined' ? answer.reason : null,
        settled_at: sql<Date>`now()`, next_attempt_at: null, attempts: sql<number>`attempts + 1`,
      }).where('id', '=', p.id).execute();
    }
    return settled;
  });
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
