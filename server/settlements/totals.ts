// A settlement's totals, computed from the payments that carry its id (never stored, so they cannot
// disagree with its payment list or currency table). All in the settlement currency: a payment
// names only a settlement of its own currency (migration 014).
//   cnt, amount = payments (what was charged), settlement_amount (what was paid out),
//   fee_oplata = fees = amount - settlement_amount, refunds and deposits (rolling reserve) of those
//   payments, chargebacks = lost disputes on them.
import { sql, type RawBuilder } from 'kysely';

/** `cross join lateral` over the settlement `alias`: columns cnt and the money totals (bigint). */
export function settlementTotalsJoin(alias: string): RawBuilder<unknown> {
  const id = sql.ref(`${alias}.id`);
  return sql`cross join lateral (
    select count(p.id)::int as cnt,
      coalesce(sum(p.amount), 0)::bigint as amount,
      coalesce(sum(p.settlement_amount), 0)::bigint as settlement_amount,
      coalesce(sum(p.amount - p.settlement_amount), 0)::bigint as fees,
      coalesce(sum(p.reversal_amount), 0)::bigint as refunds,
      coalesce(sum(p.deposit_amount), 0)::bigint as deposits,
      coalesce((select sum(d.dispute_amount) from disputes d join payments dp on dp.id = d.payment_id
        where dp.settlement_id = ${id} and d.status_name = 'Lost'), 0)::bigint as chargebacks
    from payments p where p.settlement_id = ${id}) st`;
}
