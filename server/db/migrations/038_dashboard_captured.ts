import { sql, type Kysely } from 'kysely';

// One money model (issue 27 must-show 2; server/money/model.ts): the dashboard's paid volume is what
// was captured, not what was authorised (a partial capture of 500.00 on 950.77 counted 950.77). The
// rollup trigger of migration 019 is replaced by the same function summing capture_amount, and both
// rollups are rebuilt from the payments. The statement builders are 019's (a migration keeps its own
// copy), with the volume column as a parameter.
const SUMS = ['volume', 'success', 'attempts', 'refunded', 'refunds'];

/** The signed contributions of the rows of a transition table (sign 1 added, -1 removed); `volume` sums
 * the captured amount (up) or, as migration 019 did, the authorised one (down). */
const contributions = (table: string, sign: number, volume: 'capture_amount' | 'amount' = 'capture_amount') => `
  select merchant_id, currency, created_at, left(card_bin, 1) as bin, payer_country,
    ${sign} * case when status in ('approved', 'reversed', 'partially_reversed') then ${volume} else 0 end as volume,
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
const statements = (rows: string): string[] => [
  upsert('dashboard_quarter_sums', [['merchant_id', 'c.merchant_id'], ['currency', 'c.currency'], ['bucket', bucket(900)]], rows),
  upsert('dashboard_day_sums',
    [['merchant_id', 'c.merchant_id'], ['currency', 'c.currency'], ['dim', 'd.dim'], ['bucket', bucket(86_400)], ['key', 'd.key']], rows,
    `cross join lateral (values ('all', ''), ('method', coalesce(c.bin, '')), ('country', coalesce(c.payer_country, ''))) as d(dim, key)`),
];

type Volume = 'capture_amount' | 'amount';

async function rebuild(db: Kysely<unknown>, volume: Volume): Promise<void> {
  const body = (op: string) => (op === 'INSERT' ? statements(contributions('new_rows', 1, volume))
    : op === 'DELETE' ? statements(contributions('old_rows', -1, volume))
      : statements(`${contributions('old_rows', -1, volume)} union all ${contributions('new_rows', 1, volume)}`)).join('\n');
  await sql.raw(`create or replace function dashboard_rollup() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then delete from dashboard_quarter_sums; delete from dashboard_day_sums;
      elsif tg_op = 'INSERT' then ${body('INSERT')}
      elsif tg_op = 'DELETE' then ${body('DELETE')}
      else ${body('UPDATE')}
      end if;
      return null;
    end $$`).execute(db);
  await sql`delete from dashboard_quarter_sums`.execute(db);
  await sql`delete from dashboard_day_sums`.execute(db);
  for (const statement of statements(contributions('payments', 1, volume))) await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, 'capture_amount');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, 'amount');
}
