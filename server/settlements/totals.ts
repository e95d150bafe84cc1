// A settlement's totals (docs/decisions.md "Settlements are final"): the sums of its lines
// (./lines.ts, ./live-lines.ts), never stored apart from them. A settled batch's lines are the rows frozen when it
// closed, so its figures never change; an open batch's are those of the payments carrying its id as
// they stand now, plus the adjustments carried into it. All in the settlement currency:
//   cnt = its payments, amount = payments (captured), fees (= fee_oplata), refunds, chargebacks,
//   deposits (rolling reserve), settlement_amount = payments - refunds - chargebacks - fees - deposits.
import { sql, type RawBuilder } from 'kysely';
import { liveLinesSql } from './live-lines.ts';

/** `cross join lateral` over the settlement `alias`: columns cnt and the money totals (bigint). */
export function settlementTotalsJoin(alias: string): RawBuilder<unknown> {
  const id = sql.ref(`${alias}.id`);
  const status = sql.ref(`${alias}.status`);
  const sum = (kind: string) => sql`coalesce(sum(l.amount) filter (where l.kind = ${sql.lit(kind)}), 0)`;
  return sql`cross join lateral (
    select count(*) filter (where l.kind = 'payment')::int as cnt,
      ${sum('payment')}::bigint as amount,
      (${sum('payment')} - ${sum('refund')} - ${sum('chargeback')} - ${sum('fee')} - ${sum('reserve')})::bigint as settlement_amount,
      ${sum('fee')}::bigint as fees,
      ${sum('refund')}::bigint as refunds,
      ${sum('reserve')}::bigint as deposits,
      ${sum('chargeback')}::bigint as chargebacks
    from (select sl.kind, sl.amount from settlement_lines sl where sl.settlement_id = ${id}
      union all select lv.kind, lv.amount from (${liveLinesSql(id)}) lv where ${status} <> 'settled') l) st`;
}
