// The MO/TO terminal list (schemas/lists/moto.json): the payments charged from the terminal of the
// merchant chosen in the header, read with the payment_solutions privilege. Cards as BIN and last four.
import { sql } from 'kysely';
import { bool, col, int, money, text, timestamp } from '../lists/field-sql.ts';
import { toMinor } from '../lists/money.ts';
import type { ListSource } from '../lists/types.ts';
import { MASKED_CARD, PAYMENT_SYSTEM } from '../transactions/payments-source.ts';

function search(words: string) {
  const any = [sql`t.order_id = ${words}`];
  if (/^\d{4}$/.test(words)) any.push(sql`t.card_last4 = ${words}`);
  const minor = toMinor(words);
  if (minor !== null) any.push(sql`t.amount = ${minor}`);
  return sql`(${sql.join(any, sql` or `)})`;
}

export const motoSource: ListSource = {
  name: 'moto',
  view: 'payment_solutions',
  from: sql`payments t join merchants m on m.id = t.merchant_id`,
  fields: [
    int('id'),
    text('order_id'),
    timestamp('created', col('created_at')),
    text('status'),
    money('amount'),
    // What was captured and refunded, shown under the amount where they differ (issue 27).
    money('capture_amount'),
    money('reversal_amount'),
    bool('has_part_capture'),
    text('currency'),
    text('payment_system', PAYMENT_SYSTEM),
    text('card', MASKED_CARD, { nullable: true }),
    text('card_last4', col('card_last4'), { nullable: true }),
    text('ps_tran_id'),
  ],
  search: { fields: ['order_id', 'card_last4', 'amount'], sql: search },
  tabs: [{ endpoint: 'solutions.moto', tab: 'all', preset: sql`t.moto` }],
};
