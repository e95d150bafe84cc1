// Handlers of the Dashboard calls (schemas/endpoints/dashboard.json; spec 000 s.7), for the selected
// merchant (`merchant` in the query, or in the body of a POST, as the list pages send it). Seeing the
// dashboard needs 'read' on the transactions view (it aggregates the payments); changing one's own
// widget choice needs 'edit' there (docs/decisions.md "Dashboard"): the file's access.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { defineHandlers } from '../http/handler-types.ts';
import type { MerchantAccess } from '../merchant/require-merchant.ts';
import { validTimeZone } from '../disputes/time-zone.ts';
import { MEASURES, widgetById } from './catalog.ts';
import { categoryConfigs, requireCategory, resetWidgets, saveActiveWidgets } from './config-store.ts';
import { requestedPeriod } from './period.ts';
import { widgetData } from './widget-data.ts';

type Filter = { currency?: string; date_from?: string; date_to?: string };
type Call = { db: Kysely<Database>; access: MerchantAccess; request: FastifyRequest };

function scopeOf({ access, request }: Call) {
  const { merchant } = access;
  const timeZone = validTimeZone((merchant as { time_zone?: string }).time_zone ?? 'UTC');
  return { merchant, timeZone, owner: { userId: request.auth!.userId, merchantId: merchant.id } };
}

const widgetOf = (request: FastifyRequest) => {
  const widget = widgetById(Number((request.params as { id: number }).id));
  if (!widget) throw notFound();
  return widget;
};

async function data(call: Call, filter: Filter) {
  const widget = widgetOf(call.request);
  const { merchant, timeZone } = scopeOf(call);
  const currency = filter.currency ?? merchant.currencies[0];
  if (currency === undefined) throw badRequest([['currency', 'field is required']]);
  if (!merchant.currencies.includes(currency)) throw badRequest([['currency', 'Enter a valid value']]);
  const period = requestedPeriod(filter.date_from, filter.date_to, timeZone);
  return widgetData(call.db, widget, { merchantId: merchant.id, currency, timeZone }, period);
}

export const dashboardHandlers = defineHandlers('dashboard', () => ({
  currencies: (call) => {
    const currencies = scopeOf(call).merchant.currencies;
    return { data: currencies, default: currencies[0] ?? null };
  },

  config: async (call) => {
    const { owner, timeZone } = scopeOf(call);
    const { category_name: name } = call.request.query as { category_name?: string };
    const only = name === undefined ? undefined : requireCategory(name);
    const configs = await categoryConfigs(call.db, owner, timeZone, only);
    return only === undefined ? { data: configs } : { data: configs, active_widgets: configs[0].active_widgets };
  },

  saveConfig: async (call) => {
    const { owner, timeZone } = scopeOf(call);
    const body = call.request.body as { category_name: string; widgets: number[] };
    const category = requireCategory(body.category_name);
    await saveActiveWidgets(call.db, owner, category, body.widgets);
    const configs = await categoryConfigs(call.db, owner, timeZone, category);
    return { data: configs, active_widgets: configs[0].active_widgets };
  },

  resetConfig: async (call) => {
    const { owner, timeZone } = scopeOf(call);
    const { category_name: name } = call.request.body as { category_name?: string };
    const category = name === undefined ? undefined : requireCategory(name);
    await resetWidgets(call.db, owner, category);
    return { data: await categoryConfigs(call.db, owner, timeZone) };
  },

  widgetConfig: ({ request }) => {
    const w = widgetOf(request);
    return {
      id: w.id, name: w.name, category: w.category, type: w.type,
      totals: w.totals.map((m) => ({ name: m, label: MEASURES[m].label, format: MEASURES[m].format })),
    };
  },

  widget: (call) => data(call, call.request.query as Filter),
  // The same read as a POST (spec 000 s.7): the filter in the body; it changes nothing.
  widgetPost: (call) => data(call, call.request.body as Filter),
}));
