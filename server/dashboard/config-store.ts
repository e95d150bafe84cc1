// Each user's active widgets per merchant and category (dashboard settings modal). A category the
// user never changed shows all its widgets in catalog order; reset deletes the stored choice.
import type { Db } from '../db/connect.ts';
import { badRequest } from '../http/errors.ts';
import { CATEGORIES, categoryByAlias, widgetsOf } from './catalog.ts';
import { periodChoices } from './period.ts';
import { dashboardDb } from './tables.ts';

type Owner = { userId: number; merchantId: number };

export function requireCategory(alias: string): string {
  if (!categoryByAlias(alias)) throw badRequest([['category_name', 'Enter a valid value']]);
  return alias;
}

async function stored(db: Db, owner: Owner): Promise<Map<string, number[]>> {
  const rows = await dashboardDb(db).selectFrom('dashboard_configs').select(['category', 'widgets'])
    .where('user_id', '=', owner.userId).where('merchant_id', '=', owner.merchantId).execute();
  return new Map(rows.map((r) => [r.category, r.widgets]));
}

/** Every category's configuration (or the one named), as spec 000 s.3 "Dashboard config" lists it. */
export async function categoryConfigs(db: Db, owner: Owner, timeZone: string, only?: string) {
  const saved = await stored(db, owner);
  const periods = periodChoices(timeZone);
  return CATEGORIES.filter((c) => only === undefined || c.alias === only).map((c) => {
    const widgets = widgetsOf(c.alias);
    // A widget the catalog no longer has drops out of a stored choice.
    const active = (saved.get(c.alias) ?? widgets.map((w) => w.id)).filter((id) => widgets.some((w) => w.id === id));
    return {
      alias: c.alias, name: c.name, active_widgets: active,
      available_widgets: widgets.map((w) => ({ id: w.id, name: w.name, type: w.type })),
      period_choices: periods, default_period: 'last_7_days',
    };
  });
}

/** Stores the active widgets of a category; every id must be one of its widgets, each once. */
export async function saveActiveWidgets(db: Db, owner: Owner, category: string, widgets: number[]): Promise<void> {
  const known = new Set(widgetsOf(category).map((w) => w.id));
  if (widgets.some((id) => !known.has(id))) throw badRequest([['widgets', 'Enter a valid value']]);
  const row = { user_id: owner.userId, merchant_id: owner.merchantId, category, widgets: JSON.stringify(widgets) };
  await dashboardDb(db).insertInto('dashboard_configs').values(row)
    .onConflict((oc) => oc.columns(['user_id', 'merchant_id', 'category']).doUpdateSet({ widgets: row.widgets, updated_at: new Date() }))
    .execute();
}

/** Back to the defaults: one category, or all when none is named. */
export async function resetWidgets(db: Db, owner: Owner, category?: string): Promise<void> {
  let q = dashboardDb(db).deleteFrom('dashboard_configs').where('user_id', '=', owner.userId).where('merchant_id', '=', owner.merchantId);
  if (category !== undefined) q = q.where('category', '=', category);
  await q.execute();
}
