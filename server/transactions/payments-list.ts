// Payments list (spec 002 s.2-3, s.7) and its tabs all, uncaptured, recurring, refund, fraud,
// which are the same list with a preset condition.
import { sql, type RawBuilder } from 'kysely';
import { col, created, flag, integer, money, select, text, yesNo } from '../lists/field-helpers.ts';
import { toMinor } from '../lists/money.ts';
import type { ListDefinition, ListRoute } from '../lists/types.ts';

export const PAYMENT_STATUSES = ['created', 'processing', 'approved', 'declined', 'expired', 'reversed', 'partially_reversed'];

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

export const paymentsList: ListDefinition = {
  id: 'payments',
  title: 'Payments',
  view: 'transactions',
  from: sql`payments t join merchants m on m.id = t.merchant_id`,
  fields: [
    integer('id', 'ID', col('id'), { format: 'link', sortable: true, modes: ['eq', 'in', 'gt', 'gte', 'lt', 'lte'] }),
    text('order_id', 'Order ID', col('order_id'), { sortable: true }),
    created(),
    { name: 'created_date', label: 'Day', type: 'date', sql: sql`(t.created_at at time zone 'UTC')::date`, format: 'date', modes: ['eq', 'gte', 'lte', 'range'] },
    select('status', 'Status', PAYMENT_STATUSES),
    select('processing_status', 'Processing status', ['in_progress', 'success', 'failed']),
    select('tran_type', 'Type', ['purchase', 'p2p debit']),
    text('ps_tran_id', 'Payment system ID', col('ps_tran_id'), { modes: ['eq'] }),
    money('amount', 'Amount', 'v_currency', col('amount'), { sortable: true }),
    money('actual_amount', 'Actual amount', 'v_actual_currency'),
    money('capture_amount', 'Captured', 'v_currency'),
    money('reversal_amount', 'Refunded', 'v_currency'),
    money('settlement_amount', 'Settlement amount', 'v_currency'),
    money('client_fee', 'Client fee', 'v_currency'),
    text('v_currency', 'Currency', col('currency'), { modes: ['eq', 'ne', 'in'] }),
    text('v_actual_currency', 'Actual currency', col('actual_currency'), { modes: ['eq', 'ne', 'in'] }),
    text('payment_system', 'Method', sql`case left(t.card_bin, 1) when '4' then 'visa' when '5' then 'mastercard' when '6' then 'maestro' else 'card' end`,
      { format: 'payment_method', modes: ['eq', 'ne'] }),
    // Masked: only BIN and last four exist in storage, never a full card number.
    text('card', 'Card', sql`t.card_bin || '******' || t.card_last4`, { modes: undefined }),
    text('card_bin', 'Card BIN', col('card_bin'), { modes: ['eq', 'startswith', 'in'] }),
    text('card_last4', 'Card last four', col('card_last4'), { modes: ['eq', 'in'] }),
    text('sender_email', 'Customer e-mail'),
    text('rectoken', 'Card token', col('rectoken'), { modes: ['eq', 'isnull', 'notnull'] }),
    yesNo('has_part_capture', 'Partly captured'),
    yesNo('has_part_reverse', 'Partly reversed'),
    yesNo('is_fraud', 'Fraud'),
    text('merchant', 'Merchant', sql`m.name`, { modes: undefined }),
    text('merchant_id', 'Merchant ID', sql`m.merchant_id`, { modes: ['eq'] }),
    flag('can_capture', sql`t.status = 'processing'`),
    flag('can_reverse', sql`t.status in ('approved', 'partially_reversed') and t.reversal_amount < t.capture_amount`),
    flag('can_callback', sql`t.callback_data is not null`),
    flag('can_receipt', sql`t.status = 'approved'`),
  ],
  defaultColumns: ['id', 'order_id', 'created', 'status', 'tran_type', 'amount', 'payment_system', 'card', 'sender_email'],
  mandatoryFields: ['id', 'status'],
  enabledFilters: ['created', 'status', 'order_id'],
  fulltextFields: ['order_id', 'card_last4', 'sender_email', 'amount'],
  fulltext: search,
  defaultSort: '-created',
};

const tab = (tab: string, path: string, preset?: RawBuilder<unknown>): ListRoute =>
  ({ path: `/merchant/transactions/${path}/`, def: paymentsList, tab, preset });

// Spec 002 s.7 names the lists payments/, uncaptured/, recurring/, refund/, fraud/ side by side.
export const paymentRoutes: ListRoute[] = [
  tab('all', 'payments'),
  // Authorised, not yet captured (the only status a capture applies to).
  tab('uncaptured', 'uncaptured', sql`t.status = 'processing'`),
  tab('recurring', 'recurring', sql`t.rectoken is not null`),
  tab('refund', 'refund', sql`t.reversal_amount > 0`),
  tab('fraud', 'fraud', sql`t.is_fraud`),
];
