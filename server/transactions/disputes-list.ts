// Disputes (chargebacks, spec 002 s.3 and s.7) with tabs all, urgent, progress and closed.
import { sql, type RawBuilder } from 'kysely';
import { col, created, day, flag, integer, money, select, text } from '../lists/field-helpers.ts';
import { toMinor } from '../lists/money.ts';
import type { ListDefinition, ListRoute } from '../lists/types.ts';

export const DISPUTE_STATUSES = ['Needs response', 'In progress', 'Won', 'Lost', 'Closed'];

function search(words: string) {
  const any = [sql`t.chargeback_id = ${words}`, sql`t.merchant_orderid = ${words}`, sql`t.email = ${words.toLowerCase()}`];
  const minor = toMinor(words);
  if (minor !== null) any.push(sql`t.dispute_amount = ${minor}`);
  return sql`(${sql.join(any, sql` or `)})`;
}

const disputes: ListDefinition = {
  id: 'disputes',
  title: 'Disputes',
  view: 'transactions',
  from: sql`disputes t`,
  fields: [
    integer('id', 'ID', col('id'), { sortable: true }),
    text('chargeback_id', 'Chargeback ID', col('chargeback_id'), { modes: ['eq', 'in', 'startswith'] }),
    text('merchant_orderid', 'Order ID', col('merchant_orderid'), { sortable: true }),
    text('internal_orderid', 'Internal order ID', col('internal_orderid'), { modes: ['eq'] }),
    text('email', 'Customer e-mail', col('email'), { modes: ['eq', 'contains', 'empty'] }),
    money('actual_amount', 'Payment amount', 'currency'),
    money('dispute_amount', 'Dispute amount', 'currency', col('dispute_amount'), { sortable: true }),
    text('currency', 'Currency', col('currency'), { modes: ['eq', 'ne', 'in'] }),
    day('dispute_date', 'Dispute date', col('dispute_date'), { sortable: true }),
    day('response_deadline', 'Respond by', col('response_deadline'), { sortable: true }),
    select('status_name', 'Status', DISPUTE_STATUSES),
    created(),
    flag('can_respond', sql`t.status_name = 'Needs response'`),
  ],
  defaultColumns: ['chargeback_id', 'merchant_orderid', 'email', 'dispute_amount', 'dispute_date', 'response_deadline', 'status_name'],
  mandatoryFields: ['chargeback_id', 'status_name'],
  enabledFilters: ['created', 'status_name', 'merchant_orderid'],
  fulltextFields: ['chargeback_id', 'merchant_orderid', 'email', 'dispute_amount'],
  fulltext: search,
  defaultSort: '-created',
};

const tab = (name: string, preset?: RawBuilder<unknown>): ListRoute =>
  ({ path: `/merchant/transactions/disputes/${name}/`, def: disputes, tab: name, preset });

export const disputeRoutes: ListRoute[] = [
  tab('all'),
  tab('urgent', sql`t.status_name = 'Needs response'`),
  tab('progress', sql`t.status_name = 'In progress'`),
  tab('closed', sql`t.status_name in ('Won', 'Lost', 'Closed')`),
];
