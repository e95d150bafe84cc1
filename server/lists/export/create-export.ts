// POST <list>export/: the current filters, search words, sort and chosen columns (each amount with
// its currency, export-columns.ts) -> a report
// record and its file (CSV or XLSX) in the database, in one transaction. Answers {id, status}.
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/errors.ts';
import { listConditions } from '../conditions.ts';
import { checkFilters, parseSort } from '../list-query.ts';
import type { FilterEntry, ListRoute } from '../types.ts';
import { checkFields, loadSettings } from '../user-settings.ts';
import { exportCell } from './cells.ts';
import { exportColumns } from './export-columns.ts';
import { toCsv } from './csv.ts';
import { readAll } from './read-all.ts';
import { toXlsx } from './xlsx.ts';
import { maskCardNumbersIn } from '../../security/card-mask.ts';

const FORMATS = {
  csv: { ext: 'csv', type: 'text/csv; charset=utf-8' },
  xlsx: { ext: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const;

type ExportBody = { filters?: unknown; fields?: unknown; query_words?: unknown; sort?: unknown; format?: unknown };

/** date_from / date_to of the report record (spec 002 s.3), from a date range filter when there is one. */
function period(route: ListRoute, filters: FilterEntry[]) {
  const range = filters.find((e) => e.m === 'range' && route.def.filters.some((f) => f.name === e.s && f.field.type === 'timestamp'));
  const [from, to] = range ? range.v.split(',') : [];
  return { date_from: from || null, date_to: to || null };
}

export async function createExport(db: Db, route: ListRoute, userId: number, merchantId: number, raw: unknown) {
  const body = raw as ExportBody;
  const { def } = route;
  const format = body.format ?? 'csv';
  if (format !== 'csv' && format !== 'xlsx') throw badRequest("format must be 'csv' or 'xlsx'");
  const filters = checkFilters(body.filters);
  const words = typeof body.query_words === 'string' ? body.query_words.trim() : '';
  const sort = parseSort(def, typeof body.sort === 'string' ? body.sort : '');
  const names = Array.isArray(body.fields) && body.fields.length > 0
    ? checkFields(def, body.fields) : (await loadSettings(db, userId, def)).fields;
  const columns = exportColumns(def, names.map((n) => def.columns.find((c) => c.name === n)!));
  const where = listConditions(route, merchantId, filters, words);
  const title = route.tab === 'all' ? def.title : `${def.title} (${route.tab})`;

  return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    const rows = await readAll(trx, def, where, sort, columns.map((c) => c.field));
    const cells = rows.map((r) => columns.map((c) => exportCell(c.field, r)));
    const data = format === 'csv' ? toCsv(columns, cells) : await toXlsx(title, columns, cells);
    const stamp = new Date().toISOString().slice(0, 10);
    const file = await trx.insertInto('files').values({
      owner_user_id: userId, name: `${def.id}-${route.tab}-${stamp}.${FORMATS[format].ext}`, content_type: FORMATS[format].type, data,
    }).returning('id').executeTakeFirstOrThrow();
    const report = await trx.insertInto('reports').values({
      user_id: userId, merchant_id: merchantId, list: def.id, title, format, status: 'success', rows: rows.length, file_id: file.id,
      // The report keeps its arguments with card numbers masked; the query above used them as typed.
      params: JSON.stringify(maskCardNumbersIn({ filters, fields: names, query_words: words, sort: body.sort ?? '', ...period(route, filters) })),
    }).returning(['id', 'status']).executeTakeFirstOrThrow();
    return { id: report.id, status: report.status, message: 'Report added to downloads' };
  });
}
