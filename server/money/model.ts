// One money model for every total (issue 27 must-show 2): how a payment counts in a sum, written once
// here as SQL (for queries) and as a function (for code and tests) that agree. Integer minor units.
//  - paid: money was captured: status approved, or refunded later in part (partially_reversed) or in
//    full (reversed). A refund does not un-pay a payment: it counts as paid, and its refund counts apart.
//  - captured: what was taken (capture_amount; a partial capture takes less than was authorised), 0
//    for a payment not paid.
//  - refunded: what went back to the payer (reversal_amount), of a paid payment.
//  - kept: captured - refunded.
// Users: reports (special 1001 'Payments by day'), settlement lines (server/settlements/lines.ts), the
// payments list's totals (net_amount, server/transactions/payments-source.ts).
// The dashboard rollups (migration 019, server/dashboard/aggregates.ts) count paid payments by the same
// statuses but sum the authorised amount; moving them here needs a migration that rebuilds them.
import { sql, type RawBuilder } from 'kysely';

export const PAID_STATUSES = ['approved', 'partially_reversed', 'reversed'] as const;

const col = (alias: string, name: string) => sql.ref(`${alias}.${name}`);

/** SQL: the payment row `alias` is paid (boolean). */
export const paidSql = (alias: string): RawBuilder<boolean> =>
  sql<boolean>`${col(alias, 'status')} in (${sql.join(PAID_STATUSES.map((s) => sql.lit(s)))})`;

/** SQL: what payment `alias` captured (bigint minor units; 0 when not paid). */
export const capturedSql = (alias: string): RawBuilder<number> =>
  sql<number>`(case when ${paidSql(alias)} then ${col(alias, 'capture_amount')} else 0 end)`;

/** SQL: what payment `alias` refunded (0 when not paid). */
export const refundedSql = (alias: string): RawBuilder<number> =>
  sql<number>`(case when ${paidSql(alias)} then ${col(alias, 'reversal_amount')} else 0 end)`;

export type PaymentMoneyFields = { status: string; capture_amount: number | string; reversal_amount: number | string };

/** The same model in code. */
export function paymentMoney(p: PaymentMoneyFields): { paid: boolean; captured: number; refunded: number; kept: number } {
  const paid = (PAID_STATUSES as readonly string[]).includes(p.status);
  const captured = paid ? Number(p.capture_amount) : 0;
  const refunded = paid ? Number(p.reversal_amount) : 0;
  return { paid, captured, refunded, kept: captured - refunded };
}
