// A settlement batch's money lines (migration 036, docs/decisions.md "Settlements are final").
// Kinds: payment (captured), refund, chargeback (lost dispute), fee, reserve (rolling reserve), in
// non-negative minor units; settlement amount = payment - refund - chargeback - fee - reserve.
//  - An open batch (not settled) shows its lines live: those of the payments that carry its id
//    (liveLinesSql) and the adjustments carried into it (stored rows).
//  - closeSettlement freezes them: the live lines become stored rows, open adjustments up to its
//    cut-off join it, the status turns settled and the invoice is issued (stored bytes). From then
//    on the batch never changes (a trigger refuses new or changed lines of a settled batch).
//  - A refund or a lost chargeback on a payment of a settled batch is carried (carryAdjustment):
//    a stored line of the next open batch of that merchant and currency naming the batch it belongs
//    to, or, with no open batch, an open line (no batch) that the next batch to close takes.
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { DisputesTrx } from '../disputes/tables.ts';
import type { PaymentsTrx } from '../payments/tables.ts';
import { loadInvoice } from '../reports/invoices/invoice-data.ts';
import { invoicePdf } from '../reports/invoices/pdf.ts';
import { liveLinesSql } from './live-lines.ts';

export type LineKind = 'payment' | 'refund' | 'chargeback' | 'fee' | 'reserve';

type Trx = Transaction<Database>;

/** Closes (settles) batch `id` in the caller's transaction: freezes its lines and issues its invoice. */
export async function closeSettlement(trx: Trx, id: number): Promise<void> {
  const s = await trx.selectFrom('settlements').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!s) throw new Error(`settlement ${id} does not exist`);
  if (s.status === 'settled') throw new Error(`settlement ${s.odb_ref} is already settled`);
  await sql`insert into settlement_lines (settlement_id, merchant_id, currency, kind, amount, payment_id, order_id, occurred_at)
    select ${id}, ${s.merchant_id}, ${s.settlement_currency}, l.kind, l.amount, l.payment_id, l.order_id, l.occurred_at
    from (${liveLinesSql(sql`${id}`)}) l`.execute(trx);
  // Adjustments waiting for a batch, up to the end of its period's last day in the merchant's time zone.
  await sql`update settlement_lines l set settlement_id = ${id}
    from merchants m where m.id = l.merchant_id and l.settlement_id is null and l.merchant_id = ${s.merchant_id}
      and l.currency = ${s.settlement_currency} and (l.occurred_at at time zone m.time_zone)::date <= ${s.period_to}::date`.execute(trx);
  await trx.updateTable('settlements').set({ status: 'settled' }).where('id', '=', id).execute();
  await issueInvoice(trx, id, s.merchant_id);
}

/** Stores the invoice of settled batch `id` as issued now; the stored bytes are what it serves. */
export async function issueInvoice(trx: Trx, id: number, merchantId: number): Promise<Uint8Array | undefined> {
  const invoice = await loadInvoice(trx, id, merchantId);
  if (!invoice) return undefined;
  const pdf = await invoicePdf(invoice);
  await trx.insertInto('settlement_invoices').values({ settlement_id: id, pdf: Buffer.from(pdf) })
    .onConflict((oc) => oc.column('settlement_id').doNothing()).execute();
  const stored = await trx.selectFrom('settlement_invoices').select('pdf').where('settlement_id', '=', id).executeTakeFirstOrThrow();
  return new Uint8Array(stored.pdf);
}

/** The payment a money event concerns. */
export type EventPayment = { id: number; merchant_id: number; currency: string; order_id: string; settlement_id: number | null };

/**
 * Records a money event (refund, lost chargeback, fee) of `amount` on a payment whose batch is
 * settled: a line of the next open batch of its merchant and currency (or an open line), naming the
 * payment's batch. A payment in an open batch (or in none) needs nothing: its batch's lines are live.
 */
export async function carryAdjustment(tx: Trx | PaymentsTrx | DisputesTrx, p: EventPayment, kind: Exclude<LineKind, 'payment'>, amount: number): Promise<void> {
  if (p.settlement_id === null || amount <= 0) return;
  // The payment and dispute actions' handles know more tables; this needs only the common ones.
  const trx = tx as Trx;
  // Shared lock: a close of the payment's batch running now finishes first (then this is carried), or
  // waits for this transaction (then its frozen lines, read after, include the change).
  const origin = await trx.selectFrom('settlements').select('status').where('id', '=', p.settlement_id).forShare().executeTakeFirst();
  if (origin?.status !== 'settled') return;
  // Locked so a close running at the same time waits for this line (or this event sees it settled).
  const next = await trx.selectFrom('settlements').select('id')
    .where('merchant_id', '=', p.merchant_id).where('settlement_currency', '=', p.currency).where('status', '<>', 'settled')
    .orderBy('period_from').orderBy('id').limit(1).forUpdate().executeTakeFirst();
  await trx.insertInto('settlement_lines').values({
    settlement_id: next?.id ?? null, merchant_id: p.merchant_id, currency: p.currency, kind, amount,
    payment_id: p.id, order_id: p.order_id, origin_settlement_id: p.settlement_id, occurred_at: new Date(),
  }).execute();
}

/** An adjustment as the settlement detail lists it: `odb_ref` is the other batch (null: none yet). */
export type AdjustmentView = { kind: LineKind; payment_id: number | null; order_id: string; amount: number; currency: string; odb_ref: string | null; occurred: string };

type AdjustmentRow = { kind: LineKind; payment_id: string | number | null; order_id: string; amount: string | number; currency: string; odb_ref: string | null; occurred_at: Date };

const adjustmentView = (r: AdjustmentRow): AdjustmentView => ({
  kind: r.kind, payment_id: r.payment_id === null ? null : Number(r.payment_id), order_id: r.order_id, amount: Number(r.amount), currency: r.currency,
  odb_ref: r.odb_ref, occurred: new Date(r.occurred_at).toISOString(),
});

/** Batch `id`'s adjustments: carried in from earlier batches, and its own payments' carried to later ones. */
export async function adjustmentsOf(db: Db, id: number): Promise<{ from_earlier: AdjustmentView[]; in_later: AdjustmentView[] }> {
  const fromEarlier = await sql<AdjustmentRow>`select l.kind, l.payment_id, l.order_id, l.amount, l.currency, s.odb_ref, l.occurred_at
    from settlement_lines l join settlements s on s.id = l.origin_settlement_id
    where l.settlement_id = ${id} order by l.occurred_at, l.id`.execute(db);
  const inLater = await sql<AdjustmentRow>`select l.kind, l.payment_id, l.order_id, l.amount, l.currency, s.odb_ref, l.occurred_at
    from settlement_lines l left join settlements s on s.id = l.settlement_id
    where l.origin_settlement_id = ${id} order by l.occurred_at, l.id`.execute(db);
  return { from_earlier: fromEarlier.rows.map(adjustmentView), in_later: inLater.rows.map(adjustmentView) };
}
