// Reports centre, settlements & invoices (spec 002 s.2, s.7 "GET /merchant/reports/settlements/,
// invoices/"): the same settlement batches as the transactions area, behind the 'reports'
// privilege, and one invoice per settled batch with the address of its PDF (./pdf.ts).
import { sql } from 'kysely';
import { text } from '../../lists/field-sql.ts';
import { toMinor } from '../../lists/money.ts';
import type { ListSource } from '../../lists/types.ts';
import { settlementsBulkSource } from '../../transactions/settlements-sources.ts';

export const reportSettlementsSource: ListSource = {
  ...settlementsBulkSource,
  name: 'reports_settlements',
  view: 'reports',
  tabs: [{ endpoint: 'invoices.settlements', tab: 'all' }],
};

/** The invoice number of a settlement: one invoice per batch, named after its reference. */
export const invoiceNumber = (odbRef: string) => `INV-${odbRef}`;
const INVOICE_PREFIX = invoiceNumber('');

/** The batch columns an invoice shows, read as the settlements list reads them. */
const batch = (...names: string[]) =>
  names.map((name) => {
    const found = settlementsBulkSource.fields.find((f) => f.name === name);
    if (!found) throw new Error(`settlements_bulk has no field ${name}`);
    return found;
  });

export const reportInvoicesSource: ListSource = {
  name: 'reports_invoices',
  view: 'reports',
  from: settlementsBulkSource.from,
  fields: [
    ...batch('id'),
    text('invoice_number', sql`${sql.lit(INVOICE_PREFIX)} || t.odb_ref`),
    ...batch('odb_ref', 'created', 'period_from', 'period_to', 'status', 'amount', 'fees', 'refunds', 'chargebacks', 'settlement_amount', 'settlement_currency', 'cnt'),
    // Same-origin address of the PDF (the list's download column; GET invoices.invoicePdf).
    text('invoice_url', sql`'/api/v2/merchant/reports/invoices/' || t.id || '/pdf/?merchant=' || t.merchant_id`),
  ],
  search: {
    fields: ['odb_ref', 'invoice_number'],
    sql: (words) => {
      const ref = words.toUpperCase().startsWith(INVOICE_PREFIX) ? words.slice(INVOICE_PREFIX.length) : words;
      const minor = toMinor(words);
      return minor === null ? sql`t.odb_ref = ${ref}` : sql`(t.odb_ref = ${ref} or st.settlement_amount = ${minor})`;
    },
  },
  // A batch still pending has no invoice yet: it is issued when the batch is settled.
  tabs: [{ endpoint: 'invoices.invoices', tab: 'all', preset: sql`t.status = 'settled'` }],
};
