// The multiparty lists (spec 002 s.3: payout history, top-ups, daily summary, balances) of the
// merchant chosen in the header, read with the multiparty privilege. Cards as BIN and last four.
import { sql } from 'kysely';
import { col, int, money, text, timestamp, date } from '../lists/field-sql.ts';
import { toMinor } from '../lists/money.ts';
import type { ListSource } from '../lists/types.ts';

function amountSearch(words: string, extra: ReturnType<typeof sql>[] = []) {
  const any = [...extra];
  const minor = toMinor(words);
  if (minor !== null) any.push(sql`t.amount = ${minor}`);
  return any.length ? sql`(${sql.join(any, sql` or `)})` : null;
}

export const payoutHistorySource: ListSource = {
  name: 'payouts',
  view: 'multiparty',
  from: sql`payouts t join merchants m on m.id = t.merchant_id`,
  fields: [
    int('id'),
    text('order_id'),
    int('merchant_id'),
    timestamp('timestart', col('created_at')),
    money('amount'),
    // Paid out or on its way (reserved): a declined or rejected payout's money came back. The history's totals add it up.
    money('paid_amount', sql`case when t.status in ('declined', 'rejected') then 0 else t.amount end`),
    text('currency'),
    text('status'),
    text('type'),
    text('receiver_card', sql`t.card_bin || '******' || t.card_last4`),
    text('card_last4'),
    text('additional_info'),
    text('decline_reason', col('decline_reason'), { nullable: true }),
  ],
  search: {
    fields: ['order_id', 'card_last4', 'amount'],
    sql: (words) => amountSearch(words, [sql`t.order_id = ${words}`, ...(/^\d{4}$/.test(words) ? [sql`t.card_last4 = ${words}`] : [])]),
  },
  tabs: [{ endpoint: 'payouts.history', tab: 'payouts' }],
};

/** Money in: pay-ins of approved payments and top-ups. */
export const payinSource: ListSource = {
  name: 'topups',
  view: 'multiparty',
  from: sql`ledger_entries t join merchants m on m.id = t.merchant_id`,
  fields: [
    int('id'),
    timestamp('createtime', col('created_at')),
    money('amount'),
    text('currency'),
    text('merchant', sql`m.name`),
    text('kind'),
    text('ref'),
  ],
  search: { fields: ['amount'], sql: (words) => amountSearch(words) },
  tabs: [{ endpoint: 'payouts.payin', tab: 'topups', preset: sql`t.kind in ('payin', 'topup')` }],
};

/** One row per merchant, currency and UTC day with entries: money in (net of refunds), money out (net of returns), fees (net of those returned), closing balance. */
export const summarySource: ListSource = {
  name: 'summary',
  view: 'multiparty',
  from: sql`(select row_number() over (order by d.merchant_id, d.currency, d.day) as id, d.merchant_id, d.currency, d.day, d.payin, d.payout, d.fee,
      sum(d.net) over (partition by d.merchant_id, d.currency order by d.day) as balance
    from (select merchant_id, currency, (created_at at time zone 'UTC')::date as day,
        coalesce(sum(amount) filter (where kind in ('payin', 'topup', 'refund')), 0) as payin,
        -coalesce(sum(amount) filter (where kind in ('payout', 'payout_reversal')), 0) as payout,
        -coalesce(sum(amount) filter (where kind = 'fee'), 0) as fee,
        sum(amount) as net
      from ledger_entries group by 1, 2, 3) d) t`,
  fields: [
    int('id'),
    date('operationday', col('day')),
    text('currency'),
    money('balance'),
    money('payin'),
    money('payout'),
    money('fee'),
  ],
  search: { fields: [], sql: () => null },
  tabs: [{ endpoint: 'payouts.summary', tab: 'summary' }],
};

// Due (balance_cr, spec 002 s.3): what is authorised and not captured yet (payments `processing`
// with less captured than authorised), which comes into the available balance (less its fee) when
// captured and never when the authorisation is reversed. Read by the dashboard index
// (merchant_id, currency, created_at) include (status, amount): the merchant's uncaptured rows only
// are read from the table.
export const UNCAPTURED = sql`p.status = 'processing' and p.capture_amount < p.amount`;
export const UNCAPTURED_SUM = sql`coalesce(sum(p.amount - p.capture_amount), 0)`;

/** One row per currency of a multiparty merchant (its currencies and any it holds a balance in),
 * zero where it has none yet: available (the ledger's balance), reserved (payouts awaiting approval
 * or with the processor) and due (UNCAPTURED). A merchant without multiparty payouts has no rows
 * (the list's empty state says why). */
export const balancesSource: ListSource = {
  name: 'balances',
  view: 'multiparty',
  from: sql`(select m.id * 1000 + c.n as id, m.id as merchant_id, c.currency, coalesce(b.available, 0) as available
      from merchants m
      cross join lateral (select currency, row_number() over (order by currency) as n from (select jsonb_array_elements_text(m.currencies) as currency
        union select b2.currency from balances b2 where b2.merchant_id = m.id) u) c
      left join balances b on b.merchant_id = m.id and b.currency = c.currency
      where m.has_multiparty) t join merchants m on m.id = t.merchant_id`,
  fields: [
    int('id'),
    int('merchant_id'),
    text('merchant_name', sql`m.name`),
    text('currency'),
    money('balance_db', col('available')),
    money('balance_hold', sql`(select coalesce(sum(p.amount), 0) from payouts p where p.merchant_id = t.merchant_id
      and p.currency = t.currency and p.status in ('awaiting_approval', 'processing'))`),
    money('balance_cr', sql`(select ${UNCAPTURED_SUM} from payments p where p.merchant_id = t.merchant_id
      and p.currency = t.currency and ${UNCAPTURED})`),
  ],
  search: { fields: [], sql: () => null },
  tabs: [{ endpoint: 'payouts.balances', tab: 'balances' }],
};

export const payoutSources: ListSource[] = [payoutHistorySource, payinSource, summarySource, balancesSource];
