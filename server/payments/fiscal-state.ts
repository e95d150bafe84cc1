// Fiscal state of a payment, read from its history: fiscalized once a fiscal receipt was issued;
// the refunded amount already covered by reverse receipts; whether the merchant has an active cash
// register (migration 027), without which no fiscal receipt can be issued.
import { sql } from 'kysely';
import type { PaymentsDb, PaymentsTrx } from './tables.ts';

export type FiscalState = { fiscalized: boolean; reverseReceipted: number; register: boolean };

export async function loadFiscalState(db: PaymentsDb | PaymentsTrx, paymentId: number): Promise<FiscalState> {
  const row = await db.selectFrom('payment_events')
    .select([
      sql<number>`count(*) filter (where type = 'fiscalize')`.as('fiscal'),
      sql<number>`coalesce(sum(amount) filter (where type = 'reverse_receipt'), 0)`.as('covered'),
      sql<boolean>`exists (select 1 from payments p join cashboxes c on c.merchant_id = p.merchant_id where p.id = ${paymentId} and c.status = 'active')`.as('register'),
    ])
    .where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
  return { fiscalized: Number(row.fiscal) > 0, reverseReceipted: Number(row.covered), register: row.register === true };
}

/** The number of the payment's fiscal receipt (one per payment, server/fiscal/); reverse receipts refer to it. */
export async function fiscalNumberOf(db: PaymentsDb | PaymentsTrx, paymentId: number): Promise<string | null> {
  const row = await db.selectFrom('payment_events').select(sql<string>`details->>'fiscal_number'`.as('n'))
    .where('payment_id', '=', paymentId).where('type', '=', 'fiscalize').orderBy('id').limit(1).executeTakeFirst();
  return row?.n ?? null;
}
