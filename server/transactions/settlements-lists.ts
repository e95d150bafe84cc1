// Settlements (spec 002 s.7): bulk = the settlement batches (one row per period and account);
// transactional = the settled payments one by one, with what each brought and cost.
import { sql } from 'kysely';
import { col, created, day, integer, money, select, text } from '../lists/field-helpers.ts';
import { toMinor } from '../lists/money.ts';
import type { ListDefinition, ListRoute } from '../lists/types.ts';

const bulk: ListDefinition = {
  id: 'settlements_bulk',
  title: 'Settlements',
  view: 'transactions',
  from: sql`settlements t`,
  fields: [
    integer('id', 'ID', col('id'), { sortable: true }),
    text('odb_ref', 'Reference', col('odb_ref'), { modes: ['eq', 'in', 'contains', 'startswith'], format: 'link' }),
    created(),
    day('period_from', 'Period from'),
    day('period_to', 'Period to'),
    select('status', 'Status', ['pending', 'settled']),
    money('amount', 'Amount', 'settlement_currency', col('amount'), { sortable: true }),
    money('fee_oplata', 'Fee', 'settlement_currency'),
    money('settlement_amount', 'Settlement amount', 'settlement_currency'),
    text('settlement_currency', 'Currency', col('settlement_currency'), { modes: ['eq', 'ne', 'in'] }),
    money('payments', 'Payments', 'settlement_currency'),
    money('refunds', 'Refunds', 'settlement_currency'),
    money('deposits', 'Rolling reserve', 'settlement_currency'),
    money('chargebacks', 'Chargebacks', 'settlement_currency'),
    money('fees', 'Fees', 'settlement_currency'),
    integer('cnt', 'Transactions'),
    text('account_number', 'Account', col('account_number'), { modes: ['eq', 'contains'] }),
  ],
  defaultColumns: ['odb_ref', 'period_from', 'period_to', 'status', 'amount', 'fee_oplata', 'settlement_amount', 'cnt'],
  mandatoryFields: ['odb_ref', 'status'],
  enabledFilters: ['created', 'status', 'odb_ref'],
  fulltextFields: ['odb_ref', 'settlement_amount'],
  fulltext: (words) => {
    const minor = toMinor(words);
    return minor === null ? sql`t.odb_ref = ${words}` : sql`(t.odb_ref = ${words} or t.settlement_amount = ${minor})`;
  },
  defaultSort: '-created',
};

const transactional: ListDefinition = {
  id: 'settlements_transactional',
  title: 'Settled transactions',
  view: 'transactions',
  from: sql`payments t`,
  fields: [
    integer('id', 'ID', col('id'), { sortable: true, format: 'link' }),
    text('order_id', 'Order ID', col('order_id'), { sortable: true }),
    created(),
    select('tran_type', 'Type', ['purchase', 'p2p debit']),
    money('amount', 'Amount', 'v_currency', col('amount'), { sortable: true }),
    money('settlement_amount', 'Settlement amount', 'v_currency'),
    money('fee', 'Fee', 'v_currency', sql`t.amount - t.settlement_amount`),
    text('v_currency', 'Currency', col('currency'), { modes: ['eq', 'ne', 'in'] }),
    text('card', 'Card', sql`t.card_bin || '******' || t.card_last4`, { modes: undefined }),
  ],
  defaultColumns: ['id', 'order_id', 'created', 'amount', 'settlement_amount', 'fee', 'v_currency'],
  mandatoryFields: ['id'],
  enabledFilters: ['created', 'order_id'],
  fulltextFields: ['order_id'],
  fulltext: (words) => sql`t.order_id = ${words}`,
  defaultSort: '-created',
};

export const settlementRoutes: ListRoute[] = [
  { path: '/merchant/transactions/settlements/bulk/', def: bulk, tab: 'bulk' },
  { path: '/merchant/transactions/settlements/transactional/', def: transactional, tab: 'transactional', preset: sql`t.settlement_amount > 0` },
];
