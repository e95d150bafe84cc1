// Promocodes at the hosted checkout: the code a payer types is looked up among the live promocodes of
// the payable being paid (another payable's code reads as unknown), checked for is_actual and its
// validity days in the merchant's time zone, and lowers the amount: the discount is the percent of
// the amount in minor units rounded half up, and at least one minor unit is always charged.
// The payment records it (promocode_uses: name, percent, the amount before and after) in its own transaction.
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { CheckoutKind } from '../checkout/source.ts';
import { entityOfCheckout } from './entity.ts';
import { merchantToday } from './rules.ts';
import { promocodesDb, type PromocodesDb, type PromocodesTrx } from './tables.ts';
import { statusOf } from './view.ts';

export const PROMO_UNKNOWN = 'This promocode is not valid for this payment';
export const PROMO_INACTIVE = 'This promocode is not active';
export const PROMO_EXPIRED = 'This promocode has expired';
export const promoNotYet = (day: string) => `This promocode is valid from ${day}`;

export type AppliedPromocode = { id: number; name: string; fraction: string; percent: number; originalAmount: number; amount: number };
export type PromoCheck = { ok: true; applied: AppliedPromocode | null } | { ok: false; error: string };

const PROMO_TEXT = /^[A-Za-z0-9_]{1,35}$/;

/** The amount after the discount: percent given as the stored fraction (numeric(5,4) text), in basis points. */
export function discounted(amount: number, fraction: string): number {
  const bp = BigInt(Math.round(Number(fraction) * 10_000));
  const discount = (BigInt(amount) * bp + 5_000n) / 10_000n;
  const left = BigInt(amount) - discount;
  return Number(left < 1n ? 1n : left);
}

/** Checks the typed code against the payable; an empty code applies nothing. `amount` is what would be charged without it. */
export async function applyPromocode(db: Db, kind: CheckoutKind, ref: string, code: string | undefined, amount: number): Promise<PromoCheck> {
  const text = (code ?? '').trim();
  if (text === '') return { ok: true, applied: null };
  if (!PROMO_TEXT.test(text)) return { ok: false, error: PROMO_UNKNOWN };
  const entity = await entityOfCheckout(db, kind, ref);
  if (!entity) return { ok: false, error: PROMO_UNKNOWN };
  const pdb = promocodesDb(db);
  const row = await pdb.selectFrom('promocodes').selectAll().where('entity_type', '=', entity.type).where('entity_id', '=', entity.id)
    .where('merchant_id', '=', entity.merchantId).where('deleted_at', 'is', null).where(sql`lower(promo_name)`, '=', text.toLowerCase()).executeTakeFirst();
  if (!row) return { ok: false, error: PROMO_UNKNOWN };
  const status = statusOf(row, await merchantToday(pdb, entity.merchantId));
  if (status === 'inactive') return { ok: false, error: PROMO_INACTIVE };
  if (status === 'expired') return { ok: false, error: PROMO_EXPIRED };
  if (status === 'pending') return { ok: false, error: promoNotYet(String(row.valid_after)) };
  const percent = Math.round(Number(row.promo_percent) * 1000) / 10;
  return { ok: true, applied: { id: row.id, name: row.promo_name, fraction: row.promo_percent, percent, originalAmount: amount, amount: discounted(amount, row.promo_percent) } };
}

/** Inside the payment's transaction: which promocode the payment used and the amount before it. */
export async function recordPromocodeUse(tx: PromocodesDb | PromocodesTrx, paymentId: number, applied: AppliedPromocode): Promise<void> {
  await tx.insertInto('promocode_uses').values({
    payment_id: paymentId, promocode_id: applied.id, promo_name: applied.name, promo_percent: applied.fraction,
    original_amount: applied.originalAmount, amount: applied.amount,
  }).execute();
}
