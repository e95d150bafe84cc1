// Bulk payment generation in one INSERT ... SELECT generate_series per batch: the database makes the
// rows itself, so a million take seconds to minutes even on PGlite. Values are derived from md5 of
// (seed, row number), hence deterministic for a given seed. The same statement writes the payments'
// ledger entries (ledger/payment-entries.ts) and adds them to the balances, as the app does per payment.
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { entriesSql } from '../ledger/payment-entries.ts';

/** moto: the merchant takes MO/TO orders, so some of its purchases are flagged as charged from the terminal. */
export type PaymentTarget = { id: number; currency: string; url: string; moto?: boolean };
const BATCH = 50_000;

async function insertBatch(db: Db, merchants: PaymentTarget[], from: number, count: number, seed: string, base: Date, days: number): Promise<void> {
  const ids = merchants.map((m) => m.id);
  const currencies = merchants.map((m) => m.currency);
  const urls = merchants.map((m) => m.url);
  const motos = merchants.map((m) => m.moto ?? false);
  // Balances rows first: the statement below adds to them.
  await sql`insert into balances (merchant_id, currency, available) select distinct id, currency, 0 from unnest(${ids}::int[], ${currencies}::text[]) as m(id, currency)
    on conflict (merchant_id, currency) do nothing`.execute(db);
  await sql`
    with h as (
      select n, md5(${seed} || ':' || n) as h from generate_series(${from}::int, ${from + count - 1}::int) as n
    ), g as (
      -- four independent 32-bit values per row from one md5: ra, rb, rc in [0, 1), rd an integer
      select n,
        ${sql.lit(ids.length)}::int as k,
        ('x' || substr(h, 1, 8))::bit(32)::bigint / 4294967296.0 as ra,
        ('x' || substr(h, 9, 8))::bit(32)::bigint / 4294967296.0 as rb,
        ('x' || substr(h, 17, 8))::bit(32)::bigint / 4294967296.0 as rc,
        ('x' || substr(h, 25, 8))::bit(32)::bigint as rd
      from h
    ), p as (
      select n, rd,
        (${ids}::int[])[1 + n % k] as merchant_id,
        (${currencies}::text[])[1 + n % k] as currency,
        (${urls}::text[])[1 + n % k] as url,
        (${motos}::boolean[])[1 + n % k] as takes_moto,
        case when ra < 0.70 then 'approved' when ra < 0.82 then 'declined' when ra < 0.87 then 'reversed'
             when ra < 0.90 then 'partially_reversed' when ra < 0.94 then 'processing' when ra < 0.97 then 'created'
             else 'expired' end as status,
        100 + floor(rb * rb * 99900)::bigint as amount,
        ${base}::timestamptz - (rc * ${days}) * interval '1 day' as created_at
      from g
    ), inserted as (
    insert into payments (merchant_id, order_id, status, processing_status, tran_type, ps_tran_id, amount, actual_amount,
      capture_amount, reversal_amount, deposit_amount, settlement_amount, client_fee, currency, actual_currency,
      card_bin, card_last4, sender_email, rectoken, recurring_data, callback_data, has_part_capture, has_part_reverse,
      is_fraud, payer_country, moto, created_at)
    select merchant_id, 'order_' || ${seed} || '_' || n, status,
      case when status in ('approved', 'reversed', 'partially_reversed') then 'success'
           when status = 'declined' then 'failed' else 'in_progress' end,
      case when rd % 20 = 0 then 'p2p debit' else 'purchase' end,
      (700000000 + n)::text, amount,
      case when status in ('approved', 'reversed', 'partially_reversed') then amount else 0 end,
      case when status in ('approved', 'reversed', 'partially_reversed') then amount else 0 end,
      case when status = 'reversed' then amount when status = 'partially_reversed' then amount / 2 else 0 end,
      0,
      case when status = 'approved' then amount - amount * 2 / 100 else 0 end,
      0, currency, currency,
      (array['444455', '535456', '411111', '522222', '676767', '427651'])[1 + rd % 6],
      lpad((rd % 10000)::text, 4, '0'),
      'customer' || (rd % 997) || '@example.com',
      case when rd % 10 = 1 then md5(${seed} || 'rec' || n) end,
      case when rd % 10 = 1 then jsonb_build_object('every', 1, 'period', 'month', 'state', 'active') end,
      jsonb_build_object('url', url || '/callback', 'response_code', 200),
      false, status = 'partially_reversed', rd % 100 = 7,
      (array['GE', 'GE', 'GE', 'US', 'DE', 'GB', 'TR', 'AM', 'UA', 'FR', 'PL', 'IL'])[1 + (rd / 7) % 12],
      -- One purchase in eight of a MO/TO merchant came through the terminal.
      takes_moto and rd % 8 = 3 and rd % 20 <> 0, created_at
    from p
    returning id, merchant_id, currency, capture_amount, reversal_amount, created_at as at
    ), entered as (
      insert into ledger_entries (merchant_id, currency, kind, amount, ref, created_at)
      ${entriesSql(sql`select * from inserted`, false)}
      returning merchant_id, currency, amount
    )
    update balances b set available = b.available + s.amount, updated_at = now()
    from (select merchant_id, currency, sum(amount) as amount from entered group by 1, 2) s
    where b.merchant_id = s.merchant_id and b.currency = s.currency`.execute(db);
}

/** Inserts `count` payments spread over the merchants and the `days` before `base`. */
export async function insertPayments(db: Db, merchants: PaymentTarget[], count: number, opts: { seed: string; base: Date; days: number; onBatch?: (done: number) => void }): Promise<void> {
  for (let done = 0; done < count; done += BATCH) {
    await insertBatch(db, merchants, done + 1, Math.min(BATCH, count - done), opts.seed, opts.base, opts.days);
    opts.onBatch?.(Math.min(done + BATCH, count));
  }
}
