// Handlers of the invoices calls (schemas/endpoints/invoices.json). The settlements and invoices lists
// are the lists engine's (sources.ts); here GET /merchant/reports/invoices/{id}/pdf/?merchant=: the
// invoice of settled batch {id} as a PDF, made on demand from the stored settlement (its figures
// cannot drift from the lists). Needs 'reports' read on the merchant (the file's access); a batch of
// another merchant, or one not settled yet, is a 404.
import { dbId } from '../../http/db-id.ts';
import { notFound } from '../../http/errors.ts';
import { defineHandlers } from '../../http/handler-types.ts';
import { loadInvoice } from './invoice-data.ts';
import { invoicePdf } from './pdf.ts';

export const invoiceHandlers = defineHandlers('invoices', () => ({
  invoicePdf: async ({ db, access, request, reply }) => {
    const id = dbId((request.params as { id: unknown }).id);
    const invoice = id === undefined ? undefined : await loadInvoice(db, id, access.merchant.id);
    if (!invoice) throw notFound();
    const pdf = await invoicePdf(invoice);
    return reply.header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  },
}));
