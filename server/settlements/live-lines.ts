// The lines of an open settlement batch as its payments stand now (docs/decisions.md "Settlements are
// final"): what closeSettlement (./lines.ts) freezes and what totals.ts sums while the batch is open.
// A module of its own: the list sources read totals.ts when they load, before lines.ts (which reaches
// the invoice modules, and through them those sources) could be.
import { sql, type RawBuilder } from 'kysely';
import { capturedSql, refundedSql } from '../money/model.ts';

/**
 * The lines of the payments carrying settlement `id` (an SQL expression) as they stand now:
 * columns kind, amount, payment_id, order_id, occurred_at. Captured and refunded amounts by the one
 * money model (server/money/model.ts); a payment's fee is what it keeps back of the captured amount
 * beyond its reserve: capture - settlement_amount - deposit.
 */
export function liveLinesSql(id: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`select l.kind, l.amount, p.id as payment_id, p.order_id, p.created_at as occurred_at
    from payments p cross join lateral (values
      ('payment', ${capturedSql('p')}::bigint),
      ('fee', greatest(p.capture_amount - p.settlement_amount - p.deposit_amount, 0)::bigint),
      ('reserve', p.deposit_amount::bigint),
      ('refund', ${refundedSql('p')}::bigint)) l(kind, amount)
    where p.settlement_id = ${id} and (l.kind = 'payment' or l.amount > 0)
    union all
    select 'chargeback', d.dispute_amount::bigint, p.id, p.order_id, d.created_at
    from payments p join disputes d on d.payment_id = p.id
    where p.settlement_id = ${id} and d.status_name = 'Lost'`;
}
