// A payment's ledger entries: what it brought to the merchant's balance. Its state is its captured
// amount c and reversed amount r (both only grow); the ledger holds, summed over its entries:
//   payin  +c                     (money in when captured)
//   fee    -ceil(2 % of (c - r))  (the provider's fee on what the merchant keeps: a refund returns its part)
//   refund -r                     (money back to the payer)
// so a payment never takes the balance below zero by itself. One SQL (entriesSql) turns states into
// the entries still missing: the first posting of a payment has ref payment:<id> and the payment's
// time (the seed and the backfill post history), a later one payment:<id>:<c>:<r> and now(); the
// unique (kind, ref) makes posting one state twice enter it once. Written in the payment's own
// transaction by postPayment (checkout, MO/TO, capture, refund, recurring charge), in bulk by the
// seed (seed/payments.ts) and by the backfill of migration 032 (backfill.ts).
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { formatAmount } from '../payments/money.ts';
import type { PaymentsTrx } from '../payments/tables.ts';
import { lockBalance, post, type Entry } from './ledger.ts';
import type { EntryKind, LedgerTables } from './tables.ts';

/** The provider's fee in percent (a stand-in tariff), rounded up to a minor unit. */
export const PAYIN_FEE_PERCENT = 2;

/**
 * The entries that bring each payment of `states` (a relation with id, merchant_id, currency,
 * capture_amount, reversal_amount and at: the first posting's time, null for now) to its state.
 * `posted`: read what the ledger holds of each payment already (false for payments just inserted).
 */
export function entriesSql(states: RawBuilder<unknown>, posted: boolean): RawBuilder<{ merchant_id: number; currency: string; kind: EntryKind; amount: number; ref: string; created_at: Date }> {
  const held = posted
    ? sql`cross join lateral (select count(*) as n, coalesce(sum(l.amount) filter (where l.kind = 'payin'), 0) as payin,
          coalesce(sum(l.amount) filter (where l.kind = 'fee'), 0) as fee, coalesce(sum(l.amount) filter (where l.kind = 'refund'), 0) as refund
        from ledger_entries l where l.ref like 'payment:%' and split_part(l.ref, ':', 2) = s.id::text) h`
    : sql`cross join (select 0 as n, 0 as payin, 0 as fee, 0 as refund) h`;
  return sql`select s.merchant_id, s.currency, d.kind, d.amount,
      case when h.n = 0 then 'payment:' || s.id else 'payment:' || s.id || ':' || s.capture_amount || ':' || s.reversal_amount end as ref,
      case when h.n = 0 then coalesce(s.at, now()) else now() end as created_at
    from (${states}) s ${held}
    cross join lateral (values
      ('payin', s.capture_amount - h.payin),
      ('fee', -((s.capture_amount - s.reversal_amount) * ${sql.lit(PAYIN_FEE_PERCENT)} + 99) / 100 - h.fee),
      ('refund', -s.reversal_amount - h.refund)) d(kind, amount)
    where s.capture_amount > 0 and d.amount <> 0`;
}

/** The state of one payment after a change, as its row holds (or will hold) it. */
export type PaymentState = { id: number; merchant_id: number; currency: string; capture_amount: number; reversal_amount: number };

/**
 * Posts what the payment's new state adds to the ledger, in the caller's transaction (which holds
 * the payment: its row is new or locked), and history the ledger misses of it. A change that takes
 * money out (a refund) first locks the balance and is refused when the balance cannot cover it
 * (payouts took the money): before anything is written, so the caller's action writes nothing.
 */
export async function postPayment(tx: Transaction<Database> | PaymentsTrx, p: PaymentState): Promise<void> {
  // The payment actions' handle knows more tables; the ledger needs only its own.
  const trx = tx as Transaction<Database>;
  const state = sql`select ${p.id}::int as id, ${p.merchant_id}::int as merchant_id, ${p.currency}::text as currency,
    ${p.capture_amount}::bigint as capture_amount, ${p.reversal_amount}::bigint as reversal_amount, null::timestamptz as at`;
  const { rows } = await entriesSql(state, true).execute(trx);
  if (rows.length === 0) return;
  const ledger = trx.withTables<LedgerTables>();
  const change = rows.reduce((sum, e) => sum + Number(e.amount), 0);
  if (change < 0) {
    const available = await lockBalance(ledger, p.merchant_id, p.currency);
    if (available + change < 0) {
      throw badRequest([['amount', `The merchant's available balance (${formatAmount(available)} ${p.currency}) does not cover this refund: it was paid out`]]);
    }
  }
  await post(ledger, rows.map((e): Entry => ({ merchantId: e.merchant_id, currency: e.currency, kind: e.kind, amount: Number(e.amount), ref: e.ref, createdAt: e.created_at })));
}
