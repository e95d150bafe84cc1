// Fiscal operations over the tables of migration 027, each inside the caller's transaction. The
// register row is locked first (SELECT ... FOR UPDATE) so the receipts and the closing of one
// register run one after the other on every server instance: a shift's counters, its receipt
// numbers and the one-open-shift rule stay exact. The provider is called under that lock.
import { sql } from 'kysely';
import type { PaymentRow } from '../payments/tables.ts';
import { recordEvent } from '../payments/events.ts';
import { FiscalError, type FiscalProvider, type Register } from './provider.ts';
import { asPaymentsTrx, type CashboxRow, type FiscalDb, type FiscalTrx, type ShiftRow } from './tables.ts';

export const registerOf = (c: CashboxRow): Register => ({
  regNum: c.case_reg_num, currency: c.currency, certValidTo: c.cert_valid_to, cashier: c.cashier_fio, pointName: c.point_name,
});

/** The merchant's active register, locked for this transaction; null when it has none. */
export async function lockActiveRegister(trx: FiscalTrx, merchantId: number): Promise<CashboxRow | null> {
  const row = await trx.selectFrom('cashboxes').selectAll().where('merchant_id', '=', merchantId).forUpdate().executeTakeFirst();
  return row && row.status === 'active' ? row : null;
}

export async function openShiftOf(trx: FiscalTrx, cashboxId: number): Promise<ShiftRow | null> {
  return (await trx.selectFrom('fiscal_shifts').selectAll().where('cashbox_id', '=', cashboxId).where('closed_at', 'is', null).executeTakeFirst()) ?? null;
}

/** The open shift, opened now when there is none (the register is locked by the caller). */
async function ensureOpenShift(trx: FiscalTrx, c: CashboxRow, now: Date): Promise<ShiftRow> {
  const open = await openShiftOf(trx, c.id);
  if (open) return open;
  const last = await trx.selectFrom('fiscal_shifts').select(sql<number>`coalesce(max(number), 0)`.as('n')).where('cashbox_id', '=', c.id).executeTakeFirstOrThrow();
  return trx.insertInto('fiscal_shifts').values({
    merchant_id: c.merchant_id, cashbox_id: c.id, number: Number(last.n) + 1, opened_at: now, closed_at: null,
    sales_total: 0, refunds_total: 0, currency: c.currency, z_report_number: null, closed_by: null,
  }).returningAll().executeTakeFirstOrThrow();
}

/**
 * Issues one receipt through the provider in the register's open shift (opened now when there is
 * none), stores it and counts it in the shift's sales or refunds. The register is locked by the caller.
 */
async function issueReceipt(trx: FiscalTrx, provider: FiscalProvider, c: CashboxRow, p: PaymentRow, kind: 'sale' | 'refund', amount: number, now: Date): Promise<string> {
  const shift = await ensureOpenShift(trx, c, now);
  const { fiscalNumber } = await provider.issueReceipt(registerOf(c), {
    kind, amount, currency: p.currency, paymentId: p.id, shiftNumber: shift.number, shiftReceipts: shift.receipts_count,
  }, now);
  await trx.insertInto('fiscal_receipts').values({
    merchant_id: c.merchant_id, cashbox_id: c.id, shift_id: shift.id, payment_id: p.id, fiscal_number: fiscalNumber,
    kind, amount, currency: p.currency, issued_at: now,
  }).execute();
  const total = kind === 'sale' ? 'sales_total' : 'refunds_total';
  await trx.updateTable('fiscal_shifts').where('id', '=', shift.id)
    .set({ receipts_count: sql`receipts_count + 1`, [total]: sql`${sql.ref(total)} + ${amount}` }).execute();
  return fiscalNumber;
}

/**
 * The sale receipt of an approved payment: the provider's fiscal number, stored in fiscal_receipts,
 * counted in the open shift and written in the payment's history ('fiscalize'). The payment row is
 * locked by the caller; a payment that has its receipt already gets that number back.
 */
export async function issueSaleReceipt(trx: FiscalTrx, provider: FiscalProvider, c: CashboxRow, p: PaymentRow, userId: number | null, now: Date): Promise<string> {
  const had = await trx.selectFrom('fiscal_receipts').select('fiscal_number').where('payment_id', '=', p.id).where('kind', '=', 'sale').executeTakeFirst();
  if (had) return had.fiscal_number;
  const amount = p.capture_amount - p.reversal_amount;
  if (amount <= 0) throw new FiscalError('nothing_to_fiscalize', 'The payment took no money');
  const fiscalNumber = await issueReceipt(trx, provider, c, p, 'sale', amount, now);
  await recordEvent(asPaymentsTrx(trx), { paymentId: p.id, type: 'fiscalize', userId, amount, currency: p.currency, details: { fiscal_number: fiscalNumber } });
  return fiscalNumber;
}

/**
 * The return (refund) receipt of `amount` refunded after the sale receipt: counted in the open
 * shift's refunds, so the Z-report and special reports 657 and 900 net it. The payment and the
 * register are locked by the caller, which records the reverse receipt in the payment's history.
 */
export const issueRefundReceipt = (trx: FiscalTrx, provider: FiscalProvider, c: CashboxRow, p: PaymentRow, amount: number, now: Date): Promise<string> =>
  issueReceipt(trx, provider, c, p, 'refund', amount, now);

export type ZReport = {
  shift_id: number; number: number; opened_at: string; closed_at: string; receipts_count: number;
  sales_total: number; refunds_total: number; currency: string; z_report_number: string; closed_by: 'daily' | 'manual';
};

export const zReportOf = (s: ShiftRow): ZReport => ({
  shift_id: s.id, number: s.number, opened_at: new Date(s.opened_at).toISOString(), closed_at: new Date(s.closed_at!).toISOString(),
  receipts_count: s.receipts_count, sales_total: Number(s.sales_total), refunds_total: Number(s.refunds_total), currency: s.currency,
  z_report_number: s.z_report_number!, closed_by: s.closed_by!,
});

/** Closes the register's open shift with a Z-report; null when no shift is open. The register is locked by the caller. */
export async function closeShift(trx: FiscalTrx, provider: FiscalProvider, c: CashboxRow, by: 'daily' | 'manual', now: Date): Promise<ZReport | null> {
  const open = await openShiftOf(trx, c.id);
  if (!open) return null;
  const { zReportNumber } = await provider.closeShift(registerOf(c), {
    number: open.number, receipts: open.receipts_count, sales: Number(open.sales_total), refunds: Number(open.refunds_total), currency: open.currency,
  }, now);
  const closed = await trx.updateTable('fiscal_shifts').where('id', '=', open.id)
    .set({ closed_at: now, z_report_number: zReportNumber, closed_by: by }).returningAll().executeTakeFirstOrThrow();
  return zReportOf(closed);
}

/** An error of the provider, in the error log (/taxes/errors, special report 657). */
export async function recordFiscalError(db: FiscalDb | FiscalTrx, c: CashboxRow, paymentId: number | null, e: FiscalError, now: Date): Promise<void> {
  await db.insertInto('fiscal_errors').values({
    merchant_id: c.merchant_id, cashbox_id: c.id, payment_id: paymentId, occurred_at: now, code: e.code, message: e.message, point_of_sale: c.point_name,
  }).execute();
}

