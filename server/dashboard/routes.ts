// The Dashboard calls of spec 000 s.7, for the selected merchant (`merchant` in the query, or in the
// body of a POST, as the list pages send it). Seeing the dashboard needs 'read' on the transactions
// view (it aggregates the payments); changing one's own widget choice needs 'edit' there
// (docs/decisions.md "Dashboard").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { requireMerchant } from '../merchant/require-merchant.ts';
import { validTimeZone } from '../disputes/time-zone.ts';
import { MEASURES, widgetById } from './catalog.ts';
import { categoryConfigs, requireCategory, resetWidgets, saveActiveWidgets } from './config-store.ts';
import { requestedPeriod } from './period.ts';
import { widgetData } from './widget-data.ts';

const CATEGORY = { type: 'string', minLength: 1, maxLength: 50 };
const DAY = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' };
const FILTER = { currency: { type: 'string', pattern: '^[A-Z]{3}$' }, date_from: DAY, date_to: DAY };
const WIDGET_IDS = { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } };

type Filter = { currency?: string; date_from?: string; date_to?: string };

// `merchant` is read by requireMerchant (any id that names nothing the user sees: 404).
const object = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required });

function scopeOf(request: FastifyRequest) {
  const { merchant } = request.merchantAccess!;
  const timeZone = validTimeZone((merchant as { time_zone?: string }).time_zone ?? 'UTC');
  return { merchant, timeZone, owner: { userId: request.auth!.userId, merchantId: merchant.id } };
}

export function dashboardRoutes(app: FastifyInstance, { db }: AppContext): void {
  const read = requireMerchant(db, 'transactions', 'read');
  const edit = requireMerchant(db, 'transactions', 'edit');

  app.get('/dashboard/currencies/', { preHandler: read }, async (request) => {
    const currencies = scopeOf(request).merchant.currencies;
    return { data: currencies, default: currencies[0] ?? null };
  });

  app.get<{ Querystring: { category_name?: string } }>('/dashboard/config/',
    { preHandler: read, schema: { querystring: object({ category_name: CATEGORY }) } }, async (request) => {
      const { owner, timeZone } = scopeOf(request);
      const only = request.query.category_name === undefined ? undefined : requireCategory(request.query.category_name);
      const data = await categoryConfigs(db, owner, timeZone, only);
      return only === undefined ? { data } : { data, active_widgets: data[0].active_widgets };
    });

  app.post<{ Body: { category_name: string; widgets: number[] } }>('/dashboard/config/',
    { preHandler: edit, schema: { body: object({ category_name: CATEGORY, widgets: WIDGET_IDS }, ['category_name', 'widgets']) } },
    async (request) => {
      const { owner, timeZone } = scopeOf(request);
      const category = requireCategory(request.body.category_name);
      await saveActiveWidgets(db, owner, category, request.body.widgets);
      const data = await categoryConfigs(db, owner, timeZone, category);
      return { data, active_widgets: data[0].active_widgets };
    });

  app.post<{ Body: { category_name?: string } }>('/dashboard/config/default/',
    { preHandler: edit, schema: { body: object({ category_name: CATEGORY }) } }, async (request) => {
      const { owner, timeZone } = scopeOf(request);
      const category = request.body.category_name === undefined ? undefined : requireCategory(request.body.category_name);
      await resetWidgets(db, owner, category);
      return { data: await categoryConfigs(db, owner, timeZone) };
    });

  const widgetOf = (request: FastifyRequest) => {
    const widget = widgetById(Number((request.params as { id: number }).id));
    if (!widget) throw notFound();
    return widget;
  };

  app.get('/dashboard/widget/:id/config/', { preHandler: read }, async (request) => {
    const w = widgetOf(request);
    return {
      id: w.id, name: w.name, category: w.category, type: w.type,
      totals: w.totals.map((m) => ({ name: m, label: MEASURES[m].label, format: MEASURES[m].format })),
    };
  });

  const data = async (request: FastifyRequest, filter: Filter) => {
    const widget = widgetOf(request);
    const { merchant, timeZone } = scopeOf(request);
    const currency = filter.currency ?? merchant.currencies[0];
    if (currency === undefined) throw badRequest([['currency', 'field is required']]);
    if (!merchant.currencies.includes(currency)) throw badRequest([['currency', 'Enter a valid value']]);
    const period = requestedPeriod(filter.date_from, filter.date_to, timeZone);
    return widgetData(db, widget, { merchantId: merchant.id, currency, timeZone }, period);
  };
  app.get<{ Querystring: Filter }>('/dashboard/widget/:id/', { preHandler: read, schema: { querystring: object(FILTER) } },
    (request) => data(request, request.query));
  // The same read as a POST (spec 000 s.7): the filter in the body; it changes nothing.
  app.post<{ Body: Filter }>('/dashboard/widget/:id/', { preHandler: read, schema: { body: object(FILTER) } },
    (request) => data(request, request.body));
}
