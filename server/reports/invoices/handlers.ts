// Handlers of the invoices calls (schemas/endpoints/invoices.json). The settlements and invoices lists
// are the lists engine's (sources.ts); here GET /merchant/reports/invoices/{id}/pdf/?merchant=: the
// invoice of settled batch {id} as a PDF, the bytes stored when it was issued (server/settlements/
// lines.ts, at the batch's close), served byte for byte forever. A batch settled before invoices were
// stored (migration 036) has its invoice issued by its first download, from its frozen lines, in a
// transaction of its own (the insert keeps the first bytes when two downloads race). Needs 'reports'
// read on the merchant (the file's access); a batch of another merchant, or one not settled yet, is a 404.
import { dbId } from '../../http/db-id.ts';
import { notFound } from '../../http/errors.ts';
import { defineHandlers } from '../../http/handler-types.ts';
import { issueInvoice } from '../../settlements/lines.ts';
import { invoiceNumber } from './sources.ts';

export const invoiceHandlers = defineHandlers('invoices', () => ({
  invoicePdf: async ({ db, access, request, reply }) => {
    const id = dbId((request.params as { id: unknown }).id);
    const batch = id === undefined ? undefined : await db.selectFrom('settlements').select(['id', 'odb_ref'])
      .where('id', '=', id).where('merchant_id', '=', access.merchant.id).where('status', '=', 'settled').executeTakeFirst();
    if (!batch) throw notFound();
    const stored = await db.selectFrom('settlement_invoices').select('pdf').where('settlement_id', '=', batch.id).executeTakeFirst();
    const pdf = stored ? new Uint8Array(stored.pdf) : await db.transaction().execute((trx) => issueInvoice(trx, batch.id, access.merchant.id));
    if (!pdf) throw notFound();
    return reply.header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceNumber(batch.odb_ref)}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  },
}));
