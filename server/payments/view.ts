// A payment as the detail call shows it: money as decimal strings, the card masked (only BIN and
// last four exist), the currency conversion line when it applies, and the action flags.
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FiscalState } from './fiscal-state.ts';
import { paymentFlags } from './flags.ts';
import { formatAmount, ratio } from './money.ts';
import type { PaymentRow } from './tables.ts';

type Merchant = Selectable<Database['merchants']>;

/** Spec 002 s.2: shown only when the amount, the actual amount and a different currency are present. */
export function conversionLine(p: PaymentRow) {
  if (p.amount <= 0 || p.actual_amount <= 0 || p.currency === p.actual_currency) return null;
  return {
    currency_from: p.currency,
    currency_to: p.actual_currency,
    amount: formatAmount(p.amount),
    amount_to: formatAmount(p.actual_amount),
    conversion_rate: ratio(p.actual_amount, p.amount),
  };
}

/** What a refund may still take back: the captured amount less what was already refunded. */
/** The card scheme named by the BIN's first digit, as the payments list names it (server/transactions/payments-source.ts). */
const SCHEMES: Record<string, string> = { 4: 'visa', 5: 'mastercard', 6: 'maestro' };
const paymentSystem = (bin: string) => SCHEMES[bin[0]] ?? 'card';

export const maxReversal = (p: PaymentRow) => p.capture_amount - p.reversal_amount;

export function paymentView(p: PaymentRow, merchant: Merchant, fiscal: FiscalState, canEdit: boolean) {
  return {
    id: p.id,
    order_id: p.order_id,
    status: p.status,
    processing_status: p.processing_status,
    tran_type: p.tran_type,
    ps_tran_id: p.ps_tran_id,
    created: p.created_at.toISOString(),
    amount: formatAmount(p.amount),
    actual_amount: formatAmount(p.actual_amount),
    capture_amount: formatAmount(p.capture_amount),
    reversal_amount: formatAmount(p.reversal_amount),
    deposit_amount: formatAmount(p.deposit_amount),
    settlement_amount: formatAmount(p.settlement_amount),
    client_fee: formatAmount(p.client_fee),
    v_currency: p.currency,
    v_actual_currency: p.actual_currency,
    currencies: merchant.currencies,
    merchant: { id: merchant.id, merchant_id: merchant.merchant_id, name: merchant.name },
    card_bin: p.card_bin,
    card_last4: p.card_last4,
    card: p.card_bin && p.card_last4 ? `${p.card_bin}******${p.card_last4}` : null,
    payment_system: p.card_bin ? paymentSystem(p.card_bin) : null,
    sender_email: p.sender_email,
    sender_data: p.sender_data,
    receiver_data: p.receiver_data,
    rectoken: p.rectoken,
    recurring_data: p.recurring_data,
    callback_data: p.callback_data,
    has_part_capture: p.has_part_capture,
    has_part_reverse: p.has_part_reverse,
    max_reversal_amount: { amount: formatAmount(maxReversal(p)), currency: p.currency },
    fiscal_status: fiscal.fiscalized ? 'fiscalized' : 'not_fiscalized',
    conversion: conversionLine(p),
    ...paymentFlags({ p, fiscal, merchant }, canEdit),
  };
}
