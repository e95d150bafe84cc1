// A design's status is derived, never stored (migration 023): the stand-in review of an activation
// "finishes" when its due time passes, so every reader sees the same answer without a writer, a
// queue or process memory. null due time: draft; due in the future: pending_activation; passed: the
// merchant's latest passed design is active (the default), earlier ones inactive.
import { sql, type Expression, type SqlBool } from 'kysely';

export type DesignStatus = 'draft' | 'pending_activation' | 'active' | 'inactive';

export const DESIGN_STATUSES: readonly DesignStatus[] = ['draft', 'pending_activation', 'active', 'inactive'];

/** SQL of the status of the designs row aliased `alias` (`d` in the calls, `t` in the list source). */
export function statusSqlOf(alias: 'd' | 't') {
  const d = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<DesignStatus>`case
  when ${d('review_due_at')} is null then 'draft'
  when ${d('review_due_at')} > now() then 'pending_activation'
  when ${d('id')} = (select d2.id from designs d2 where d2.merchant_id = ${d('merchant_id')} and d2.deleted_at is null
    and d2.review_due_at <= now() order by d2.review_due_at desc, d2.id desc limit 1) then 'active'
  else 'inactive' end`;
}

/** SQL of the status of the row aliased `d` (a table `designs as d`). */
export const statusSql = statusSqlOf('d');

/** SQL of progressOf for the row aliased `t` (the list source). */
export const progressSql = sql<number>`case
  when ${statusSqlOf('t')} <> 'pending_activation' or t.activation_requested_at is null or t.review_due_at is null
    then case when ${statusSqlOf('t')} = 'draft' then 0 else 100 end
  when t.review_due_at <= t.activation_requested_at then 100
  else greatest(0, least(99, floor(extract(epoch from now() - t.activation_requested_at) * 100
    / extract(epoch from t.review_due_at - t.activation_requested_at))))::int end`;

export const notDeleted: Expression<SqlBool> = sql<SqlBool>`d.deleted_at is null`;

/** Percent of the review done (100 unless pending): what the editor's progress bar shows. */
export function progressOf(status: DesignStatus, requestedAt: Date | null, dueAt: Date | null, now = Date.now()): number {
  if (status !== 'pending_activation' || !requestedAt || !dueAt) return status === 'draft' ? 0 : 100;
  const total = dueAt.getTime() - requestedAt.getTime();
  if (total <= 0) return 100;
  return Math.max(0, Math.min(99, Math.floor(((now - requestedAt.getTime()) / total) * 100)));
}

/** Active and pending designs are not edited in place: a save makes a copy (spec 001 s.4). */
export const savesAsCopy = (status: DesignStatus) => status === 'active' || status === 'pending_activation';
