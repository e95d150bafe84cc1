// Capture of an authorised payment (status processing): full takes the authorised amount, partial
// a part of it (the rest is released). The payment becomes approved; the badge changes; the
// captured amount is posted to the merchant's ledger.
import { chosenAmount, type AmountBody } from './amount-choice.ts';
import type { PaymentAccess } from './access.ts';
import { actionReply } from './action-reply.ts';
import { recordEvent } from './events.ts';
import { loadFiscalState } from './fiscal-state.ts';
import { assertAllows } from './flags.ts';
import { postPayment } from '../ledger/payment-entries.ts';
import { formatAmount } from './money.ts';
import type { PaymentRow, PaymentsTrx } from './tables.ts';

/** What a capture may still take: the authorised amount less what was captured. */
export const captureCap = (p: PaymentRow) => p.amount - p.capture_amount;

/** The charged amount in the actual currency, scaled like the capture when the currencies differ. */
function actualAfter(p: PaymentRow, captured: number): number {
  if (p.currency === p.actual_currency) return captured;
  return Number((BigInt(p.actual_amount) * BigInt(captured) * 2n + BigInt(p.amount)) / (BigInt(p.amount) * 2n));
}

export function captureInfo(p: PaymentRow) {
  return {
    id: p.id, type: 'full', amount: formatAmount(captureCap(p)), currency: p.currency, max_amount: formatAmount(captureCap(p)),
    has_part_capture: p.has_part_capture, choices: { type: ['full', 'partial'], currency: [p.currency] },
  };
}

export async function capture(trx: PaymentsTrx, p: PaymentRow, access: PaymentAccess, body: AmountBody) {
  assertAllows('capture', { p, fiscal: await loadFiscalState(trx, p.id), merchant: access.merchant });
  const amount = chosenAmount(body, captureCap(p), p.currency);
  const captured = p.capture_amount + amount;
  await trx.updateTable('payments').set({
    capture_amount: captured, actual_amount: actualAfter(p, captured), status: 'approved', processing_status: 'success',
    has_part_capture: captured < p.amount,
  }).where('id', '=', p.id).execute();
  await postPayment(trx, { ...p, capture_amount: captured });
  const event = await recordEvent(trx, {
    paymentId: p.id, type: 'capture', userId: access.userId, amount, currency: p.currency,
    details: { type: body.type, status: 'approved', released: formatAmount(p.amount - captured) },
  });
  return actionReply(trx, access, event);
}
