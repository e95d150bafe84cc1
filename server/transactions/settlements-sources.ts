// Settlements (spec 002 s.7): bulk = the settlement batches (one row per period and account,
// schemas/lists/settlements.json); transactional = the settled payments one by one, with what
// each brought and cost (schemas/lists/settlement_transactional.json).
import { sql } from 'kysely';
import { col, date, int, money, text, timestamp } from '../lists/field-sql.ts';
import { toMinor } from '../lists/money.ts';
import type { ListSource } from '../lists/types.ts';
import { settlementTotalsJoin } from '../settlements/totals.ts';
import { MASKED_CARD } from './payments-source.ts';

const total = (name: string) => sql.ref(`st.${name}`);

export const settlementsBulkSource: ListSource = {
  name: 'settlements_bulk',
  view: 'transactions',
  // Totals come from the settlement's payments (server/settlements/totals.ts).
  from: sql`settlements t ${settlementTotalsJoin('t')}`,
  fields: [
    int('id'),
    text('odb_ref'),
    timestamp('created', col('created_at')),
    date('period_from'),
    date('period_to'),
    text('status'),
    money('amount', total('amount')),
    money('fee_oplata', total('fees')),
    money('settlement_amount', total('settlement_amount')),
    text('settlement_currency'),
    money('payments', total('amount')),
    money('refunds', total('refunds')),
    money('deposits', total('deposits')),
    money('chargebacks', total('chargebacks')),
    money('fees', total('fees')),
    int('cnt', total('cnt')),
    text('account_number'),
  ],
  search: {
    fields: ['odb_ref', 'settlement_amount'],
    sql: (words) => {
      const minor = toMinor(words);
      return minor === null ? sql`t.odb_ref = ${words}` : sql`(t.odb_ref = ${words} or st.settlement_amount = ${minor})`;
    },
  },
  tabs: [{ endpoint: 'transactions.settlementsBulk', tab: 'bulk' }],
};

export const SETTLED_PAYMENTS = 'transactions.settlementsTransactional';

export const settlementsTransactionalSource: ListSource = {
  name: 'settlements_transactional',
  view: 'transactions',
  from: sql`payments t`,
  fields: [
    int('id'),
    text('order_id'),
    timestamp('created', col('created_at')),
    text('tran_type'),
    money('amount'),
    money('settlement_amount'),
    money('fee', sql`t.amount - t.settlement_amount`),
    text('v_currency', col('currency')),
    text('card', MASKED_CARD, { nullable: true }),
    // The settlement that paid it out (migration 014), null until one does.
    text('odb_ref', sql`(select s.odb_ref from settlements s where s.id = t.settlement_id)`, { nullable: true }),
  ],
  search: { fields: ['order_id'], sql: (words) => sql`t.order_id = ${words}` },
  tabs: [{ endpoint: SETTLED_PAYMENTS, tab: 'transactional', preset: sql`t.settlement_amount > 0` }],
};
