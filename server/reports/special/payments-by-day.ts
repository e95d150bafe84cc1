// Special report 1001, payments by day: per day (UTC) and currency, how many payments there were,
// how many were paid ('approved': captured, refunded later in part or in full or not), what was
// captured, refunded and settled, counted by the one money model (server/money/model.ts). Read from
// payments, grouped; the merchant condition on the outer query reaches the grouping (a grouped column).
import { sql } from 'kysely';
import { capturedSql, paidSql, refundedSql } from '../../money/model.ts';
import { date, int, money, text } from '../../lists/field-sql.ts';
import type { ListSource } from '../../lists/types.ts';

export const paymentsByDaySource: ListSource = {
  name: 'special_1001',
  view: 'reports',
  from: sql`(
    select min(p.id) as id, p.merchant_id, (p.created_at at time zone 'UTC')::date as day, p.currency,
      count(*)::int as payments_count,
      (count(*) filter (where ${paidSql('p')}))::int as approved_count,
      (count(*) filter (where p.status = 'declined'))::int as declined_count,
      coalesce(sum(${capturedSql('p')}), 0)::bigint as approved_amount,
      coalesce(sum(${refundedSql('p')}), 0)::bigint as refunded_amount,
      coalesce(sum(p.settlement_amount), 0)::bigint as settled_amount
    from payments p group by p.merchant_id, (p.created_at at time zone 'UTC')::date, p.currency) t`,
  fields: [
    int('id'),
    date('day'),
    text('currency'),
    int('payments_count'),
    int('approved_count'),
    int('declined_count'),
    money('approved_amount'),
    money('refunded_amount'),
    money('settled_amount'),
  ],
  search: { fields: ['currency'], sql: (words) => sql`t.currency = ${words.toUpperCase()}` },
  tabs: [{ endpoint: 'special.report1001', tab: 'all' }],
};
