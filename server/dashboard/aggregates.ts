// SQL aggregates of a merchant's payments of one currency over whole days in its time zone: one
// query per call, grouped by what the caller asks (the current vs the previous period, an hour, a
// day, an hour of day, a card scheme, a country). Sums come back as text and are kept as bigint so
// money stays exact.
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

/** Grouped sums of the scope's payments created within `period`; `key` null groups nothing. */
export async function sums(db: Db, scope: Scope, period: Period, key: RawBuilder<unknown>): Promise<Map<string | null, Sums>> {
  const tz = scope.timeZone;
  const { rows } = await sql<{ key: string | null; volume: string; success: string; attempts: string; refunded: string; refunds: string }>`
    select ${key} as key,
      coalesce(sum(t.amount) filter (where ${PAID}), 0)::text as volume,
      (count(*) filter (where ${PAID}))::text as success,
      count(*)::text as attempts,
      coalesce(sum(t.reversal_amount), 0)::text as refunded,
      (count(*) filter (where t.reversal_amount > 0))::text as refunds
    from payments t
    where t.merchant_id = ${scope.merchantId} and t.currency = ${scope.currency}
      and t.created_at >= ${dayStart(period.from, tz)} and t.created_at < ${dayEnd(period.to, tz)}
    group by 1`.execute(db);
  return new Map(rows.map((r) => [r.key, {
    volume: BigInt(r.volume), success: BigInt(r.success), attempts: BigInt(r.attempts), refunded: BigInt(r.refunded), refunds: BigInt(r.refunds),
  }]));
}

/** 'current' or 'previous' for a payment of the two periods queried together. */
export const periodKey = (current: Period, tz: string) => sql`case when t.created_at < ${dayStart(current.from, tz)} then 'previous' else 'current' end`;
