// Landings as payables of the hosted checkout (server/checkout/source.ts): the reference is the
// alias of a published landing; the amount is the finance step's fixed amount or the payer's, the
// payer fields are the contacts step's phone, e-mail and custom fields cf-1, cf-2.
import { sql } from 'kysely';
import type { CheckoutField, CheckoutSource } from '../checkout/source.ts';
import { customFields } from './view.ts';

// Spec 001 s.5 validation templates; the phone field has an empty pattern.
const TEMPLATE_PATTERNS: Record<string, string | undefined> = {
  email: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+', url: 'https?://\\S+', numeric: '\\d+', decimal: '-?\\d+(\\.\\d+)?',
};

export const landingCheckoutSource: CheckoutSource = {
  async load(db, ref) {
    const row = await db.selectFrom('landings').selectAll().where(sql<string>`lower(alias)`, '=', ref.toLowerCase())
      .where('deleted_at', 'is', null).where('status', '=', 'published').executeTakeFirst();
    if (!row) return null;
    const finance = row.finance as { currency?: string; amount_type?: string; amount_minor?: number; payment_description?: string };
    const contacts = row.contacts as { ask_phone?: boolean; ask_email?: boolean };
    const fields: CheckoutField[] = [];
    if (contacts.ask_email) fields.push({ name: 'email', label: 'E-mail', required: true, pattern: TEMPLATE_PATTERNS.email, maxLength: 254 });
    if (contacts.ask_phone) fields.push({ name: 'phone', label: 'Phone', required: true, maxLength: 20 });
    for (const f of customFields(row.contacts)) {
      fields.push({ name: f.name, label: f.label, required: f.required, pattern: TEMPLATE_PATTERNS[f.template],
        ...(f.min !== undefined ? { minLength: f.min } : {}), ...(f.max !== undefined ? { maxLength: f.max } : {}) });
    }
    return {
      merchantId: row.merchant_id,
      amount: finance.amount_type === 'fixed' && typeof finance.amount_minor === 'number' ? finance.amount_minor : null,
      currency: finance.currency ?? '', description: finance.payment_description ?? row.name, fields,
      designId: null, language: null, responseUrl: null, callbackUrls: [],
    };
  },
  // A landing stays payable after a payment: nothing to mark.
  async paid() {},
};
