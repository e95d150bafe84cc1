// What the merchant's server receives in a payment's callback (the checkout's and the recallback
// action's): the order's state, never a card number.
import { formatAmount } from './money.ts';
import type { PaymentRow } from './tables.ts';

export function callbackPayload(p: PaymentRow, merchantId: string) {
  return {
    order_id: p.order_id, payment_id: p.id, merchant_id: merchantId, order_status: p.status, tran_type: p.tran_type,
    amount: formatAmount(p.amount), currency: p.currency, actual_amount: formatAmount(p.actual_amount), actual_currency: p.actual_currency,
    capture_amount: formatAmount(p.capture_amount), reversal_amount: formatAmount(p.reversal_amount),
    masked_card: p.card_bin && p.card_last4 ? `${p.card_bin}XXXXXX${p.card_last4}` : null, sender_email: p.sender_email,
  };
}
