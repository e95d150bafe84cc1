// Handlers of the settlement detail calls (schemas/endpoints/settlements.json; spec 002 s.2 and s.7
// "Settlements"); {id} is the settlement's odb_ref (text), so the file's access is 'signed-in' and the
// settlement's merchant is checked here ('read' on the transactions view; 404 when not the user's).
// GET /merchant/transactions/settlements/{id}/info/        the settlement, its currencies and one
//     page of its payments (the generic list call's arguments: page, limit, filters, q, sort, cursor)
// GET /merchant/transactions/settlements/{id}/currencies/  the currencies of its payments with totals (one list page)
// The payments of a settlement are those that carry its id; its totals are the sums of its lines
// (./totals.ts: frozen when it was settled, live from its payments while open), shown line by line
// with the adjustments carried in from earlier batches and those of its payments carried to later ones.
import type { FastifyRequest } from 'fastify';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { defineHandlers } from '../http/handler-types.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { loadMerchantAccess } from '../merchant/require-merchant.ts';
import { allows } from '../merchant/views.ts';
import { dayText, validTimeZone } from '../disputes/time-zone.ts';
import { disputesDb } from '../disputes/tables.ts';
import { listConditions } from '../lists/conditions.ts';
import { readListQuery } from '../lists/list-query.ts';
import { listResponse } from '../lists/list-response.ts';
import { readPage } from '../lists/read-page.ts';
import type { ListRoute } from '../lists/types.ts';
import { loadSettings } from '../lists/user-settings.ts';
import { formatAmount } from '../payments/money.ts';
import { SETTLED_PAYMENTS } from '../transactions/settlements-sources.ts';
import { adjustmentsOf } from './lines.ts';
import { settlementTotalsJoin } from './totals.ts';

type SettlementRow = Selectable<Database['settlements']> & Record<'amount' | 'settlement_amount' | 'fees' | 'refunds' | 'deposits' | 'chargebacks', string | number> & { cnt: number };

async function loadSettlement(db: Db, request: FastifyRequest) {
  if (request.auth?.state !== 'ok') throw unauthorized();
  const ref = String((request.params as { id?: string }).id ?? '');
  const row = ref.length > 0 && ref.length <= 200
    ? (await sql<SettlementRow>`select t.*, st.* from settlements t ${settlementTotalsJoin('t')} where t.odb_ref = ${ref}`.execute(db)).rows[0]
    : undefined;
  // A missing settlement goes through the same check with no merchant: 404 (or 409 in demo mode).
  const access = await loadMerchantAccess(db, request.auth.userId, row?.merchant_id, 'transactions', 'read');
  if (!row) throw notFound();
  const tz = await disputesDb(db).selectFrom('merchants').select('time_zone').where('id', '=', row.merchant_id).executeTakeFirst();
  return { row, access, timeZone: validTimeZone(tz?.time_zone ?? 'UTC') };
}

type Loaded = Awaited<ReturnType<typeof loadSettlement>>;

/** The list route of the settlement's payments: the transactional list narrowed to those naming it. */
function settlementRoute(transactional: ListRoute, { row }: Loaded): ListRoute {
  return { ...transactional, path: `/merchant/transactions/settlements/${row.odb_ref}/info/`, preset: sql`t.settlement_id = ${row.id}` };
}

async function settlementView(db: Db, { row, timeZone }: Loaded) {
  // bigint sums arrive as strings from PostgreSQL.
  const m = (v: string | number) => formatAmount(Number(v));
  const { from_earlier: fromEarlier, in_later: inLater } = await adjustmentsOf(db, row.id);
  const adjustment = (a: (typeof fromEarlier)[number]) => ({ ...a, amount: formatAmount(a.amount) });
  return {
    id: row.id, odb_ref: row.odb_ref, merchant: row.merchant_id, status: row.status,
    amount: m(row.amount), fee_oplata: m(row.fees), settlement_amount: m(row.settlement_amount), settlement_currency: row.settlement_currency,
    period_from: dayText(row.period_from), period_to: dayText(row.period_to),
    payments: m(row.amount), refunds: m(row.refunds), deposits: m(row.deposits), chargebacks: m(row.chargebacks), fees: m(row.fees),
    cnt: Number(row.cnt), account_number: row.account_number, created: row.created_at.toISOString(), time_zone: timeZone,
    adjustments_from_earlier: fromEarlier.map(adjustment), adjustments_in_later: inLater.map(adjustment),
    later_adjustments_in: [...new Set(inLater.map((a) => a.odb_ref).filter((r): r is string => r !== null))],
    // An adjustment with no open batch to take it yet: the next batch to close will.
    later_adjustments_waiting: inLater.some((a) => a.odb_ref === null),
  };
}

/** The batch's currency table: its one currency with its totals (none for a batch with no lines). */
function currencies({ row }: Loaded) {
  const n = (v: string | number) => Number(v);
  if (n(row.cnt) === 0 && [row.amount, row.refunds, row.chargebacks, row.fees, row.deposits].every((v) => n(v) === 0)) return [];
  return [{
    currency: row.settlement_currency, cnt: n(row.cnt), amount: formatAmount(n(row.amount)),
    settlement_amount: formatAmount(n(row.settlement_amount)), fee: formatAmount(n(row.fees)), settlement_currency: row.settlement_currency,
  }];
}

export const settlementHandlers = defineHandlers('settlements', ({ lists }) => {
  const transactional = lists.find((r) => r.endpoint === SETTLED_PAYMENTS)!;
  return {
    info: async ({ db, request }) => {
      const loaded = await loadSettlement(db, request);
      const route = settlementRoute(transactional, loaded);
      const settings = await loadSettings(db, request.auth!.userId, route.def);
      const query = readListQuery(route.def, new URLSearchParams(request.url.split('?')[1] ?? ''), settings.limit);
      const where = listConditions(route, loaded.row.merchant_id, query.filters, query.q);
      const canEdit = allows(loaded.access.privileges[route.def.view], 'edit');
      const { rows, paginator } = await readPage(db, route.def, where, query, [route.path, loaded.row.merchant_id], canEdit);
      const payments = listResponse(route.def, query, rows, paginator, settings, canEdit);
      return {
        data: await settlementView(db, loaded),
        currencies: currencies(loaded),
        // Inside another reply: the rows as values, for that reply's serializer.
        payments: { ...payments, data: payments.data.toJSON() },
      };
    },

    currencies: async ({ db, request }) => {
      const loaded = await loadSettlement(db, request);
      const data = currencies(loaded);
      // One page with every currency, so the reply is also a list reply (schemas/lists/settlement_currencies.json).
      const paginator = { page: 1, pages: 1, limit: Math.max(5, data.length), count: data.length };
      return { settlement_currency: loaded.row.settlement_currency, merchant: loaded.row.merchant_id, data, paginator };
    },
  };
});
