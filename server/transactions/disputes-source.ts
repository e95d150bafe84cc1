// How the disputes list (chargebacks, spec 002 s.3 and s.7; schemas/lists/disputes.json) reads
// storage, with tabs all, urgent, progress and closed.
import { sql } from 'kysely';
import { col, date, flag, int, money, text, timestamp } from '../lists/field-sql.ts';
import { toMinor } from '../lists/money.ts';
import type { ListSource } from '../lists/types.ts';

function search(words: string) {
  const any = [sql`t.chargeback_id = ${words}`, sql`t.merchant_orderid = ${words}`, sql`t.email = ${words.toLowerCase()}`];
  const minor = toMinor(words);
  if (minor !== null) any.push(sql`t.dispute_amount = ${minor}`);
  return sql`(${sql.join(any, sql` or `)})`;
}

export const disputesSource: ListSource = {
  name: 'disputes',
  view: 'transactions',
  from: sql`disputes t join merchants m on m.id = t.merchant_id`,
  fields: [
    int('id'),
    text('chargeback_id'),
    text('merchant_orderid'),
    text('internal_orderid'),
    text('email'),
    money('actual_amount'),
    money('dispute_amount'),
    text('currency'),
    date('dispute_date'),
    date('response_deadline'),
    text('status_name'),
    timestamp('created', col('created_at')),
    // As the detail's can_respond (server/disputes/view.ts): open until the end of the deadline day in
    // the merchant's time zone, and the caller may edit.
    flag('can_respond', sql`t.status_name = 'Needs response' and t.response_deadline >= (now() at time zone m.time_zone)::date`, { edit: true }),
  ],
  search: { fields: ['chargeback_id', 'merchant_orderid', 'email', 'dispute_amount'], sql: search },
  tabs: [
    { endpoint: 'transactions.disputesAll', tab: 'all' },
    { endpoint: 'transactions.disputesUrgent', tab: 'urgent', preset: sql`t.status_name = 'Needs response'` },
    { endpoint: 'transactions.disputesProgress', tab: 'progress', preset: sql`t.status_name = 'In progress'` },
    { endpoint: 'transactions.disputesClosed', tab: 'closed', preset: sql`t.status_name in ('Won', 'Lost', 'Closed')` },
  ],
};
