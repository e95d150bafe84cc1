// SQL aggregates of a merchant's payments of one currency over whole days in its time zone: the
// totals of a period and the one before it, and sums grouped by what a graph shows (an hour, a day,
// an hour of day, a card scheme, a country). They read the index payments_dashboard_idx (migration
// 016) only. Sums come back as text and are kept as bigint so money stays exact.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Period } from './period.ts';

export type Scope = { merchantId: number; currency: string; timeZone: string };
export type Sums = { volume: bigint; success: bigint; attempts: bigint; refunded: bigint; refunds: bigint };
export const NO_SUMS: Sums = { volume: 0n, success: 0n, attempts: 0n, refunded: 0n, refunds: 0n };

/** A payment that was paid (captured), whether or not refunded later; the others are attempts only. */
const PAID = sql`t.status in ('approved', 'reversed', 'partially_reversed')`;

/** The first instant of a local day. */
const dayStart = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;
const dayEnd = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp at time zone ${tz})`;
/** The payment's local wall-clock time. */
export const localTime = (tz: string) => sql`(t.created_at at time zone ${tz})`;

type SumsRow = { volume: string; success: string; attempts: string; refunded: string; refunds: string };

/** The five sums of the payments that also meet `where`, named with `prefix`. */
const sumColumns = (where: RawBuilder<unknown>, prefix = '') => sql.join([
  sql`coalesce(sum(t.amount) filter (where ${PAID} and ${where}), 0)::text as ${sql.ref(`${prefix}volume`)}`,
  sql`(count(*) filter (where ${PAID} and ${where}))::text as ${sql.ref(`${prefix}success`)}`,
  sql`(count(*) filter (where ${where}))::text as ${sql.ref(`${prefix}attempts`)}`,
  sql`coalesce(sum(t.reversal_amount) filter (where ${where}), 0)::text as ${sql.ref(`${prefix}refunded`)}`,
  sql`(count(*) filter (where t.reversal_amount > 0 and ${where}))::text as ${sql.ref(`${prefix}refunds`)}`,
]);

const toSums = (r: SumsRow): Sums => ({
  volume: BigInt(r.volume), success: BigInt(r.success), attempts: BigInt(r.attempts), refunded: BigInt(r.refunded), refunds: BigInt(r.refunds),
});

/** The scope's payments created from the first local day of `from` to the last of `to`. */
const within = (scope: Scope, from: string, to: string) => sql`t.merchant_id = ${scope.merchantId} and t.currency = ${scope.currency}
  and t.created_at >= ${dayStart(from, scope.timeZone)} and t.created_at < ${dayEnd(to, scope.timeZone)}`;

/** Grouped sums of the scope's payments created within `period`. */
export async function sums(db: Db, scope: Scope, period: Period, key: RawBuilder<unknown>): Promise<Map<string | null, Sums>> {
  const { rows } = await sql<SumsRow & { key: string | null }>`
    select ${key} as key, ${sumColumns(sql`true`)}
    from payments t where ${within(scope, period.from, period.to)}
    group by 1`.execute(db);
  return new Map(rows.map((r) => [r.key, toSums(r)]));
}

/** The sums of a period and of the one before it, in one pass without grouping (no sort). */
export async function periodSums(db: Db, scope: Scope, current: Period, previous: Period): Promise<{ current: Sums; previous: Sums }> {
  const boundary = dayStart(current.from, scope.timeZone);
  const { rows } = await sql<Record<string, string>>`
    select ${sumColumns(sql`t.created_at >= ${boundary}`)}, ${sumColumns(sql`t.created_at < ${boundary}`, 'p_')}
    from payments t where ${within(scope, previous.from, current.to)}`.execute(db);
  const r = rows[0];
  const pick = (prefix: string) => toSums({ volume: r[`${prefix}volume`], success: r[`${prefix}success`], attempts: r[`${prefix}attempts`],
    refunded: r[`${prefix}refunded`], refunds: r[`${prefix}refunds`] });
  return { current: pick(''), previous: pick('p_') };
}
