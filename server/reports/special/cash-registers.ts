// Special reports 657 (Z-report and error log) and 900 (cash register closing), spec 002 s.2 and
// s.9, read from the online cash registers' tables (migration 027): fiscal_shifts (one row per
// shift: opened_at, closed_at, receipts_count, sales_total and refunds_total in minor units,
// currency, z_report_number) and fiscal_errors (occurred_at, code, message, point_of_sale), each
// with its register (cashboxes: the register number and point of sale). A merchant without a
// register reads no rows and the list says why (the list files' `empty`).
import { sql } from 'kysely';
import { col, int, money, text, timestamp } from '../../lists/field-sql.ts';
import type { ListSource } from '../../lists/types.ts';

// 657: a closed shift's Z-report and every fiscal error, one log ordered by time. Ids are kept
// unique across the two tables (even: shifts, odd: errors).
const zLogFrom = sql`(
  select s.id::bigint * 2 as id, s.merchant_id::integer as merchant_id, 'z_report'::text as kind, s.closed_at as occurred_at,
    c.case_reg_num::text as cashbox, s.number::text as shift_number, s.z_report_number::text as z_report_number,
    s.receipts_count::integer as receipts_count, s.sales_total::bigint as sales_total, s.refunds_total::bigint as refunds_total,
    s.currency::text as currency, null::text as code, null::text as message, c.point_name::text as point_of_sale
  from fiscal_shifts s join cashboxes c on c.id = s.cashbox_id where s.closed_at is not null
  union all
  select e.id::bigint * 2 + 1, e.merchant_id::integer, 'error'::text, e.occurred_at, c.case_reg_num::text, null, null, null, null, null,
    null, e.code::text, e.message::text, e.point_of_sale::text
  from fiscal_errors e join cashboxes c on c.id = e.cashbox_id) t`;

const maybe = { nullable: true };

export const zReportSource: ListSource = {
  name: 'special_657',
  view: 'reports',
  from: zLogFrom,
  fields: [
    int('id'),
    text('kind', col('kind'), { values: ['z_report', 'error'] }),
    timestamp('occurred_at'),
    text('cashbox', col('cashbox'), maybe),
    text('shift_number', col('shift_number'), maybe),
    text('z_report_number', col('z_report_number'), maybe),
    int('receipts_count', col('receipts_count'), maybe),
    money('sales_total', col('sales_total'), maybe),
    money('refunds_total', col('refunds_total'), maybe),
    text('currency', col('currency'), maybe),
    text('code', col('code'), maybe),
    text('message', col('message'), maybe),
    text('point_of_sale', col('point_of_sale'), maybe),
  ],
  search: { fields: ['z_report_number', 'code'], sql: (words) => sql`(t.z_report_number = ${words} or t.code = ${words})` },
  tabs: [{ endpoint: 'special.report657', tab: 'all' }],
};

// 900: each closed shift with what it took and gave back.
const closingFrom = sql`(
  select s.id::bigint as id, s.merchant_id::integer as merchant_id, c.case_reg_num::text as cashbox, s.number::text as shift_number,
    s.opened_at, s.closed_at, s.receipts_count::integer as receipts_count, s.sales_total::bigint as sales_total,
    s.refunds_total::bigint as refunds_total, s.currency::text as currency, s.z_report_number::text as z_report_number
  from fiscal_shifts s join cashboxes c on c.id = s.cashbox_id where s.closed_at is not null) t`;

export const cashClosingSource: ListSource = {
  name: 'special_900',
  view: 'reports',
  from: closingFrom,
  fields: [
    int('id'),
    text('cashbox'),
    text('shift_number'),
    timestamp('opened_at'),
    timestamp('closed_at'),
    int('receipts_count'),
    money('sales_total'),
    money('refunds_total'),
    money('net_total', sql`t.sales_total - t.refunds_total`),
    text('currency'),
    text('z_report_number', col('z_report_number'), maybe),
  ],
  search: { fields: ['z_report_number', 'cashbox'], sql: (words) => sql`(t.z_report_number = ${words} or t.cashbox = ${words})` },
  tabs: [{ endpoint: 'special.report900', tab: 'all' }],
};
