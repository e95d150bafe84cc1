// The buttons' side of the hosted checkout (server/checkout/source.ts): the public reference in
// /checkout/button/{ref} is the button's 16-character alias. A button is payable while it is live,
// enabled and not past its expiry day. A button can be paid any number of times, so `paid` changes
// nothing (the payment itself is the record of its use).
import type { CheckoutField, CheckoutOrder, CheckoutSource } from '../checkout/source.ts';
import { buttonsDb } from './tables.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);
const dayOf = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

function fieldsOf(values: Record<string, unknown>): CheckoutField[] {
  const list = Array.isArray(values.custom_fields) ? (values.custom_fields as Array<Record<string, unknown>>) : [];
  return list.filter((f) => f.hidden !== true).map((f, i) => ({
    name: typeof f.name === 'string' && f.name !== '' ? f.name : `field_${i + 1}`,
    label: String(f.label ?? ''),
    required: f.required === true,
    ...(typeof f.pattern === 'string' && f.pattern !== '' ? { pattern: f.pattern } : {}),
  }));
}

export const buttonCheckoutSource: CheckoutSource = {
  async load(db, ref): Promise<CheckoutOrder | null> {
    if (!/^[A-Za-z0-9]{16}$/.test(ref)) return null;
    const row = await buttonsDb(db).selectFrom('buttons').selectAll().where('alias', '=', ref)
      .where('deleted', '=', false).where('enabled', '=', true).executeTakeFirst();
    if (!row || (row.expire !== null && dayOf(row.expire) < todayUtc())) return null;
    const values = row.settings.values;
    const str = (k: string) => (typeof values[k] === 'string' && values[k] !== '' ? (values[k] as string) : null);
    const callbacks = Array.isArray(values.server_callbacks) ? (values.server_callbacks as Array<{ url?: unknown }>) : [];
    return {
      merchantId: row.merchant_id,
      amount: row.amount === null ? null : Number(row.amount),
      currency: row.currency,
      description: str('order_desc') ?? row.name,
      fields: fieldsOf(values),
      designId: row.design_id,
      language: str('lang'),
      responseUrl: str('response_success_url') ?? str('response_url'),
      callbackUrls: [str('server_callback_url'), ...callbacks.map((c) => (typeof c.url === 'string' ? c.url : null))].filter((u): u is string => u !== null),
    };
  },
  async paid() {
    // Nothing to change: a button stays payable after a payment.
  },
};
