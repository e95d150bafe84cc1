// Regular payments on a payment with a saved card (rectoken): start/stop toggles the series
// (recurring_data.state), and a manual recurring charge creates a new approved payment with the
// same card token. The charge's default amount is the declined amount when the payment was
// declined, otherwise the actual amount (spec 002 s.4); it is also the most a charge may take, in
// that currency only (docs/decisions.md, "Manual recurring"). The new payment is posted to the
// merchant's ledger in the same transaction.
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { badRequest } from '../http/errors.ts';
import type { PaymentAccess } from './access.ts';
import { actionReply } from './action-reply.ts';
import { chosenAmount } from './amount-choice.ts';
import { recordEvent } from './events.ts';
import { loadFiscalState } from './fiscal-state.ts';
import { assertAllows, callbackUrl } from './flags.ts';
import { postPayment } from '../ledger/payment-entries.ts';
import { formatAmount } from './money.ts';
import type { PaymentRow, PaymentsTrx } from './tables.ts';

export type ManualBody = { sender_email: string; amount: string; currency: string };

/** What a manual charge takes by default and at most: the declined or the actual amount, in its currency. */
function original(p: PaymentRow): { amount: number; currency: string } {
  return p.status === 'declined' ? { amount: p.amount, currency: p.currency } : { amount: p.actual_amount, currency: p.actual_currency };
}

export function manualDefaults(p: PaymentRow) {
  const { amount, currency } = original(p);
  return { id: p.id, sender_email: p.sender_email ?? '', amount: formatAmount(amount), currency };
}

const stateOf = (p: PaymentRow) => (p.recurring_data?.state === 'active' ? 'active' : 'stopped');

export async function switchRecurring(trx: PaymentsTrx, p: PaymentRow, access: PaymentAccess, to: 'active' | 'stopped') {
  assertAllows('changeRecurring', { p, fiscal: await loadFiscalState(trx, p.id), merchant: access.merchant });
  if (stateOf(p) === to) throw badRequest('Request error', { reason: to === 'active' ? 'Regular payments are already on' : 'Regular payments are already off' });
  await trx.updateTable('payments').set({ recurring_data: JSON.stringify({ ...p.recurring_data, state: to }) }).where('id', '=', p.id).execute();
  const event = await recordEvent(trx, {
    paymentId: p.id, type: to === 'active' ? 'recurring_start' : 'recurring_stop', userId: access.userId, details: { state: to },
  });
  return actionReply(trx, access, event);
}

export async function chargeManually(trx: PaymentsTrx, p: PaymentRow, access: PaymentAccess, body: ManualBody) {
  assertAllows('manualRecurring', { p, fiscal: await loadFiscalState(trx, p.id), merchant: access.merchant });
  const cap = original(p);
  const amount = chosenAmount({ type: 'partial', amount: body.amount, currency: body.currency }, cap.amount, cap.currency);
  const { n } = await trx.selectFrom('payment_events').select(sql<number>`count(*)`.as('n'))
    .where('payment_id', '=', p.id).where('type', '=', 'manual_recurring').executeTakeFirstOrThrow();
  const url = callbackUrl(p);
  const child = await trx.insertInto('payments').values({
    merchant_id: p.merchant_id, order_id: `${p.order_id}_rec${Number(n) + 1}`, status: 'approved', processing_status: 'success',
    tran_type: 'purchase', ps_tran_id: String(randomInt(100_000_000, 1_000_000_000)), amount, actual_amount: amount, capture_amount: amount,
    reversal_amount: 0, deposit_amount: 0, settlement_amount: 0, client_fee: 0, currency: cap.currency, actual_currency: cap.currency,
    card_bin: p.card_bin, card_last4: p.card_last4, sender_email: body.sender_email.toLowerCase(), sender_data: null, receiver_data: null,
    rectoken: p.rectoken, recurring_data: JSON.stringify({ parent_id: p.id, manual: true }),
    callback_data: url ? JSON.stringify({ url }) : null, created_at: new Date(),
  }).returning(['id', 'order_id', 'merchant_id', 'currency', 'capture_amount', 'reversal_amount']).executeTakeFirstOrThrow();
  await postPayment(trx, child);
  await recordEvent(trx, { paymentId: child.id, type: 'created_by_recurring', userId: access.userId, amount, currency: cap.currency, details: { parent_id: p.id } });
  const event = await recordEvent(trx, {
    paymentId: p.id, type: 'manual_recurring', userId: access.userId, amount, currency: cap.currency,
    details: { payment_id: child.id, order_id: child.order_id, sender_email: body.sender_email.toLowerCase() },
  });
  return { ...(await actionReply(trx, access, event)), payment_id: child.id };
}
