// Weekly settlements (with the settled payments of their period) and a handful of disputes per demo
// merchant, from the seeded PRNG. The batches are made open, then closed oldest first the way the
// app closes one (server/settlements/lines.ts: frozen lines, stored invoice), all but the latest week,
// so each adds up: settlement = payments - refunds - chargebacks - fees - reserve.
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { closeSettlement } from '../settlements/lines.ts';
import type { PaymentTarget } from './payments.ts';
import { mulberry32, SEED_BASE_DATE } from './prng.ts';

const WEEKS = 8;
const DISPUTE_STATUSES = ['Needs response', 'In progress', 'Won', 'Lost', 'Needs response', 'Closed'];
const day = (d: Date, offset: number) => new Date(d.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Each settled payment (settlement_amount > 0) of the merchant joins the settlement of its currency
 * whose period holds its day in the merchant's time zone; the settlement's totals follow from them.
 */
async function attachSettledPayments(db: Db, merchantId: number): Promise<void> {
  await sql`update payments p set settlement_id = s.id from settlements s, merchants m
    where p.merchant_id = ${merchantId} and s.merchant_id = p.merchant_id and m.id = p.merchant_id
      and s.settlement_currency = p.currency and p.settlement_amount > 0 and p.settlement_id is null
      and (p.created_at at time zone m.time_zone)::date between s.period_from and s.period_to`.execute(db);
}

const NEEDS_RESPONSE = 'Needs response';
/** Days from the seeding day to the deadline of each open dispute: one urgent, one with time left. */
const OPEN_DEADLINES = [3, 20];

/**
 * Open disputes are dated from `now`, not from the fixed base date, so a demo seeded on any day has
 * disputes a merchant can still answer (one of them urgent); the rest follow their payments.
 */
export async function seedSettlementsAndDisputes(db: Db, merchants: PaymentTarget[], now = new Date()): Promise<void> {
  const random = mulberry32(20261120);
  for (const m of merchants) {
    const rows = Array.from({ length: WEEKS }, (_, w) => {
      const end = -7 * (w + 1);
      return {
        merchant_id: m.id, odb_ref: `ODB${m.id}${String(w + 1).padStart(4, '0')}`, settlement_currency: m.currency,
        period_from: day(SEED_BASE_DATE, end - 6), period_to: day(SEED_BASE_DATE, end), status: 'pending',
        account_number: `GE00TB${String(7000000000 + m.id * 1337).padStart(14, '0')}`,
        created_at: new Date(`${day(SEED_BASE_DATE, end + 1)}T09:00:00Z`),
      };
    });
    const batches = await db.insertInto('settlements').values(rows).returning('id').execute();
    await attachSettledPayments(db, m.id);

    const paid = await db.selectFrom('payments').select(['id', 'order_id', 'actual_amount', 'currency', 'sender_email', 'created_at'])
      .where('merchant_id', '=', m.id).where('status', '=', 'approved').orderBy('id').limit(DISPUTE_STATUSES.length).execute();
    let open = 0;
    if (paid.length > 0) {
      await db.insertInto('disputes').values(paid.map((p, i) => {
        const status = DISPUTE_STATUSES[i];
        const opened = status === NEEDS_RESPONSE ? new Date(now.getTime() - 5 * 86_400_000) : new Date(p.created_at.getTime() + 10 * 86_400_000);
        const deadline = status === NEEDS_RESPONSE ? day(now, OPEN_DEADLINES[open++ % OPEN_DEADLINES.length]) : day(p.created_at, 40);
        return {
          merchant_id: m.id, payment_id: p.id, chargeback_id: `CB${m.id}${String(i + 1).padStart(5, '0')}`, merchant_orderid: p.order_id,
          internal_orderid: String(900000 + p.id), email: p.sender_email ?? '', actual_amount: p.actual_amount,
          dispute_amount: Math.max(1, Math.floor(p.actual_amount * (0.5 + random() / 2))), currency: p.currency,
          dispute_date: day(opened, 0), response_deadline: deadline, status_name: status, created_at: opened,
        };
      })).execute();
    }
    // Oldest first; the latest week stays pending. In the caller's transaction when it has one (first start).
    const close = async (trx: Transaction<Database>) => {
      for (const b of batches.slice(1).reverse()) await closeSettlement(trx, b.id);
    };
    await (db.isTransaction ? close(db as Transaction<Database>) : db.transaction().execute(close));
  }
}
