// Fiscal state of a payment, read from its history: fiscalized once a fiscal receipt was issued;
// the refunded amount already covered by reverse receipts.
import { sql } from 'kysely';
import type { PaymentsDb, PaymentsTrx } from './tables.ts';

export type FiscalState = { fiscalized: boolean; reverseReceipted: number };

export async function loadFiscalState(db: PaymentsDb | PaymentsTrx, paymentId: number): Promise<FiscalState> {
  const row = await db.selectFrom('payment_events')
    .select([
      sql<number>`count(*) filter (where type = 'fiscalize')`.as('fiscal'),
      sql<number>`coalesce(sum(amount) filter (where type = 'reverse_receipt'), 0)`.as('covered'),
    ])
    .where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
  return { fiscalized: Number(row.fiscal) > 0, reverseReceipted: Number(row.covered) };
}

/** The number of the payment's fiscal receipt (one per payment); reverse receipts refer to it. */
export const fiscalNumber = (merchantId: string, paymentId: number) => `FN-${merchantId}-${paymentId}`;
