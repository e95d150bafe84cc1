// What the cash register calls answer (spec 001 s.3 "Cashbox", s.4 statuses and the info alert).
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { zReportOf } from '../fiscal/service.ts';
import type { CashboxRow, FiscalDb, ShiftRow } from '../fiscal/tables.ts';
import type { ProviderForm } from '../fiscal/provider.ts';
import { formatAmount } from '../payments/money.ts';

type Merchant = Selectable<Database['merchants']>;

/** The list card's register block. */
export const cashboxSummary = (c: CashboxRow) => ({
  id: c.id, cashier_name: c.cashier_fio, fiscal_num: c.case_reg_num, status: c.status, company_name: c.company_name, point_name: c.point_name,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The info page's alert (s.4): danger when the register is not active (payments are not taxed),
 * warning when its shift has been open for more than a day, success otherwise.
 */
export function alertOf(c: CashboxRow, open: ShiftRow | null, now: Date): 'success' | 'warning' | 'danger' {
  if (c.status !== 'active') return 'danger';
  if (open && now.getTime() - new Date(open.opened_at).getTime() > DAY_MS) return 'warning';
  return 'success';
}

const shiftView = (s: ShiftRow) => ({
  id: s.id, number: s.number, opened_at: new Date(s.opened_at).toISOString(), receipts_count: s.receipts_count,
  sales_total: formatAmount(Number(s.sales_total)), refunds_total: formatAmount(Number(s.refunds_total)), currency: s.currency,
});

export async function infoView(db: FiscalDb, merchant: Merchant, c: CashboxRow, form: ProviderForm | null, canEdit: boolean, now: Date) {
  const shifts = await db.selectFrom('fiscal_shifts').selectAll().where('cashbox_id', '=', c.id).orderBy('number', 'desc').limit(2).execute();
  const open = shifts.find((s) => s.closed_at === null) ?? null;
  const lastClosed = shifts.find((s) => s.closed_at !== null) ?? null;
  const receipts = await db.selectFrom('fiscal_receipts').select(['fiscal_number', 'payment_id', 'kind', 'amount', 'currency', 'issued_at'])
    .where('cashbox_id', '=', c.id).orderBy('id', 'desc').limit(10).execute();
  const errors = await db.selectFrom('fiscal_errors').select(['occurred_at', 'code', 'message', 'point_of_sale', 'payment_id'])
    .where('cashbox_id', '=', c.id).orderBy('id', 'desc').limit(10).execute();
  const z = lastClosed ? zReportOf(lastClosed) : null;
  return {
    merchant: { id: merchant.id, merchant_id: merchant.merchant_id, name: merchant.name, country: merchant.country },
    cashbox: {
      ...cashboxSummary(c),
      is_active: c.status === 'active', provider: c.provider, provider_label: form?.label ?? c.provider,
      case_reg_num: c.case_reg_num, point_addr: c.point_addr, tin: c.tin, ipn: c.ipn, nds_taxprc: c.nds_taxprc, currency: c.currency,
      cashier: { cashier_fio: c.cashier_fio, client_cer: c.cert_subject_cn, cert_valid_to: c.cert_valid_to.toISOString(), updatetime: new Date(c.updated_at).toISOString() },
    },
    last_shift_status: open ? 'open' : lastClosed ? 'closed' : null,
    shift: open ? shiftView(open) : null,
    last_z_report: z ? { ...z, sales_total: formatAmount(z.sales_total), refunds_total: formatAmount(z.refunds_total) } : null,
    alert: alertOf(c, open, now),
    receipts: receipts.map((r) => ({ ...r, payment_id: Number(r.payment_id), amount: formatAmount(Number(r.amount)), issued_at: new Date(r.issued_at).toISOString() })),
    cashbox_errors: errors.map((e) => ({ ...e, payment_id: e.payment_id === null ? null : Number(e.payment_id), occurred_at: new Date(e.occurred_at).toISOString() })),
    can_edit: canEdit,
  };
}
