// A promocode's form (schemas/forms/promocode.json) checked on the server: the file's rules (spec 002
// s.5: name, discount, description, with their messages) checked by the route layer (call.body), then what a
// file cannot say: the validity dates not before the merchant's today (a date kept unchanged on an
// edit may stay in the past), the range in order, and the name unique among the entity's live promocodes.
import { sql } from 'kysely';
import { badRequest } from '../http/errors.ts';
import type { PromocodeRow, PromocodesDb, PromocodesTrx } from './tables.ts';

export const NAME_TAKEN = 'A promocode with this name already exists for this payment';

export type PromocodeBody = {
  promo_name: string;
  promo_percent: string;
  description?: string;
  valid_after?: string | null;
  valid_before?: string | null;
  is_actual?: 'yes' | 'no';
};

/** What a promocode row stores from a checked form. */
export type PromocodeValues = {
  promo_name: string;
  promo_percent: string;
  description: string;
  valid_after: string | null;
  valid_before: string | null;
  is_actual: boolean;
};

/** The shown percent (1-99, one decimal at most) as the stored fraction: '15' -> '0.1500'. */
export function percentToFraction(percent: string): string {
  const tenths = Math.round(Number(percent.trim().replace(',', '.')) * 10);
  return (tenths / 1000).toFixed(4);
}

/** The stored fraction shown x100: '0.1500' -> 15, '0.0950' -> 9.5. */
export const fractionToPercent = (fraction: string | number): number => Math.round(Number(fraction) * 1000) / 10;

export async function merchantToday(db: PromocodesDb | PromocodesTrx, merchantId: number): Promise<string> {
  const row = await db.selectFrom('merchants as m').select(sql<string>`to_char((now() at time zone m.time_zone)::date, 'YYYY-MM-DD')`.as('today'))
    .where('m.id', '=', merchantId).executeTakeFirstOrThrow();
  return row.today;
}

const dayOf = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
};

/**
 * The form's values (checked against the form) ready to store, or 400 with every problem at its field. `before` is the
 * promocode being edited (its unchanged dates are kept even when past), `entity` where its name must be unique.
 */
export async function checkPromocode(db: PromocodesDb, body: PromocodeBody, target: { merchantId: number; type: string; entityId: number; before?: PromocodeRow }): Promise<PromocodeValues> {
  // `body` passed the add or the edit form (promocode, promocode_edit): they declare the same fields and rules.
  const values: PromocodeValues = {
    promo_name: body.promo_name.trim(),
    promo_percent: percentToFraction(body.promo_percent),
    description: (body.description ?? '').trim(),
    valid_after: dayOf(body.valid_after),
    valid_before: dayOf(body.valid_before),
    is_actual: (body.is_actual ?? 'yes') === 'yes',
  };
  const errors: Array<[string, string]> = [];
  const today = await merchantToday(db, target.merchantId);
  for (const field of ['valid_after', 'valid_before'] as const) {
    const day = values[field];
    const kept = target.before !== undefined && dayOf(target.before[field]) === day;
    if (day !== null && day < today && !kept) errors.push([field, `field is lower than ${today}`]);
  }
  if (values.valid_after && values.valid_before && values.valid_before < values.valid_after && !errors.some(([f]) => f === 'valid_before')) {
    errors.push(['valid_before', `field is lower than ${values.valid_after}`]);
  }
  let taken = db.selectFrom('promocodes').select('id').where('entity_type', '=', target.type as PromocodeRow['entity_type'])
    .where('entity_id', '=', target.entityId).where('deleted_at', 'is', null).where(sql`lower(promo_name)`, '=', values.promo_name.toLowerCase());
  if (target.before) taken = taken.where('id', '<>', target.before.id);
  if (await taken.executeTakeFirst()) errors.push(['promo_name', NAME_TAKEN]);
  if (errors.length > 0) throw badRequest(errors);
  return values;
}

const NAME_MAX = 35;

/** The name itself when the target entity has no promocode of that name, else <name>_copy, <name>_copy2, ... within 35 characters. */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '_copy' : `_copy${n}`;
    const candidate = `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
