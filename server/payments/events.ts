// The payment's history (payment_events): every action appends one row in the action's transaction.
import type { EventRow, PaymentsDb, PaymentsTrx } from './tables.ts';
import { formatAmount } from './money.ts';

export type EventType =
  | 'capture' | 'refund' | 'receipt_print' | 'receipt_mail' | 'status_refresh' | 'fiscalize' | 'callback'
  | 'reverse_receipt' | 'p2p_reference' | 'manual_recurring' | 'created_by_recurring' | 'recurring_start' | 'recurring_stop';

export type NewEvent = {
  paymentId: number;
  type: EventType;
  userId: number | null;
  amount?: number;
  currency?: string;
  details?: Record<string, unknown>;
  /** The user's reason, already masked (a refund's). */
  reason?: string | null;
};

export async function recordEvent(db: PaymentsDb | PaymentsTrx, e: NewEvent): Promise<EventRow> {
  return db.insertInto('payment_events').values({
    payment_id: e.paymentId, type: e.type, user_id: e.userId, amount: e.amount ?? null, currency: e.currency ?? null,
    details: JSON.stringify(e.details ?? {}), reason: e.reason ?? null,
  }).returningAll().executeTakeFirstOrThrow();
}

export async function listEvents(db: PaymentsDb | PaymentsTrx, paymentId: number): Promise<EventRow[]> {
  return db.selectFrom('payment_events').selectAll().where('payment_id', '=', paymentId).orderBy('id').execute();
}

export function eventView(e: EventRow, emails: ReadonlyMap<number, string>) {
  return {
    id: e.id,
    type: e.type,
    amount: e.amount === null ? null : formatAmount(e.amount),
    currency: e.currency,
    user: e.user_id === null ? null : { id: e.user_id, email: emails.get(e.user_id) ?? null },
    created: e.created_at.toISOString(),
    details: e.details,
    reason: e.reason,
  };
}

type EventView = ReturnType<typeof eventView>;

/** History as shown: the events with the e-mail of the user who acted. */
export async function historyView(db: PaymentsDb | PaymentsTrx, paymentId: number): Promise<EventView[]> {
  const events = await listEvents(db, paymentId);
  const ids = [...new Set(events.flatMap((e) => (e.user_id === null ? [] : [e.user_id])))];
  const users = ids.length ? await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute() : [];
  const emails = new Map(users.map((u) => [u.id, u.email]));
  return events.map((e) => eventView(e, emails));
}
