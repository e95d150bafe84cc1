// GET /merchant/reports/invoices/{id}/pdf/?merchant=: the invoice of settled batch {id} as a PDF,
// made on demand from the stored settlement (its figures cannot drift from the lists). Needs
// 'reports' read on the merchant; a batch of another merchant, or one not settled yet, is a 404.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { dbId } from '../../http/db-id.ts';
import { notFound } from '../../http/errors.ts';
import { requireMerchant } from '../../merchant/require-merchant.ts';
import { loadInvoice } from './invoice-data.ts';
import { invoicePdf } from './pdf.ts';

export function invoiceRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/merchant/reports/invoices/:id/pdf/', { preHandler: requireMerchant(db, 'reports', 'read') }, async (request, reply) => {
    const id = dbId((request.params as { id: unknown }).id);
    const invoice = id === undefined ? undefined : await loadInvoice(db, id, request.merchantAccess!.merchant.id);
    if (!invoice) throw notFound();
    const pdf = await invoicePdf(invoice);
    return reply.header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
