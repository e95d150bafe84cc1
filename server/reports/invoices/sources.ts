// Reports centre, settlements & invoices (spec 002 s.2, s.7 "GET /merchant/reports/settlements/,
// invoices/"): the same settlement batches as the transactions area, behind the 'reports'
// privilege, and one invoice per settled batch with the address of its PDF (./pdf.ts).
import { sql } from 'kysely';
import { col, date, int, money, text, timestamp } from '../../lists/field-sql.ts';
import { toMinor } from '../../lists/money.ts';
import type { ListSource } from '../../lists/types.ts';
import { settlementTotalsJoin } from '../../settlements/totals.ts';
import { settlementsBulkSource } from '../../transactions/settlements-sources.ts';

export const reportSettlementsSource: ListSource = {
  ...settlementsBulkSource,
  name: 'reports_settlements',
  view: 'reports',
  tabs: [{ endpoint: 'invoices.settlements', tab: 'all' }],
};

/** The invoice number of a settlement: one invoice per batch, named after its reference. */
export const invoiceNumber = (odbRef: string) => `INV-${odbRef}`;

const total = (name: string) => sql.ref(`st.${name}`);

export const reportInvoicesSource: ListSource = {
  name: 'reports_invoices',
  view: 'reports',
  from: sql`settlements t ${settlementTotalsJoin('t')}`,
  fields: [
    int('id'),
    text('invoice_number', sql`'INV-' || t.odb_ref`),
    text('odb_ref'),
    timestamp('created', col('created_at')),
    date('period_from'),
    date('period_to'),
    text('status'),
    money('amount', total('amount')),
    money('fees', total('fees')),
    money('refunds', total('refunds')),
    money('chargebacks', total('chargebacks')),
    money('settlement_amount', total('settlement_amount')),
    text('settlement_currency'),
    int('cnt', total('cnt')),
    // Same-origin address of the PDF (the list's download column; GET invoices.invoicePdf).
    text('invoice_url', sql`'/api/v2/merchant/reports/invoices/' || t.id || '/pdf/?merchant=' || t.merchant_id`),
  ],
  search: {
    fields: ['odb_ref', 'invoice_number'],
    sql: (words) => {
      const ref = words.toUpperCase().startsWith('INV-') ? words.slice(4) : words;
      const minor = toMinor(words);
      return minor === null ? sql`t.odb_ref = ${ref}` : sql`(t.odb_ref = ${ref} or st.settlement_amount = ${minor})`;
    },
  },
  // A batch still pending has no invoice yet: it is issued when the batch is settled.
  tabs: [{ endpoint: 'invoices.invoices', tab: 'all', preset: sql`t.status = 'settled'` }],
};
