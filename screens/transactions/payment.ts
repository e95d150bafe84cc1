// The payment detail call's reply (GET /merchant/transactions/{id}/info/) and what the action
// modals start with.
export interface HistoryEvent {
  id: number;
  type: string;
  amount: string | null;
  currency: string | null;
  user: { id: number; email: string | null } | null;
  created: string;
  details: Record<string, unknown>;
}

export interface Conversion {
  currency_from: string;
  currency_to: string;
  amount: string;
  amount_to: string;
  conversion_rate: string;
}

export interface Payment {
  id: number;
  order_id: string;
  status: string;
  processing_status: string;
  tran_type: string;
  ps_tran_id: string | null;
  created: string;
  amount: string;
  actual_amount: string;
  capture_amount: string;
  reversal_amount: string;
  deposit_amount: string;
  settlement_amount: string;
  client_fee: string;
  v_currency: string;
  v_actual_currency: string;
  merchant: { id: number; merchant_id: string; name: string };
  card: string | null;
  sender_email: string | null;
  rectoken: string | null;
  recurring_data: { state?: string } | null;
  callback_data: { url?: string; response_code?: number | null } | null;
  max_reversal_amount: { amount: string; currency: string };
  fiscal_status: string;
  conversion: Conversion | null;
  [flag: string]: unknown;
}

export interface PaymentInfoReply {
  data: Payment;
  history: HistoryEvent[];
}

const minor = (amount: string) => Math.round(Number(amount) * 100);
const major = (cents: number) => (cents / 100).toFixed(2);

/** Initial values of the capture modal: what is still authorised. */
export function captureDefaults(p: Payment) {
  return { type: 'full', amount: major(minor(p.amount) - minor(p.capture_amount)), currency: p.v_currency };
}

/** Initial values of the refund modal: the max reversal amount. */
export function refundDefaults(p: Payment) {
  return { type: 'full', amount: p.max_reversal_amount.amount, currency: p.max_reversal_amount.currency };
}

/** Spec 002 s.4: the declined amount when the payment was declined, otherwise the actual amount. */
export function manualRecurringDefaults(p: Payment) {
  const declined = p.status === 'declined';
  return {
    sender_email: p.sender_email ?? undefined,
    amount: declined ? p.amount : p.actual_amount,
    currency: declined ? p.v_currency : p.v_actual_currency,
  };
}

/** Spec 002 s.2: the conversion line only when amount, read-only amount and a different currency are present. */
export function showConversion(c: Conversion | null): c is Conversion {
  return Boolean(
    c && c.amount && c.amount_to && c.currency_from && c.currency_to && c.currency_from !== c.currency_to,
  );
}
