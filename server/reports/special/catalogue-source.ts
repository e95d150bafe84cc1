// GET /merchant/reports/special/list/: the catalogue of special reports as a list (spec 002 s.3
// "Special report: report_id, title, description, section"), its rows the registry's entries for
// the chosen merchant.
import { sql } from 'kysely';
import { col, int, text } from '../../lists/field-sql.ts';
import type { ListSource } from '../../lists/types.ts';
import { SPECIAL_REPORTS } from './registry.ts';

const rows = SPECIAL_REPORTS.map((r) => sql`(${r.id}::int, ${r.title}::text, ${r.description}::text, ${r.section}::text)`);

export const specialCatalogueSource: ListSource = {
  name: 'special_reports',
  view: 'reports',
  from: sql`(select r.*, m.id as merchant_id from merchants m
    cross join (values ${sql.join(rows)}) as r(id, title, description, section)) t`,
  fields: [int('id'), int('report_id', col('id')), text('title'), text('description'), text('section', col('section'), { values: [...new Set(SPECIAL_REPORTS.map((r) => r.section))] })],
  search: { fields: ['title'], sql: (words) => sql`t.title ilike ${`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` },
  tabs: [{ endpoint: 'special.list', tab: 'all' }],
};

export const specialReportSources: ListSource[] = [specialCatalogueSource, ...SPECIAL_REPORTS.map((r) => r.source)];
