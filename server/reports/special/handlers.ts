// Handlers of the special report calls besides the generic list routes (schemas/endpoints/special.json;
// spec 002 s.7); 'reports' read on the merchant (?merchant= or the body's `merchant`):
// POST /merchant/reports/special/{id}/export/{type}/  type CSV or XLS: the report as it is filtered
//      (body: filters, fields, query_words, sort) saved to the merchant's reports (downloads)
// POST /merchant/reports/special/request/  {merchant, report_id, type?, filters?, ...}: the same
//      for a report named in the body (a request without the report's page open)
// Both go through the generic export (server/lists/export/create-export.ts: createExport), so what a
// report export writes is what 'Save to reports' writes for any list: the pending report and its job
// in the call's transaction; this instance's workers wake once it has committed.
import { badRequest, notFound } from '../../http/errors.ts';
import { defineHandlers, type WriteCall } from '../../http/handler-types.ts';
import { wakeWorkers } from '../../jobs/wake.ts';
import { createExport } from '../../lists/export/create-export.ts';
import type { ListRoute } from '../../lists/types.ts';
import { reportEndpoint, specialReport } from './registry.ts';

const FORMATS: Record<string, 'csv' | 'xlsx'> = { CSV: 'csv', XLS: 'xlsx' };

function formatOf(type: unknown): 'csv' | 'xlsx' {
  const format = typeof type === 'string' ? FORMATS[type.toUpperCase()] : undefined;
  if (!format) throw badRequest([['type', 'Choose CSV or XLS']]);
  return format;
}

export const specialReportHandlers = defineHandlers('special', ({ lists }) => {
  const routeOf = (id: unknown) => {
    const report = typeof id === 'number' || (typeof id === 'string' && /^\d{1,9}$/.test(id)) ? specialReport(Number(id)) : undefined;
    return report && lists.find((r) => r.endpoint === reportEndpoint(report.id));
  };
  const run = async (call: WriteCall, route: ListRoute, body: object, format: string) => {
    const created = await createExport(call.db, route, call.request.auth!.userId, call.access.merchant.id, { ...body, format });
    call.afterCommit(wakeWorkers);
    return created;
  };

  return {
    export: async (call) => {
      const { id, type } = call.request.params as { id: string; type: string };
      const route = routeOf(id);
      if (!route) throw notFound();
      return run(call, route, (call.request.body ?? {}) as object, formatOf(type));
    },

    request: async (call) => {
      const { report_id: id, type = 'CSV', ...rest } = (call.request.body ?? {}) as Record<string, unknown>;
      const route = routeOf(id);
      if (!route) throw badRequest([['report_id', 'No such special report']]);
      return run(call, route, rest, formatOf(type));
    },
  };
});
