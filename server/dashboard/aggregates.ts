// SQL aggregates of a merchant's payments of one currency over whole days in its time zone: the
// totals of a period and the one before it, and sums grouped by what a graph shows (an hour, a day,
// an hour of day, a card scheme, a country). Short ranges read the payments through the index
// payments_dashboard_idx (migration 016); long ones the rollups of migration 019 (quarter hours for
// the time graphs, UTC days for totals, methods and countries): their whole buckets inside the
// range, plus the payments of the partial buckets at its two ends
// (docs/decisions.md "Dashboard rollups"). Sums come back as text and are kept as bigint so money
// stays exact.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import { capturedSql, paidSql } from '../money/model.ts';
import { paymentSystemOf } from '../transactions/payments-source.ts';
import { daysIn, type Period } from './period.ts';

export type Scope = { merchantId: number; currency: string; timeZone: string };
export type Sums = { volume: bigint; success: bigint; attempts: bigint; refunded: bigint; refunds: bigint };
export const NO_SUMS: Sums = { volume: 0n, success: 0n, attempts: 0n, refunded: 0n, refunds: 0n };

/** Where the sums come from: every payment, or the rollups (and the payments of the range's partial buckets). */
export type Source = 'payments' | 'rollup';
/** What a graph groups by: local hour ('YYYY-MM-DD HH:00'), local day, hour of day ('00'..'23'), card scheme, payer's country. */
export type Group = 'hour' | 'day' | 'hour_of_day' | 'method' | 'country';

/** Ranges from this many days on read the rollups; shorter ones read a few thousand payments at most as fast. */
export const ROLLUP_MIN_DAYS = 3;
/** Local days begin on a UTC quarter hour in every zone since 1980 (tzdata: Kiritimati was UTC-10:40 until 1979-10). */
const ROLLUP_SINCE = '1980-01-01';

export const sourceFor = (p: Period): Source => (daysIn(p) >= ROLLUP_MIN_DAYS && p.from >= ROLLUP_SINCE ? 'rollup' : 'payments');

/** A payment that was paid (captured), whether or not refunded later; the others are attempts only; its
 * volume is what was captured (server/money/model.ts). The rollup trigger (migrations 019, 038) sums by
 * the same rule: changing it needs a migration that rebuilds them. */
const PAID = paidSql('p');

/** The first instant of a local day, and of the day after. */
const dayStart = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;
const dayEnd = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp at time zone ${tz})`;

/** An instant rounded down or up to a whole UTC bucket of `seconds`. */
const floorTo = (at: RawBuilder<unknown>, seconds: number) => sql`to_timestamp(floor(extract(epoch from ${at}) / ${sql.lit(seconds)}) * ${sql.lit(seconds)})`;
const ceilTo = (at: RawBuilder<unknown>, seconds: number) => sql`to_timestamp(ceil(extract(epoch from ${at}) / ${sql.lit(seconds)}) * ${sql.lit(seconds)})`;

/** What a row is summed under: a time graph's groups read quarter hours, the others a dimension of the day sums. */
type Of = Group | 'totals';
const DIMENSION: Partial<Record<Of, string>> = { totals: 'all', method: 'method', country: 'country' };

/** The grouping key a payment brings: its BIN's first digit, its country, or none. */
const rawKey = (of: Of) => (of === 'method' ? sql`left(p.card_bin, 1)` : of === 'country' ? sql`p.payer_country` : sql`null::text`);

/** The scope's payments with `when` on created_at, as rows of (at, dim_key, the five sums). */
const paymentRows = (scope: Scope, of: Of, when: RawBuilder<unknown>) => sql`
  select p.created_at as at, ${rawKey(of)} as dim_key,
    ${capturedSql('p')} as volume, (${PAID})::int as success, 1 as attempts,
    p.reversal_amount as refunded, (p.reversal_amount > 0)::int as refunds
  from payments p where p.merchant_id = ${scope.merchantId} and p.currency = ${scope.currency} and ${when}`;

/** The rows of [start, end): the payments, or the rollup's whole buckets and the payments of the partial ones at both ends. */
function rows(scope: Scope, of: Of, source: Source, start: RawBuilder<unknown>, end: RawBuilder<unknown>) {
  if (source === 'payments') return paymentRows(scope, of, sql`p.created_at >= ${start} and p.created_at < ${end}`);
  const dim = DIMENSION[of];
  const seconds = dim ? 86_400 : 900;
  const [inner, outer] = [ceilTo(start, seconds), floorTo(end, seconds)];
  const buckets = dim
    ? sql`select b.bucket as at, nullif(b.key, '') as dim_key, b.volume, b.success, b.attempts, b.refunded, b.refunds
        from dashboard_day_sums b where b.merchant_id = ${scope.merchantId} and b.currency = ${scope.currency}
        and b.dim = ${dim} and b.bucket >= ${inner} and b.bucket < ${outer}`
    : sql`select q.bucket as at, null::text as dim_key, q.volume, q.success, q.attempts, q.refunded, q.refunds
        from dashboard_quarter_sums q where q.merchant_id = ${scope.merchantId} and q.currency = ${scope.currency}
        and q.bucket >= ${inner} and q.bucket < ${outer}`;
  // least/greatest: a range within one bucket is all edge, read once.
  return sql`${buckets}
    union all ${paymentRows(scope, of, sql`p.created_at >= ${start} and p.created_at < least(${inner}, ${end})`)}
    union all ${paymentRows(scope, of, sql`p.created_at >= greatest(${outer}, ${inner}) and p.created_at < ${end}`)}`;
}

/** The key of a row (alias t) for a group, in the time zone. */
function keyOf(group: Group, tz: string) {
  const local = sql`(t.at at time zone ${tz})`;
  switch (group) {
    case 'hour': return sql`to_char(${local}, 'YYYY-MM-DD HH24:00')`;
    case 'day': return sql`to_char(${local}, 'YYYY-MM-DD')`;
    case 'hour_of_day': return sql`to_char(${local}, 'HH24')`;
    case 'method': return paymentSystemOf(sql`t.dim_key`);
    case 'country': return sql`t.dim_key`;
  }
}

type SumsRow = { volume: string; success: string; attempts: string; refunded: string; refunds: string };

/** The five sums of the rows (alias t) that also meet `where`, named with `prefix`. */
const sumColumns = (where: RawBuilder<unknown>, prefix = '') => sql.join(['volume', 'success', 'attempts', 'refunded', 'refunds']
  .map((name) => sql`coalesce(sum(t.${sql.ref(name)}) filter (where ${where}), 0)::text as ${sql.ref(`${prefix}${name}`)}`));

const toSums = (r: SumsRow): Sums => ({
  volume: BigInt(r.volume), success: BigInt(r.success), attempts: BigInt(r.attempts), refunded: BigInt(r.refunded), refunds: BigInt(r.refunds),
});

/** Grouped sums of the scope's payments created within `period` (groups of rollup buckets whose payments went away left out). */
export async function sums(db: Db, scope: Scope, period: Period, group: Group, source = sourceFor(period)): Promise<Map<string | null, Sums>> {
  const tz = scope.timeZone;
  const { rows: result } = await sql<SumsRow & { key: string | null }>`
    select ${keyOf(group, tz)} as key, ${sumColumns(sql`true`)}
    from (${rows(scope, group, source, dayStart(period.from, tz), dayEnd(period.to, tz))}) t
    group by 1 having sum(t.attempts) > 0`.execute(db);
  return new Map(result.map((r) => [r.key, toSums(r)]));
}

/** The sums of a period and of the one before it, in one pass without grouping (no sort). */
export async function periodSums(db: Db, scope: Scope, current: Period, previous: Period,
  source = sourceFor({ from: previous.from, to: current.to })): Promise<{ current: Sums; previous: Sums }> {
  const tz = scope.timeZone;
  const boundary = dayStart(current.from, tz);
  // Each period its own rows: the boundary may split a rollup bucket.
  const { rows: result } = await sql<Record<string, string>>`
    select ${sumColumns(sql`t.in_current`)}, ${sumColumns(sql`not t.in_current`, 'p_')} from (
      select true as in_current, r.* from (${rows(scope, 'totals', source, boundary, dayEnd(current.to, tz))}) r
      union all select false, r.* from (${rows(scope, 'totals', source, dayStart(previous.from, tz), boundary)}) r) t`.execute(db);
  const r = result[0];
  const pick = (prefix: string) => toSums({ volume: r[`${prefix}volume`], success: r[`${prefix}success`], attempts: r[`${prefix}attempts`],
    refunded: r[`${prefix}refunded`], refunds: r[`${prefix}refunds`] });
  return { current: pick(''), previous: pick('p_') };
}
