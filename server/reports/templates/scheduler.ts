// The scheduler tick (every worker runs it): each active template's run of its last complete period
// is enqueued as a scheduled report. The run's unique key (template + period start, queue.ts) makes
// it fire once per period however many instances tick: the second insert of a key adds nothing.
import type { Db } from '../../db/connect.ts';
import { enqueueReport } from '../../lists/export/enqueue-report.ts';
import type { ListRoute } from '../../lists/types.ts';
import { wakeWorkers } from '../../jobs/wake.ts';
import { lastPeriod, runKey } from './period.ts';

/** The list's date filter (a timestamp filter offering 'range'): the run's period goes there. */
export function periodFilter(route: ListRoute) {
  return route.def.filters.find((f) => f.field.type === 'timestamp' && f.modes.includes('range'));
}

/** Enqueues the due runs; answers how many were added by this call. */
export async function scheduleTemplates(db: Db, routes: ReadonlyMap<string, ListRoute>, now = new Date()): Promise<number> {
  const templates = await db.selectFrom('report_templates').selectAll().where('is_active', '=', true).orderBy('id').execute();
  let added = 0;
  for (const t of templates) {
    const route = routes.get(t.list);
    const filter = route && periodFilter(route);
    if (!route || !filter) continue;
    const { from, to } = lastPeriod(t.period, now);
    const args = {
      format: t.format, fields: route.def.defaultColumns, query_words: '', sort: '',
      filters: [{ s: filter.name, m: 'range', v: `${from.toISOString()},${new Date(to.getTime() - 1).toISOString()}` }],
    };
    const report = await db.transaction().execute((trx) => enqueueReport(trx, {
      route, merchantId: t.merchant_id, userId: t.user_id, args, kind: 'scheduled', templateId: t.id,
      uniqueKey: runKey(t.id, from), title: `${t.name} (${from.toISOString().slice(0, 10)})`,
    }));
    if (report) added += 1;
  }
  if (added > 0) wakeWorkers();
  return added;
}
