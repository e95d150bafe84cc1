// Calls of special reports besides the generic list routes (spec 002 s.7):
// POST /merchant/reports/special/{id}/export/{type}/  type CSV or XLS: the report as it is filtered
//      (body: filters, fields, query_words, sort) saved to the merchant's reports (downloads)
// POST /merchant/reports/special/request/  {merchant, report_id, type?, filters?, ...}: the same
//      for a report named in the body (a request without the report's page open)
// Both go through the generic export (server/lists/export/create-export.ts: createExport), so what a
// report export writes is what 'Save to reports' writes for any list. 'reports' read on the merchant.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { TEXT_PARAM } from '../../http/input-schemas.ts';
import { createExport } from '../../lists/export/create-export.ts';
import { requireMerchant } from '../../merchant/require-merchant.ts';
import type { ListRoute } from '../../lists/types.ts';
import { reportEndpoint, specialReport } from './registry.ts';

const FORMATS: Record<string, 'csv' | 'xlsx'> = { CSV: 'csv', XLS: 'xlsx' };

function formatOf(type: unknown): 'csv' | 'xlsx' {
  const format = typeof type === 'string' ? FORMATS[type.toUpperCase()] : undefined;
  if (!format) throw badRequest([['type', 'Choose CSV or XLS']]);
  return format;
}

export function specialReportRoutes(app: FastifyInstance, { db }: AppContext, lists: ListRoute[]): void {
  const guard = requireMerchant(db, 'reports', 'read');
  const routeOf = (id: unknown) => {
    const report = typeof id === 'number' || (typeof id === 'string' && /^\d{1,9}$/.test(id)) ? specialReport(Number(id)) : undefined;
    return report && lists.find((r) => r.endpoint === reportEndpoint(report.id));
  };
  const run = (request: { auth?: { userId: number } | null; merchantAccess?: { merchant: { id: number } } | null }, route: ListRoute, body: object, format: string) =>
    createExport(db, route, request.auth!.userId, request.merchantAccess!.merchant.id, { ...body, format });

  app.post('/merchant/reports/special/:id/export/:type/', {
    preHandler: guard, schema: { params: { type: 'object', properties: { id: TEXT_PARAM, type: TEXT_PARAM } } },
  }, async (request) => {
    const { id, type } = request.params as { id: string; type: string };
    const route = routeOf(id);
    if (!route) throw notFound();
    return run(request, route, (request.body ?? {}) as object, formatOf(type));
  });

  app.post('/merchant/reports/special/request/', { preHandler: guard }, async (request) => {
    const { report_id: id, type = 'CSV', ...rest } = (request.body ?? {}) as Record<string, unknown>;
    const route = routeOf(id);
    if (!route) throw badRequest([['report_id', 'No such special report']]);
    return run(request, route, rest, formatOf(type));
  });
}
