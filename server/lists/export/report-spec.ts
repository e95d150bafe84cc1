// What a report of a list is: format, filters, search words, sort and chosen columns, checked against
// the list (a bad one is a 400 at the request, never a failing job), and the list's WHERE for them.
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/errors.ts';
import { listConditions } from '../conditions.ts';
import { checkFilters, parseSort, type ListQuery } from '../list-query.ts';
import type { Column, FilterEntry, ListRoute } from '../types.ts';
import { checkFields, loadSettings } from '../user-settings.ts';
import { exportColumns } from './export-columns.ts';

export const FORMATS = {
  csv: { ext: 'csv', type: 'text/csv; charset=utf-8' },
  xlsx: { ext: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const;
export type Format = keyof typeof FORMATS;

export type ReportArgs = { format: Format; filters: FilterEntry[]; fields: string[]; query_words: string; sort: string };

export type ReportSpec = ReportArgs & { title: string; columns: Column[]; sortBy: ListQuery['sort']; where: RawBuilder<unknown>[] };

type Body = { filters?: unknown; fields?: unknown; query_words?: unknown; sort?: unknown; format?: unknown };

/** The arguments of a report request; without fields, the user's saved columns of the list. */
export async function readReportArgs(db: Db, route: ListRoute, userId: number | null, raw: unknown): Promise<ReportArgs> {
  const body = (raw ?? {}) as Body;
  const format = body.format ?? 'csv';
  if (format !== 'csv' && format !== 'xlsx') throw badRequest("format must be 'csv' or 'xlsx'");
  const { def } = route;
  const fields = Array.isArray(body.fields) && body.fields.length > 0 ? checkFields(def, body.fields)
    : userId === null ? def.defaultColumns : (await loadSettings(db, userId, def)).fields;
  return {
    format, filters: checkFilters(body.filters), fields,
    query_words: typeof body.query_words === 'string' ? body.query_words.trim() : '',
    sort: typeof body.sort === 'string' ? body.sort : '',
  };
}

export function reportSpec(route: ListRoute, merchantId: number, args: ReportArgs): ReportSpec {
  const { def } = route;
  const fields = checkFields(def, args.fields);
  return {
    ...args,
    title: route.tab === 'all' ? def.title : `${def.title} (${route.tab})`,
    columns: exportColumns(def, fields.map((n) => def.columns.find((c) => c.name === n)!)),
    sortBy: parseSort(def, args.sort),
    where: listConditions(route, merchantId, args.filters, args.query_words),
  };
}

/** date_from / date_to of the report record (spec 002 s.3), from a date range filter when there is one. */
export function period(route: ListRoute, filters: FilterEntry[]) {
  const range = filters.find((e) => e.m === 'range' && route.def.filters.some((f) => f.name === e.s && f.field.type === 'timestamp'));
  const [from, to] = range ? range.v.split(',') : [];
  return { date_from: from || null, date_to: to || null };
}
