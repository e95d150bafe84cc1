// Migration 015 on a database that already has settlements: each gets the payments its detail page
// listed before (settled, same currency, created within its period in the merchant's time zone).
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as m015 from '../../server/db/migrations/015_settlement_payments.ts';
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
