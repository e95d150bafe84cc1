// The scheduled templates list (schemas/lists/report_templates.json): a merchant's templates.
import { sql } from 'kysely';
import { col, flag, int, text, timestamp } from '../../lists/field-sql.ts';
import type { ListSource } from '../../lists/types.ts';

const like = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const templatesSource: ListSource = {
  name: 'report templates',
  view: 'reports',
  from: sql`report_templates t`,
  fields: [
    int('id'),
    text('name'),
    text('list'),
    text('format'),
    text('period'),
    text('status', sql`case when t.is_active then 'active' else 'disabled' end`),
    timestamp('created', col('created_at')),
    flag('can_edit', sql`true`, { edit: true }),
  ],
  search: { fields: ['name'], sql: (words) => sql`t.name ilike ${like(words)}` },
  tabs: [{ endpoint: 'downloads.templates', tab: 'all' }],
};
