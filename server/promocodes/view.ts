// A promocode as the calls answer it (spec 002 s.3 'Promocode': promo_name, promo_percent as the
// stored fraction, description, valid_after, valid_before, is_actual yes/no, name: the entity's
// name), plus what the screens need: the percent shown x100, the entity, a status and can_edit.
import { fractionToPercent } from './rules.ts';
import type { PromocodeRow } from './tables.ts';

export type PromocodeStatus = 'active' | 'inactive' | 'expired' | 'pending';

const dayOf = (value: unknown): string | null =>
  (value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/** Whether a payer can use it today (the merchant's day): pending before valid_after, expired after valid_before. */
export function statusOf(row: Pick<PromocodeRow, 'is_actual' | 'valid_after' | 'valid_before'>, today: string): PromocodeStatus {
  if (!row.is_actual) return 'inactive';
  const after = dayOf(row.valid_after);
  const before = dayOf(row.valid_before);
  if (before !== null && today > before) return 'expired';
  if (after !== null && today < after) return 'pending';
  return 'active';
}

export function promocodeReply(row: PromocodeRow, entityName: string | null, today: string, canEdit: boolean) {
  return {
    id: row.id,
    merchant: row.merchant_id,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    name: entityName,
    promo_name: row.promo_name,
    promo_percent: Number(row.promo_percent),
    percent: fractionToPercent(row.promo_percent),
    description: row.description,
    valid_after: dayOf(row.valid_after),
    valid_before: dayOf(row.valid_before),
    is_actual: row.is_actual ? 'yes' : 'no',
    status: statusOf(row, today),
    created: row.created_at.toISOString(),
    can_edit: canEdit,
  };
}
