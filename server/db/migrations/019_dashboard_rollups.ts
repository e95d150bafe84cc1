import { sql, type Kysely } from 'kysely';

// Dashboard rollups (issue 11 item 7; docs/decisions.md "Dashboard rollups"). Long ranges sum these
// instead of every payment. Each bucket keeps the five sums the widgets derive their measures from
// (server/dashboard/aggregates.ts): paid volume and count, all payments, refunded amount and count.
// - dashboard_quarter_sums: per merchant, currency and UTC quarter hour: the time graphs. Local days
//   and hours start on a quarter hour in every time zone in use (India +05:30, Nepal +05:45), so
//   grouping the buckets by local day or hour is exact in any zone.
// - dashboard_day_sums: per merchant, currency, UTC day and one dimension: 'all' (the totals),
//   'method' (the card BIN's first digit, '' without a card) or 'country' (the payer's, '' when
//   unknown): totals, pies and the map only need a range's sums; the partial days at a range's
//   ends are read from the payments.
// A statement trigger keeps both exact in the transaction that writes payments: it adds the
// inserted rows, subtracts the deleted ones, and for an update subtracts the old row and adds the
// new one (nothing when the summed columns stay the same); a truncate empties both. Buckets whose
// payments went away keep zero sums; readers skip them. No foreign key: deleting a merchant deletes
// its payments first, which zeroes its buckets.

const SUMS = ['volume', 'success', 'attempts', 'refunded', 'refunds'];

/** The signed contributions of the rows of a transition table (sign 1 added, -1 removed). */
const contributions = (table: string, sign: number) => `
  select merchant_id, currency, created_at, left(card_bin, 1) as bin, payer_country,
    ${sign} * case when status in ('approved', 'reversed', 'partially_reversed') then amount else 0 end as volume,
    ${sign} * (status in ('approved', 'reversed', 'partially_reversed'))::int as success,
    ${sign} as attempts,
    ${sign} * reversal_amount as refunded,
    ${sign} * (reversal_amount > 0)::int as refunds
  from ${table}`;

/** Adds the grouped contributions of `rows` to a rollup table keyed by `keys` (expressions named as the key columns),
 * in key order, so two statements lock the rows they share in the same order instead of deadlocking. */
function upsert(table: string, keys: Array<[string, string]>, rows: string, extraFrom = ''): string {
  const add = SUMS.map((s) => `${s} = r.${s} + excluded.${s}`).join(', ');
  return `
  insert into ${table} as r (${keys.map(([k]) => k).join(', ')}, ${SUMS.join(', ')})
  select ${keys.map(([k, e]) => `${e} as ${k}`).join(', ')}, ${SUMS.map((s) => `sum(c.${s})`).join(', ')}
  from (${rows}) c ${extraFrom}
  group by ${keys.map((_, i) => i + 1).join(', ')}
  having ${SUMS.map((s) => `sum(c.${s}) <> 0`).join(' or ')}
  order by ${keys.map((_, i) => i + 1).join(', ')}
  on conflict (${keys.map(([k]) => k).join(', ')}) do update set ${add};`;
}

const bucket = (seconds: number) => `to_timestamp(floor(extract(epoch from c.created_at) / ${seconds}) * ${seconds})`;

/** The statements that add `rows` (contributions) to both rollups. */
const apply = (rows: string): string[] => [
  upsert('dashboard_quarter_sums', [['merchant_id', 'c.merchant_id'], ['currency', 'c.currency'], ['bucket', bucket(900)]], rows),
  upsert('dashboard_day_sums',
    [['merchant_id', 'c.merchant_id'], ['currency', 'c.currency'], ['dim', 'd.dim'], ['bucket', bucket(86_400)], ['key', 'd.key']], rows,
    `cross join lateral (values ('all', ''), ('method', coalesce(c.bin, '')), ('country', coalesce(c.payer_country, ''))) as d(dim, key)`),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const sums = SUMS.map((s) => `${s} bigint not null`).join(', ');
  await sql.raw(`create table dashboard_quarter_sums (merchant_id integer not null, currency text not null,
    bucket timestamptz not null, ${sums}, constraint dashboard_quarter_sums_pk primary key (merchant_id, currency, bucket))`).execute(db);
  await sql.raw(`create table dashboard_day_sums (merchant_id integer not null, currency text not null,
    dim text not null check (dim in ('all', 'method', 'country')), bucket timestamptz not null, key text not null, ${sums},
    constraint dashboard_day_sums_pk primary key (merchant_id, currency, dim, bucket, key))`).execute(db);

  const body = (op: string) => (op === 'INSERT' ? apply(contributions('new_rows', 1))
    : op === 'DELETE' ? apply(contributions('old_rows', -1))
      : apply(`${contributions('old_rows', -1)} union all ${contributions('new_rows', 1)}`)).join('\n');
  await sql.raw(`create function dashboard_rollup() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then delete from dashboard_quarter_sums; delete from dashboard_day_sums;
      elsif tg_op = 'INSERT' then ${body('INSERT')}
      elsif tg_op = 'DELETE' then ${body('DELETE')}
      else ${body('UPDATE')}
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger payments_rollup_insert after insert on payments referencing new table as new_rows
    for each statement execute function dashboard_rollup()`.execute(db);
  await sql`create trigger payments_rollup_update after update on payments referencing old table as old_rows new table as new_rows
    for each statement execute function dashboard_rollup()`.execute(db);
  await sql`create trigger payments_rollup_delete after delete on payments referencing old table as old_rows
    for each statement execute function dashboard_rollup()`.execute(db);
  await sql`create trigger payments_rollup_truncate after truncate on payments
    for each statement execute function dashboard_rollup()`.execute(db);
  // The payments stored so far.
  for (const statement of apply(contributions('payments', 1))) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const op of ['insert', 'update', 'delete', 'truncate']) await sql.raw(`drop trigger payments_rollup_${op} on payments`).execute(db);
  await sql`drop function dashboard_rollup()`.execute(db);
  await db.schema.dropTable('dashboard_day_sums').execute();
  await db.schema.dropTable('dashboard_quarter_sums').execute();
}
