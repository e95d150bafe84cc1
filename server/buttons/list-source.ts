// The buttons list (spec 001 s.2 "Buttons"; schemas/lists/buttons.json): the live buttons of the
// merchant of ?merchant=, newest first, read with payment_solutions. `can_edit` on each row is the
// caller's edit privilege (the row actions toggle, edit, duplicate and delete need it).
import { sql } from 'kysely';
import { bool, col, flag, int, money, text, timestamp } from '../lists/field-sql.ts';
import type { ListSource } from '../lists/types.ts';

function search(words: string) {
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(t.name ilike ${like} or t.alias = ${words})`;
}

export const buttonsSource: ListSource = {
  name: 'buttons',
  view: 'payment_solutions',
  from: sql`buttons t join merchants m on m.id = t.merchant_id`,
  fields: [
    int('id'),
    int('merchant', col('merchant_id')),
    text('merchant_name', sql`m.name`),
    text('alias'),
    text('name'),
    money('amount', col('amount'), { nullable: true }),
    text('currency'),
    text('button_type'),
    bool('enabled'),
    timestamp('created', col('created_at')),
    flag('can_edit', sql`true`, { edit: true }),
  ],
  search: { fields: ['name', 'alias'], sql: search },
  tabs: [{ endpoint: 'buttons.list', tab: 'all', preset: sql`not t.deleted` }],
};
