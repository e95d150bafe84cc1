// The reply of a payment action: the spec's success message, the payment as it is now (with its
// flags) and the history entry the action wrote. Read inside the action's transaction.
import { allows } from '../merchant/views.ts';
import type { PaymentAccess } from './access.ts';
import { eventView } from './events.ts';
import { loadFiscalState } from './fiscal-state.ts';
import type { EventRow, PaymentsDb, PaymentsTrx } from './tables.ts';
import { paymentView } from './view.ts';

export const DONE = 'Request completed successfully';

export async function currentView(db: PaymentsDb | PaymentsTrx, access: PaymentAccess) {
  const p = await db.selectFrom('payments').selectAll().where('id', '=', access.payment.id).executeTakeFirstOrThrow();
  return paymentView(p, access.merchant, await loadFiscalState(db, p.id), allows(access.privileges.transactions, 'edit'));
}

export async function actionReply(db: PaymentsDb | PaymentsTrx, access: PaymentAccess, event: EventRow, message = DONE) {
  const user = await db.selectFrom('users').select('email').where('id', '=', access.userId).executeTakeFirst();
  const emails = new Map(user ? [[access.userId, user.email]] : []);
  return { message, data: await currentView(db, access), event: eventView(event, emails) };
}
