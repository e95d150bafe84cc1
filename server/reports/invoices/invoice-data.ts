// What an invoice shows: the settled batch, its totals (server/settlements/totals.ts: the sums of its
// frozen lines, so the invoice, the list and the settlement page agree) and who it is issued to.
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { fromMinor } from '../../lists/money.ts';
import { settlementTotalsJoin } from '../../settlements/totals.ts';
import { invoiceNumber } from './sources.ts';

export interface InvoiceData {
  number: string;
  odbRef: string;
  issued: string;
  periodFrom: string;
  periodTo: string;
  currency: string;
  account: string;
  merchant: { id: number; merchantId: string; name: string; url: string };
  company: { name: string; address: string; vat: string; registration: string; country: string };
  /** Decimal strings from integer minor units. */
  amounts: { payments: string; refunds: string; chargebacks: string; deposits: string; fees: string; payout: string };
  count: number;
  /** Refunds, chargebacks and fees on payments of earlier batches carried in this one (already in the amounts). */
  adjustments: Array<{ kind: string; orderId: string; amount: string; from: string }>;
}

type Row = {
  merchant_id: number; odb_ref: string; period_from: string | Date; period_to: string | Date; settlement_currency: string;
  account_number: string; status: string; created_at: Date | string; m_merchant_id: string; m_name: string; m_url: string;
  m_company_name: string; c_name: string | null; c_address: string | null; c_vat: string | null; c_entity: string | null; c_country: string | null;
  amount: string | number; settlement_amount: string | number; fees: string | number; refunds: string | number;
  deposits: string | number; chargebacks: string | number; cnt: number;
};

const day = (v: string | Date) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

/** The invoice of settlement `id` of merchant `merchantId`, or undefined (missing, foreign or not settled yet). */
export async function loadInvoice(db: Db, id: number, merchantId: number): Promise<InvoiceData | undefined> {
  const { rows } = await sql<Row>`
    select t.merchant_id, t.odb_ref, t.period_from::text as period_from, t.period_to::text as period_to, t.settlement_currency,
      t.account_number, t.status, t.created_at, m.merchant_id as m_merchant_id, m.name as m_name, m.url as m_url,
      m.company_name as m_company_name, c.company_name as c_name, c.registration_address as c_address, c.vat_number as c_vat,
      c.entity_value as c_entity, c.country as c_country, st.*
    from settlements t ${settlementTotalsJoin('t')}
    join merchants m on m.id = t.merchant_id
    left join companies c on c.id = m.company_id
    where t.id = ${id} and t.merchant_id = ${merchantId} and t.status = 'settled'`.execute(db);
  const r = rows[0];
  if (!r) return undefined;
  const money = (v: string | number) => fromMinor(Number(v));
  return {
    number: invoiceNumber(r.odb_ref), odbRef: r.odb_ref, issued: day(r.created_at), periodFrom: day(r.period_from), periodTo: day(r.period_to),
    currency: r.settlement_currency, account: r.account_number,
    merchant: { id: r.merchant_id, merchantId: r.m_merchant_id, name: r.m_name, url: r.m_url },
    company: { name: r.c_name ?? r.m_company_name, address: r.c_address ?? '', vat: r.c_vat ?? '', registration: r.c_entity ?? '', country: r.c_country ?? '' },
    amounts: {
      payments: money(r.amount), refunds: money(r.refunds), chargebacks: money(r.chargebacks), deposits: money(r.deposits),
      fees: money(r.fees), payout: money(r.settlement_amount),
    },
    count: Number(r.cnt),
    adjustments: (await sql<{ kind: string; order_id: string; amount: string | number; odb_ref: string }>`
      select l.kind, l.order_id, l.amount, o.odb_ref from settlement_lines l join settlements o on o.id = l.origin_settlement_id
      where l.settlement_id = ${id} order by l.occurred_at, l.id`.execute(db)).rows
      .map((a) => ({ kind: a.kind, orderId: a.order_id, amount: money(a.amount), from: a.odb_ref })),
  };
}
