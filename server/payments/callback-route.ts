// POST recallback/: sends the payment's callback again to the merchant's callback URL (through
// server/callbacks: checked target, no redirects, 5 s). The attempt and the answer are recorded in
// the history and in callback_data. Delivery happens outside the database transaction; recording
// it locks the payment row.
import type { FastifyInstance } from 'fastify';
import { deliverCallback } from '../callbacks/deliver.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { loadPaymentAccess } from './access.ts';
import { actionReply } from './action-reply.ts';
import { recordEvent } from './events.ts';
import { loadFiscalState } from './fiscal-state.ts';
import { assertAllows, callbackUrl } from './flags.ts';
import { runLocked } from './locked-action.ts';
import { formatAmount } from './money.ts';
import { paymentsDb, type PaymentRow } from './tables.ts';

/** What the merchant's server receives: the order's state, never a card number. */
export function callbackPayload(p: PaymentRow, merchantId: string) {
  return {
    order_id: p.order_id, payment_id: p.id, merchant_id: merchantId, order_status: p.status, tran_type: p.tran_type,
    amount: formatAmount(p.amount), currency: p.currency, actual_amount: formatAmount(p.actual_amount), actual_currency: p.actual_currency,
    capture_amount: formatAmount(p.capture_amount), reversal_amount: formatAmount(p.reversal_amount),
    masked_card: p.card_bin && p.card_last4 ? `${p.card_bin}XXXXXX${p.card_last4}` : null, sender_email: p.sender_email,
  };
}

export function paymentCallbackRoute(api: FastifyInstance, ctx: AppContext): void {
  const db = paymentsDb(ctx.db);
  api.post('/merchant/transactions/:payment/recallback/', async (request) => {
    const access = await loadPaymentAccess(ctx.db, request, 'edit');
    const p = access.payment;
    assertAllows('callback', { p, fiscal: await loadFiscalState(db, p.id), merchant: access.merchant }, 'Error send callback');
    const url = callbackUrl(p)!;
    const delivery = await deliverCallback(url, callbackPayload(p, access.merchant.merchant_id));
    const reply = await runLocked(db, p.id, async (trx, locked) => {
      await trx.updateTable('payments').set({
        callback_data: JSON.stringify({ ...locked.callback_data, response_code: delivery.status ?? null, last_attempt: new Date().toISOString() }),
      }).where('id', '=', p.id).execute();
      const event = await recordEvent(trx, { paymentId: p.id, type: 'callback', userId: access.userId, details: { ...delivery } });
      return actionReply(trx, access, event, 'Callback successfully send');
    });
    if (!delivery.delivered) throw new HttpError(400, { error: 'Error send callback', reason: delivery.error, event: reply.event });
    return reply;
  });
}
