// The payments row of a card charged through the acquirer (hosted checkout, MO/TO terminal): one
// place decides how an acquirer answer becomes a payment, and that only BIN and last four of the
// card are kept; an approved one is queued for its fiscal receipt and posted to the merchant's
// ledger. Runs inside the caller's transaction, beside the caller's idempotency claim.
import type { Transaction } from 'kysely';
import type { ChargeResult } from '../acquirer/acquirer.ts';
import { cardDigits } from '../acquirer/card.ts';
import type { Database } from '../db/schema.ts';
import { enqueueFiscalJob } from '../fiscal/worker.ts';
import { postPayment } from '../ledger/payment-entries.ts';
import type { PaymentRow } from './tables.ts';

export type CardPayment = {
  merchantId: number;
  orderId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The full number: only its BIN and last four are written. */
  cardNumber: string;
  result: ChargeResult;
  senderEmail?: string | null;
  senderData?: Record<string, unknown> | null;
  callbackData?: Record<string, unknown> | null;
  moto?: boolean;
};

export async function insertCardPayment(tx: Transaction<Database>, p: CardPayment): Promise<PaymentRow> {
  const approved = p.result.outcome === 'approved';
  const { bin, last4 } = cardDigits(p.cardNumber);
  const row = await tx.insertInto('payments').values({
    merchant_id: p.merchantId, order_id: p.orderId,
    status: approved ? 'approved' : 'declined', processing_status: approved ? 'success' : 'failed', tran_type: 'purchase',
    ps_tran_id: p.result.reference, amount: p.amount, actual_amount: approved ? p.amount : 0,
    capture_amount: approved ? p.amount : 0, reversal_amount: 0, deposit_amount: 0, settlement_amount: 0, client_fee: 0,
    currency: p.currency, actual_currency: p.currency, card_bin: bin, card_last4: last4, sender_email: p.senderEmail ?? null,
    sender_data: p.senderData ? JSON.stringify(p.senderData) : null,
    receiver_data: null, rectoken: null, recurring_data: null, settlement_id: null, payer_country: null,
    callback_data: p.callbackData ? JSON.stringify(p.callbackData) : null, moto: p.moto ?? false,
  }).returningAll().executeTakeFirstOrThrow();
  // Its fiscal receipt, issued by the fiscal worker when the merchant has an active register (issue 13).
  if (approved) await enqueueFiscalJob(tx, row.id, p.merchantId);
  await postPayment(tx, row);
  return row;
}
