// The downloads lists (spec 002 s.2, s.3, s.4; schemas/lists/report_downloads.json): the merchant's
// reports, regular (Save to reports) or scheduled (a template's runs). The file's address is sent only
// once the report is done (download enabled only on success); while pending, `progress` reads
// 'N of M' rows and `pending` makes the page re-read the list (schemas' poll, every 5 s).
import { sql } from 'kysely';
import { col, flag, int, text, timestamp } from '../../lists/field-sql.ts';
import type { ListSource } from '../../lists/types.ts';

const like = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const downloadsSource: ListSource = {
  name: 'reports',
  view: 'reports',
  from: sql`reports t join merchants m on m.id = t.merchant_id`,
  fields: [
    int('id'),
    text('title'),
    text('status'),
    text('format', sql`upper(t.format)`),
    text('merchant', sql`m.name`),
    text('date_from', sql`coalesce(t.params->>'date_from', '')`),
    text('date_to', sql`coalesce(t.params->>'date_to', '')`),
    timestamp('created', col('created_at')),
    int('rows'),
    text('progress', sql`case when t.status = 'pending' and t.rows_total is not null then t.rows || ' of ' || t.rows_total else '' end`),
    text('file', sql`case when t.status = 'success' then '/api/v2/merchant/reports/' || t.id || '/' end`, { nullable: true }),
    flag('pending', sql`t.status = 'pending'`),
    flag('can_download', sql`t.status = 'success'`),
  ],
  search: { fields: ['title'], sql: (words) => sql`t.title ilike ${like(words)}` },
  tabs: [
    { endpoint: 'downloads.regular', tab: 'regular', preset: sql`t.kind = 'regular'` },
    { endpoint: 'downloads.scheduled', tab: 'scheduled', preset: sql`t.kind = 'scheduled'` },
  ],
};
