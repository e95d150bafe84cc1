// The second pair of eyes: POST /merchant/{m}/order/{order}/approve/ and .../reject/ on a payout
// awaiting approval, by a user holding multiparty edit on its merchant who did not create it.
// Approval sends it to the settlement queue; rejection gives the reserved amount back (a
// payout_reversal entry, the balance row locked after the payout row, as the worker does).
import { sql } from 'kysely';
import { badRequest, notFound } from '../http/errors.ts';
import { lockBalance, post } from '../ledger/ledger.ts';
import type { Trx } from '../http/handler-types.ts';
import type { LedgerTables } from '../ledger/tables.ts';
import type { PayoutTables } from './tables.ts';

export type Decision = 'approve' | 'reject';

export const SELF_APPROVAL = 'You cannot approve or reject your own payout: another user with the multiparty privilege must do it';

/** In the call's transaction `tx`: the payout row locked, then (on rejection) the balance row. */
export async function decide(tx: Trx, userId: number, merchantId: number, orderId: string, decision: Decision): Promise<{ status: string; message: string }> {
  const trx = tx.withTables<PayoutTables>();
  const ledger = tx.withTables<LedgerTables>();
  const payout = await trx.selectFrom('payouts').selectAll().where('merchant_id', '=', merchantId).where('order_id', '=', orderId)
    .forUpdate().executeTakeFirst();
  if (!payout) throw notFound();
  if (payout.status !== 'awaiting_approval') throw badRequest('This payout is not awaiting approval');
  if (payout.created_by === userId) throw badRequest(SELF_APPROVAL);
  if (decision === 'approve') {
    await trx.updateTable('payouts').set({ status: 'processing', decided_by: userId, decided_at: sql<Date>`now()`, next_attempt_at: sql<Date>`now()` })
      .where('id', '=', payout.id).execute();
    return { status: 'processing', message: 'Payout approved: payment in processing' };
  }
  await lockBalance(ledger, payout.merchant_id, payout.currency);
  await post(ledger, [{ merchantId: payout.merchant_id, currency: payout.currency, kind: 'payout_reversal', amount: payout.amount, ref: `payout:${payout.id}` }]);
  await trx.updateTable('payouts').set({ status: 'rejected', decided_by: userId, decided_at: sql<Date>`now()`, settled_at: sql<Date>`now()` })
    .where('id', '=', payout.id).execute();
  return { status: 'rejected', message: 'Payout rejected: the amount is back on the balance' };
}
