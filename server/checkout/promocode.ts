// The promocode field of the hosted checkout page and its check on submit (server/promocodes/checkout.ts
// decides). The field shows only on a payable that has promocodes; ?promocode= in the checkout address
// prefills it and previews the lowered amount of a fixed-amount order. A refused code shows at the
// field and nothing is charged; an accepted one lowers the payer's amount before the charge.
import type { Db } from '../db/connect.ts';
import { applyPromocode, type AppliedPromocode } from '../promocodes/checkout.ts';
import { entityOfCheckout } from '../promocodes/entity.ts';
import { promocodesDb } from '../promocodes/tables.ts';
import { escapeHtml, input, money } from './page.ts';
import type { Checked, PayerForm } from './payer-form.ts';
import type { CheckoutKind, CheckoutOrder } from './source.ts';

export const PROMO_FIELD = 'promocode';
const MAX_LENGTH = 35;

/** Whether the payable has a live promocode (then the page offers the field). */
export async function offersPromocode(db: Db, kind: CheckoutKind, ref: string): Promise<boolean> {
  const entity = await entityOfCheckout(db, kind, ref);
  if (!entity) return false;
  const row = await promocodesDb(db).selectFrom('promocodes').select('id').where('entity_type', '=', entity.type)
    .where('entity_id', '=', entity.id).where('deleted_at', 'is', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The field's HTML; `hint` is a line under it (the previewed amount). */
export function promocodeField(values: PayerForm, errors: Record<string, string>, hint?: string): string {
  const field = input({ name: PROMO_FIELD, label: 'Promocode', value: values[PROMO_FIELD], error: errors[PROMO_FIELD],
    attrs: ` maxlength="${MAX_LENGTH}" autocomplete="off" autocapitalize="characters" spellcheck="false"` });
  return hint ? `${field}\n<p class="muted" id="promocode-hint">${escapeHtml(hint)}</p>` : field;
}

const promoText = (form: PayerForm) => (form[PROMO_FIELD] ?? '').trim().slice(0, MAX_LENGTH);

/** A GET's ?promocode=: the prefilled code and, for a fixed amount, the amount to pay with it (or why not). */
export async function previewPromocode(db: Db, kind: CheckoutKind, ref: string, order: CheckoutOrder, raw: unknown): Promise<{ values: PayerForm; errors: Record<string, string>; hint?: string }> {
  const text = typeof raw === 'string' ? raw.trim().slice(0, MAX_LENGTH) : '';
  if (text === '') return { values: {}, errors: {} };
  const checked = await applyPromocode(db, kind, ref, text, order.amount ?? 1);
  if (!checked.ok) return { values: { [PROMO_FIELD]: text }, errors: { [PROMO_FIELD]: checked.error } };
  const hint = order.amount !== null && checked.applied
    ? `With ${checked.applied.name} (-${checked.applied.percent} %) you pay ${money(checked.applied.amount, order.currency)}`
    : undefined;
  return { values: { [PROMO_FIELD]: text }, errors: {}, hint };
}

export type CheckedWithPromo = (Checked & { ok: false }) | { ok: true; payer: Extract<Checked, { ok: true }>['payer']; promocode: AppliedPromocode | null };

/** The payer's form checked with its promocode: a refused code is one more field error; an accepted one lowers payer.amount. */
export async function checkWithPromocode(db: Db, kind: CheckoutKind, ref: string, form: PayerForm, checked: Checked): Promise<CheckedWithPromo> {
  const text = promoText(form);
  const promo = await applyPromocode(db, kind, ref, text, checked.ok ? checked.payer.amount : 1);
  if (!checked.ok) {
    const values = { ...checked.values, [PROMO_FIELD]: text };
    return promo.ok ? { ...checked, values } : { ok: false, values, errors: { ...checked.errors, [PROMO_FIELD]: promo.error } };
  }
  if (!promo.ok) {
    const { card_number: _n, card_cvv: _c, token: _t, ...values } = form;
    return { ok: false, values: { ...values, [PROMO_FIELD]: text }, errors: { [PROMO_FIELD]: promo.error } };
  }
  const payer = promo.applied ? { ...checked.payer, amount: promo.applied.amount } : checked.payer;
  return { ok: true, payer, promocode: promo.applied };
}
