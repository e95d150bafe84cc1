// Black/white list of a payment (spec 002 s.2 and s.7): the payment's card (BIN and last digits as
// stored) or its sender e-mail put on the merchant's black or white list for `period` seconds times
// `amount` (e.g. 86400 x 7 = a week). One entry per merchant, field and value; `none` removes it.
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import { badRequest } from '../http/errors.ts';
import type { PaymentRow, PaymentsTrx } from './tables.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type BwlistTables = {
  payment_bwlist: {
    id: Generated<number>;
    merchant_id: number;
    field: string;
    value: string;
    list: string;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    payment_id: number | null;
    user_id: number | null;
    created_at: CreatedAt;
  };
};
type EntryRow = Selectable<BwlistTables['payment_bwlist']>;

export const BW_FIELDS = ['card', 'email'] as const;
export const BW_LISTS = ['black', 'white', 'none'] as const;
export const BW_PERIODS = [
  { value: 3600, label: 'Hour' }, { value: 86400, label: 'Day' }, { value: 604800, label: 'Week' }, { value: 2592000, label: 'Month (30 days)' },
];
export const MAX_AMOUNT = 1000;

export type BwField = (typeof BW_FIELDS)[number];
export type BwChange = { field: BwField; list: (typeof BW_LISTS)[number]; period: number; amount: number };

/** The value of `field` on the payment, or null when the payment has none. */
export function valueOf(p: PaymentRow, field: BwField): string | null {
  if (field === 'card') return p.card_bin && p.card_last4 ? `${p.card_bin}******${p.card_last4}` : null;
  return p.sender_email ? p.sender_email.trim().toLowerCase() : null;
}

export function checkChange(body: unknown): BwChange {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Array<[string, string]> = [];
  if (!BW_FIELDS.includes(b.field as BwField)) errors.push(['field', `Choose one of ${BW_FIELDS.join(', ')}`]);
  if (!BW_LISTS.includes(b.list as BwChange['list'])) errors.push(['list', `Choose one of ${BW_LISTS.join(', ')}`]);
  const period = Number(b.period);
  const amount = Number(b.amount);
  if (b.list !== 'none') {
    if (!BW_PERIODS.some((p) => p.value === period)) errors.push(['period', `Choose one of ${BW_PERIODS.map((p) => p.value).join(', ')}`]);
    if (!Number.isInteger(amount) || amount < 1 || amount > MAX_AMOUNT) errors.push(['amount', `Enter a whole number from 1 to ${MAX_AMOUNT}`]);
  }
  if (errors.length) throw badRequest(errors);
  return { field: b.field as BwField, list: b.list as BwChange['list'], period: b.list === 'none' ? 0 : period, amount: b.list === 'none' ? 0 : amount };
}

const entryView = (e: EntryRow) => ({
  id: e.id, field: e.field, value: e.value, list: e.list, expires_at: e.expires_at.toISOString(), created: e.created_at.toISOString(),
});

/** What the bwlist tab shows: the payment's card and e-mail, and their live entries. */
export async function bwlistView(db: Kysely<BwlistTables>, p: PaymentRow, canEdit: boolean) {
  const values = BW_FIELDS.map((f) => [f, valueOf(p, f)] as const);
  const wanted = values.flatMap(([f, v]) => (v === null ? [] : [{ f, v }]));
  const rows: EntryRow[] = [];
  for (const { f, v } of wanted) {
    const row = await db.selectFrom('payment_bwlist').selectAll()
      .where('merchant_id', '=', p.merchant_id).where('field', '=', f).where('value', '=', v)
      .where('expires_at', '>', new Date()).executeTakeFirst();
    if (row) rows.push(row);
  }
  return {
    payment_id: p.id, order_id: p.order_id, merchant: p.merchant_id,
    card: valueOf(p, 'card'), email: valueOf(p, 'email'),
    entries: rows.map(entryView),
    current: Object.fromEntries(BW_FIELDS.map((f) => [f, rows.find((r) => r.field === f)?.list ?? null])),
    can_change: canEdit,
    choices: { field: BW_FIELDS, list: BW_LISTS, period: BW_PERIODS, amount: { min: 1, max: MAX_AMOUNT } },
  };
}

/** Applies a change inside the payment's locked transaction; the history gets a bwlist_change event. */
export async function applyChange(trx: PaymentsTrx, p: PaymentRow, userId: number, change: BwChange) {
  const value = valueOf(p, change.field);
  if (value === null) throw badRequest(change.field === 'card' ? 'This payment has no card to list.' : 'This payment has no e-mail to list.');
  const bw = trx.withTables<BwlistTables>();
  let expiresAt: Date | null = null;
  if (change.list === 'none') {
    await bw.deleteFrom('payment_bwlist').where('merchant_id', '=', p.merchant_id).where('field', '=', change.field).where('value', '=', value).execute();
  } else {
    expiresAt = new Date(Date.now() + change.period * change.amount * 1000);
    await bw.insertInto('payment_bwlist').values({
      merchant_id: p.merchant_id, field: change.field, value, list: change.list, expires_at: expiresAt, payment_id: p.id, user_id: userId,
    }).onConflict((oc) => oc.columns(['merchant_id', 'field', 'value']).doUpdateSet({
      list: change.list, expires_at: expiresAt!, payment_id: p.id, user_id: userId,
    })).execute();
  }
  const event = await trx.insertInto('payment_events').values({
    payment_id: p.id, type: 'bwlist_change', user_id: userId, amount: null, currency: null,
    details: JSON.stringify({ field: change.field, value, list: change.list, period: change.period, amount: change.amount, expires_at: expiresAt?.toISOString() ?? null }),
  }).returningAll().executeTakeFirstOrThrow();
  return { event, data: await bwlistView(bw as unknown as Kysely<BwlistTables>, p, true) };
}
