// How the payments list (schemas/lists/payments.json) reads storage, and its tabs all,
// uncaptured, recurring, refund, fraud: the same list with a preset condition (spec 002 s.2-3, s.7).
import { sql, type RawBuilder } from 'kysely';
import { bool, col, flag, int, money, text, timestamp, date } from '../lists/field-sql.ts';
import { toMinor } from '../lists/money.ts';
import type { ListSource } from '../lists/types.ts';
import { capturedSql, refundedSql } from '../money/model.ts';

/** The card scheme named by the first digit of a BIN; also the dashboard's method (its rollup keeps the digit). */
export const paymentSystemOf = (firstDigit: RawBuilder<unknown>) =>
  sql<string>`case ${firstDigit} when '4' then 'visa' when '5' then 'mastercard' when '6' then 'maestro' else 'card' end`;
/** The card scheme of a payment (alias `t`). */
export const PAYMENT_SYSTEM = paymentSystemOf(sql`left(t.card_bin, 1)`);
/** The card as shown in lists: BIN, six stars, last four (nothing else is stored). */
export const MASKED_CARD = sql`t.card_bin || '******' || t.card_last4`;

/** Every status a payment can have (written by the payment actions and the seed). */
export const PAYMENT_STATUSES = ['created', 'processing', 'approved', 'declined', 'expired', 'reversed', 'partially_reversed'] as const;

/** The search box: order id (exact or prefix), card last four, e-mail or amount. */
function search(words: string) {
  const like = `${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const any = [sql`t.order_id = ${words}`, sql`t.order_id like ${like}`];
  if (/^\d{4}$/.test(words)) any.push(sql`t.card_last4 = ${words}`);
  if (words.includes('@')) any.push(sql`t.sender_email = ${words.toLowerCase()}`);
  const minor = toMinor(words);
  if (minor !== null) any.push(sql`t.amount = ${minor}`);
  return sql`(${sql.join(any, sql` or `)})`;
}

export const paymentsSource: ListSource = {
  name: 'payments',
  view: 'transactions',
  from: sql`payments t join merchants m on m.id = t.merchant_id`,
  fields: [
    int('id'),
    text('order_id'),
    timestamp('created', col('created_at')),
    date('created_date', sql`(t.created_at at time zone 'UTC')::date`),
    text('status', col('status'), { values: PAYMENT_STATUSES }),
    text('processing_status'),
    text('tran_type'),
    text('ps_tran_id'),
    money('amount'),
    money('actual_amount'),
    money('capture_amount'),
    money('reversal_amount'),
    money('settlement_amount'),
    money('client_fee'),
    // What the merchant keeps of the payment (the money model's kept: captured less refunded): the
    // payments list's totals add it up.
    money('net_amount', sql`${capturedSql('t')} - ${refundedSql('t')}`),
    text('v_currency', col('currency')),
    text('v_actual_currency', col('actual_currency')),
    text('payment_system', PAYMENT_SYSTEM),
    // Masked: only BIN and last four exist in storage, never a full card number.
    text('card', MASKED_CARD, { nullable: true }),
    text('card_bin', col('card_bin'), { nullable: true }),
    text('card_last4', col('card_last4'), { nullable: true }),
    // Where the payment came from: the MO/TO terminal (024) or a customer's own checkout.
    text('channel', sql`case when t.moto then 'MO/TO' else 'E-commerce' end`),
    text('sender_email', col('sender_email'), { nullable: true }),
    text('rectoken', col('rectoken'), { nullable: true }),
    bool('has_part_capture'),
    bool('has_part_reverse'),
    bool('is_fraud'),
    text('merchant', sql`m.name`),
    text('merchant_id', sql`m.merchant_id`),
    // The state rules of server/payments/flags.ts in SQL; the actions need 'edit' (printing does not).
    flag('can_capture', sql`t.status = 'processing' and t.capture_amount < t.amount`, { edit: true }),
    flag('can_reverse', sql`t.status in ('approved', 'partially_reversed') and t.reversal_amount < t.capture_amount`, { edit: true }),
    flag('can_callback', sql`coalesce(jsonb_typeof(t.callback_data -> 'url') = 'string', false)`, { edit: true }),
    flag('can_receipt', sql`t.capture_amount > 0`),
  ],
  search: { fields: ['order_id', 'card_last4', 'sender_email', 'amount'], sql: search },
  // Spec 002 s.7 names the lists payments/, uncaptured/, recurring/, refund/, fraud/ side by side.
  tabs: [
    { endpoint: 'transactions.payments', tab: 'all' },
    // Authorised, not yet captured (the only status a capture applies to).
    { endpoint: 'transactions.uncaptured', tab: 'uncaptured', preset: sql`t.status = 'processing'` },
    { endpoint: 'transactions.recurring', tab: 'recurring', preset: sql`t.rectoken is not null` },
    { endpoint: 'transactions.refund', tab: 'refund', preset: sql`t.reversal_amount > 0` },
    { endpoint: 'transactions.fraud', tab: 'fraud', preset: sql`t.is_fraud` },
  ],
};
