// Links as a source of the hosted checkout (server/checkout/source.ts): /checkout/link/{ref} pays a
// link while it is created and not past its timeend; the approved payment turns it paid in the
// payment's own transaction (only a created link: a link is paid once). Before the card is charged the
// checkout claims the link for the paying form (claim_key), so a second payer at the same moment is
// refused instead of charged; a decline releases the claim.
import { CLAIM_LIFETIME_MS, type CheckoutSource } from '../checkout/source.ts';
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
      language: link.checkout_language,
      responseUrl: link.response_url || null,
      callbackUrls: link.server_callback_url ? [link.server_callback_url] : [],
    };
  },
  async claim(tx, ref, key) {
    const links = tx.withTables<LinkTables>();
    // The row lock makes a concurrent claim wait for this one and then see its key.
    const link = await links.selectFrom('links').select(['status', 'claim_key', 'claimed_at']).where('ref', '=', ref).forUpdate().executeTakeFirst();
    if (!link || link.status !== 'created') return 'gone';
    const live = link.claimed_at !== null && Date.now() - new Date(link.claimed_at).getTime() < CLAIM_LIFETIME_MS;
    if (link.claim_key !== null && link.claim_key !== key && live) return 'busy';
    await links.updateTable('links').set({ claim_key: key, claimed_at: new Date() }).where('ref', '=', ref).execute();
    return 'claimed';
  },
  async release(tx, ref, key) {
    await tx.withTables<LinkTables>().updateTable('links').set({ claim_key: null, claimed_at: null })
      .where('ref', '=', ref).where('claim_key', '=', key).execute();
  },
  async paid(tx, ref, paymentId) {
    await tx.withTables<LinkTables>().updateTable('links').set({ status: 'paid', payment_id: paymentId, claim_key: null, claimed_at: null })
      .where('ref', '=', ref).where('status', '=', 'created').execute();
  },
};
