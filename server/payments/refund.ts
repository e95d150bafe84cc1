// Refund (reverse) of a captured payment: full takes back what remains, partial a part of it,
// capped at the max reversal amount (captured less refunded). Status: reversed when nothing
// remains, otherwise partially_reversed. The refund leaves the merchant's ledger (refused when the
// balance cannot cover it: multiparty payouts took the money).
import { chosenAmount, type AmountBody } from './amount-choice.ts';
import type { PaymentAccess } from './access.ts';
import { actionReply } from './action-reply.ts';
import { recordEvent } from './events.ts';
import { loadFiscalState } from './fiscal-state.ts';
import { assertAllows } from './flags.ts';
import { postPayment } from '../ledger/payment-entries.ts';
import { carryAdjustment } from '../settlements/lines.ts';
import { formatAmount } from './money.ts';
import { maskCardNumbers } from '../security/card-mask.ts';
import type { PaymentRow, PaymentsTrx } from './tables.ts';
import { maxReversal } from './view.ts';

/** The refund form's body: the amount, and an optional reason (stored masked, shown in the history). */
export type RefundBody = AmountBody & { reason?: string };

const refundReason = (reason: string | undefined) => (reason?.trim() ? maskCardNumbers(reason.trim()) : null);

export function refundInfo(p: PaymentRow) {
  return {
    id: p.id, type: 'full', amount: formatAmount(maxReversal(p)), currency: p.currency,
    max_reversal_amount: { amount: formatAmount(maxReversal(p)), currency: p.currency },
    reverse_exists: p.reversal_amount > 0, choices: { type: ['full', 'partial'], currency: [p.currency] },
  };
}

export async function refund(trx: PaymentsTrx, p: PaymentRow, access: PaymentAccess, body: RefundBody) {
  assertAllows('reverse', { p, fiscal: await loadFiscalState(trx, p.id), merchant: access.merchant });
  const amount = chosenAmount(body, maxReversal(p), p.currency);
  // The whole remaining amount, however it was chosen, is a full refund (the form's amount starts there).
  const type = amount === maxReversal(p) ? 'full' : 'partial';
  const reversed = p.reversal_amount + amount;
  const status = reversed === p.capture_amount ? 'reversed' : 'partially_reversed';
  // Before the payment's row changes: a refusal writes nothing.
  await postPayment(trx, { ...p, reversal_amount: reversed });
  await trx.updateTable('payments').set({
    reversal_amount: reversed, status, has_part_reverse: p.has_part_reverse || status === 'partially_reversed',
  }).where('id', '=', p.id).execute();
  // A payment of a settled batch: the refund is carried in the next batch (that one never changes).
  await carryAdjustment(trx, p, 'refund', amount);
  const event = await recordEvent(trx, {
    paymentId: p.id, type: 'refund', userId: access.userId, amount, currency: p.currency,
    details: { type, status, remaining: formatAmount(p.capture_amount - reversed) },
    reason: refundReason(body.reason),
  });
  return actionReply(trx, access, event);
}
