// Migration 015 on a database that already has settlements: each gets the payments its detail page
// listed before (settled, same currency, created within its period in the merchant's time zone).
// Migration 036: settled batches frozen as lines.
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as m015 from '../../server/db/migrations/015_settlement_payments.ts';
import * as m036 from '../../server/db/migrations/036_settlement_lines.ts';
import { settlementTotalsJoin } from '../../server/settlements/totals.ts';
import { BACKENDS, createMerchant, freshDb } from './helpers.ts';
import { insertPayment } from './payments-fixtures.ts';

describe.each(BACKENDS)('migration 015 on %s', (backend) => {
  it('attaches the settled payments of each existing settlement period', async () => {
    const { db, drop } = await freshDb(backend);
    try {
      const shop = await createMerchant(db, 'Old Shop', 'GE', ['GEL', 'USD']);
      await sql`update merchants set time_zone = 'Asia/Tbilisi' where id = ${shop}`.execute(db);
      // The migration's own view of the database (it runs on any schema version).
      const raw = db as unknown as Kysely<unknown>;
      await m015.down(raw);
      await sql`insert into settlements (merchant_id, odb_ref, settlement_currency, period_from, period_to, status, account_number, cnt, amount)
        values (${shop}, 'OLD-1', 'GEL', '2026-10-01', '2026-10-07', 'settled', 'GE00', 156, 821755)`.execute(db);
      const inside = [
        await insertPayment(db, shop, { created_at: new Date('2026-10-01T10:00:00Z') }),
        await insertPayment(db, shop, { created_at: new Date('2026-10-07T19:00:00Z') }), // 23:00 in Tbilisi
      ];
      const outside = [
        // 22:30 UTC on 7 October is already 8 October in Tbilisi.
        await insertPayment(db, shop, { created_at: new Date('2026-10-07T22:30:00Z') }),
        await insertPayment(db, shop, { currency: 'USD', created_at: new Date('2026-10-03T10:00:00Z') }),
        await insertPayment(db, shop, { settlement_amount: 0, created_at: new Date('2026-10-03T10:00:00Z') }),
      ];
      await m015.up(raw);
      const rows = await db.selectFrom('payments').select(['id', 'settlement_id']).orderBy('id').execute();
      const ref = (await db.selectFrom('settlements').select('id').where('odb_ref', '=', 'OLD-1').executeTakeFirstOrThrow()).id;
      expect(rows.filter((r) => r.settlement_id === ref).map((r) => r.id)).toEqual(inside);
      expect(rows.filter((r) => outside.includes(r.id)).every((r) => r.settlement_id === null)).toBe(true);
    } finally {
      await drop();
    }
  }, 120_000);
});

// Migration 036 on a database with settled batches: each is frozen with the figures its payments
// and lost disputes give, settlement = payments - refunds - chargebacks - fees - reserve; an open
// batch gets no stored lines (its figures stay live).
describe.each(BACKENDS)('migration 036 on %s', (backend) => {
  it('freezes the lines of each settled batch', async () => {
    const { db, drop } = await freshDb(backend);
    try {
      const shop = await createMerchant(db, 'Old Shop', 'GE', ['GEL']);
      const raw = db as unknown as Kysely<unknown>;
      await m036.down(raw);
      const batch = async (ref: string, status: string) => (await db.insertInto('settlements').values({
        merchant_id: shop, odb_ref: ref, settlement_currency: 'GEL', period_from: '2026-10-01', period_to: '2026-10-07', status, account_number: 'GE00',
      }).returning('id').executeTakeFirstOrThrow()).id;
      const [settled, open] = [await batch('OLD-S', 'settled'), await batch('OLD-P', 'pending')];
      const at = new Date('2026-10-02T10:00:00Z');
      // 100.00 captured, 98.00 after the fee, each; one refunded 25.00, one with 5.00 of reserve.
      const paid = [
        await insertPayment(db, shop, { settlement_id: settled, created_at: at, reversal_amount: 2_500 }),
        await insertPayment(db, shop, { settlement_id: settled, created_at: at, deposit_amount: 500, settlement_amount: 9_300 }),
        await insertPayment(db, shop, { settlement_id: settled, created_at: at }),
      ];
      await insertPayment(db, shop, { settlement_id: open, created_at: at });
      await db.insertInto('disputes').values({
        merchant_id: shop, payment_id: paid[2], chargeback_id: 'CB-OLD', merchant_orderid: 'o', internal_orderid: 'i', email: '', actual_amount: 10_000,
        dispute_amount: 4_000, currency: 'GEL', response_deadline: '2026-11-30', dispute_date: '2026-10-20', status_name: 'Lost',
      }).execute();
      await m036.up(raw);
      const totals = async (id: number) => (await sql<Record<string, string | number>>`select st.* from settlements t ${settlementTotalsJoin('t')} where t.id = ${id}`.execute(db)).rows[0];
      const frozen = await totals(settled);
      expect(Object.fromEntries(Object.entries(frozen).map(([k, v]) => [k, Number(v)]))).toEqual({
        cnt: 3, amount: 30_000, refunds: 2_500, deposits: 500, fees: 600, chargebacks: 4_000, settlement_amount: 30_000 - 2_500 - 4_000 - 600 - 500,
      });
      const stored = await db.selectFrom('settlement_lines').select(['settlement_id']).execute();
      expect(new Set(stored.map((l) => l.settlement_id))).toEqual(new Set([settled]));
      // Frozen: a later refund on its payment does not change it; the open batch's figures are live.
      await db.updateTable('payments').set({ reversal_amount: 9_000 }).where('id', '=', paid[2]).execute();
      expect(await totals(settled)).toEqual(frozen);
      expect(Number((await totals(open)).settlement_amount)).toBe(9_800);
      await expect(db.insertInto('settlement_lines').values({
        settlement_id: settled, merchant_id: shop, currency: 'GEL', kind: 'fee', amount: 1, payment_id: null, origin_settlement_id: null, occurred_at: at,
      }).execute()).rejects.toThrow(/settled: its lines are final/);
    } finally {
      await drop();
    }
  }, 120_000);
});
