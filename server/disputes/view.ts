// A dispute as the detail page shows it: its fields (money as decimal strings), the response
// deadline as the end of that day in the merchant's time zone, the action flags, the history and
// the evidence files (names and sizes, never the bytes).
import { allows } from '../merchant/views.ts';
import { formatAmount } from '../payments/money.ts';
import type { DisputeAccess } from './access.ts';
import type { DisputeEventRow, DisputeRow, DisputesDb, DisputesTrx } from './tables.ts';
import { dayText, endOfDay } from './time-zone.ts';

export const NEEDS_RESPONSE = 'Needs response';
export const IN_PROGRESS = 'In progress';
export const LOST = 'Lost';

export function disputeView(d: DisputeRow, timeZone: string, canEdit: boolean, now = new Date()) {
  const deadline = endOfDay(dayText(d.response_deadline), timeZone);
  const open = d.status_name === NEEDS_RESPONSE && deadline.at.getTime() >= now.getTime();
  return {
    id: d.id,
    chargeback_id: d.chargeback_id,
    merchant_orderid: d.merchant_orderid,
    internal_orderid: d.internal_orderid,
    payment_id: d.payment_id,
    email: d.email,
    actual_amount: formatAmount(d.actual_amount),
    dispute_amount: formatAmount(d.dispute_amount),
    currency: d.currency,
    dispute_date: dayText(d.dispute_date),
    response_deadline: deadline.iso,
    time_zone: timeZone,
    status_name: d.status_name,
    can_respond: canEdit && open,
    can_accept: canEdit && open,
  };
}

export function eventView(e: DisputeEventRow, emails: ReadonlyMap<number, string>) {
  return {
    id: e.id,
    type: e.type,
    from_status: e.from_status,
    to_status: e.to_status,
    user: e.user_id === null ? null : { id: e.user_id, email: emails.get(e.user_id) ?? null },
    created: e.created_at.toISOString(),
    details: e.details,
  };
}

export async function historyView(db: DisputesDb | DisputesTrx, disputeId: number) {
  const events = await db.selectFrom('dispute_events').selectAll().where('dispute_id', '=', disputeId).orderBy('id').execute();
  const ids = [...new Set(events.flatMap((e) => (e.user_id === null ? [] : [e.user_id])))];
  const users = ids.length ? await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute() : [];
  const emails = new Map(users.map((u) => [u.id, u.email]));
  return events.map((e) => eventView(e, emails));
}

export async function filesView(db: DisputesDb | DisputesTrx, disputeId: number) {
  const rows = await db.selectFrom('dispute_files').select(['id', 'name', 'content_type', 'size', 'created_at'])
    .where('dispute_id', '=', disputeId).orderBy('id').execute();
  return rows.map((f) => ({ id: f.id, name: f.name, content_type: f.content_type, size: f.size, created: f.created_at.toISOString() }));
}

export async function timeZoneOf(db: DisputesDb | DisputesTrx, merchantId: number): Promise<string> {
  const row = await db.selectFrom('merchants').select('time_zone').where('id', '=', merchantId).executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}

/** The whole detail reply, read with `db` (inside an action's transaction after a change). */
export async function detailReply(db: DisputesDb | DisputesTrx, access: DisputeAccess) {
  const d = await db.selectFrom('disputes').selectAll().where('id', '=', access.dispute.id).executeTakeFirstOrThrow();
  return {
    data: disputeView(d, await timeZoneOf(db, d.merchant_id), allows(access.privileges.transactions, 'edit')),
    history: await historyView(db, d.id),
    files: await filesView(db, d.id),
  };
}
