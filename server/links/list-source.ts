// How the links list (spec 001 s.2, s.4; schemas/lists/links.json) reads storage. The status column
// is the shown one (expired past timeend); the row flags follow the visibility rules of s.4.
import { sql } from 'kysely';
import { col, flag, int, money, text, timestamp, date } from '../lists/field-sql.ts';
import { toMinor } from '../lists/money.ts';
import type { ListSource } from '../lists/types.ts';
import { LINK_STATUSES, statusSql } from './status.ts';

function search(words: string) {
  const any = [sql`t.invoice_name = ${words}`, sql`t.receiver_email = ${words.toLowerCase()}`,
    sql`t.description ilike ${`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`];
  const minor = toMinor(words);
  if (minor !== null) any.push(sql`t.amount = ${minor}`);
  return sql`(${sql.join(any, sql` or `)})`;
}

export const linksSource: ListSource = {
  name: 'links',
  view: 'payment_solutions',
  from: sql`links t join merchants m on m.id = t.merchant_id`,
  fields: [
    int('id'),
    money('amount'),
    text('currency'),
    text('description'),
    text('invoice_name'),
    text('receiver_first_name'),
    text('receiver_email'),
    date('timeend', col('timeend'), { nullable: true }),
    text('status', statusSql, { values: LINK_STATUSES }),
    timestamp('created', col('created_at')),
    flag('can_copy', sql`${statusSql} = 'created'`),
    flag('can_resend', sql`${statusSql} = 'created' and t.receiver_email <> ''`, { edit: true }),
    flag('can_qr', sql`t.status <> 'deleted'`),
    flag('can_delete', sql`t.status <> 'deleted'`, { edit: true }),
  ],
  search: { fields: ['invoice_name', 'receiver_email', 'description', 'amount'], sql: search },
  tabs: [{ endpoint: 'links.list', tab: 'all' }],
};
