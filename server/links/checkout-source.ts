// Links as a source of the hosted checkout (server/checkout/source.ts): /checkout/link/{ref} pays a
// link while it is created and not past its timeend; the approved payment turns it paid in the
// payment's own transaction (only a created link: a link is paid once).
import type { CheckoutSource } from '../checkout/source.ts';
import { statusSql } from './status.ts';
import { linksDb, type LinkCustomField, type LinkTables } from './tables.ts';

export const linkCheckoutSource: CheckoutSource = {
  async load(db, ref) {
    const link = await linksDb(db).selectFrom('links as t').innerJoin('merchants as m', 'm.id', 't.merchant_id')
      .selectAll('t').select(statusSql.as('shown_status')).where('t.ref', '=', ref).executeTakeFirst();
    if (!link || link.shown_status !== 'created') return null;
    const reference = link.invoice_name ? `${link.invoice_name}: ` : '';
    return {
      merchantId: link.merchant_id,
      amount: Number(link.amount),
      currency: link.currency,
      description: `${reference}${link.description}`,
      fields: (link.custom_fields as LinkCustomField[]).map((f) => ({ name: f.name, label: f.label, required: false })),
      designId: null,
      responseUrl: link.response_url || null,
      callbackUrls: link.server_callback_url ? [link.server_callback_url] : [],
    };
  },
  async paid(tx, ref, paymentId) {
    await tx.withTables<LinkTables>().updateTable('links').set({ status: 'paid', payment_id: paymentId })
      .where('ref', '=', ref).where('status', '=', 'created').execute();
  },
};
