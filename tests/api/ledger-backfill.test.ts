// Migration 032 on a database whose payments are not in the ledger (or only their pay-ins, entered
// lazily by the code before it): the backfill enters each payment's missing entries in batches of
// their own transactions, keeps the balances rows equal to the sums, and a second run enters nothing.
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as m032 from '../../server/db/migrations/032_ledger_payments.ts';
import { backfillLedger } from '../../server/ledger/backfill.ts';
import { ledgerSum } from '../../server/ledger/ledger.ts';
import { ledgerDb } from '../../server/ledger/tables.ts';
import type { Db } from '../../server/db/connect.ts';
import { BACKENDS, createMerchant, freshDb } from './helpers.ts';

let orders = 0;
async function payment(db: Db, merchantId: number, status: string, capture: number, reversal = 0): Promise<number> {
  orders += 1;
  const row = await db.insertInto('payments').values({
    merchant_id: merchantId, order_id: `old_${orders}`, status, processing_status: 'success', tran_type: 'purchase', ps_tran_id: String(orders),
    amount: 10_000, actual_amount: capture, capture_amount: capture, reversal_amount: reversal, deposit_amount: 0, settlement_amount: 0, client_fee: 0,
    currency: 'GEL', actual_currency: 'GEL', card_bin: '444455', card_last4: '1111', sender_email: null, sender_data: null, receiver_data: null,
    rectoken: null, recurring_data: null, callback_data: null, created_at: new Date('2026-09-01T10:00:00Z'),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

describe.each(BACKENDS)('migration 032 backfill on %s', (backend) => {
  it('enters the missing entries of stored payments in batches, balances equal to the sums, once', async () => {
    const { db, drop } = await freshDb(backend);
    try {
      const raw = db as unknown as Kysely<unknown>;
      await m032.down(raw);
      const shop = await createMerchant(db, 'Old Shop', 'GE', ['GEL']);
      const other = await createMerchant(db, 'Old Other', 'GE', ['GEL']);
      const approved = [];
      for (let i = 0; i < 5; i += 1) approved.push(await payment(db, shop, 'approved', 10_000));
      const reversed = await payment(db, shop, 'reversed', 10_000, 10_000);
      const partly = await payment(db, shop, 'partially_reversed', 10_000, 2_500);
      await payment(db, shop, 'declined', 0);
      await payment(db, shop, 'processing', 0);
      await payment(db, other, 'approved', 5_000);
      // Entered lazily before 032 (pay-in and fee as it was approved), refunded since: the refund is missing.
      const lazy = await payment(db, shop, 'partially_reversed', 10_000, 4_000);
      await sql`insert into ledger_entries (merchant_id, currency, kind, amount, ref) values
        (${shop}, 'GEL', 'payin', 10000, ${`payment:${lazy}`}), (${shop}, 'GEL', 'fee', -200, ${`payment:${lazy}`})`.execute(db);
      await sql`insert into balances (merchant_id, currency, available) values (${shop}, 'GEL', 9800)`.execute(db);
      await m032.up(raw);

      expect(await backfillLedger(db, 3)).toEqual({ batches: 4, entered: 19 });
      const ledger = ledgerDb(db);
      const of = async (id: number) => (await ledger.selectFrom('ledger_entries').select(['kind', 'amount'])
        .where((eb) => eb.or([eb('ref', '=', `payment:${id}`), eb('ref', 'like', `payment:${id}:%`)])).orderBy('id').execute())
        .map((e) => `${e.kind} ${e.amount}`);
      for (const id of approved) expect(await of(id)).toEqual(['payin 10000', 'fee -200']);
      // Fully refunded: no fee is charged on nothing kept.
      expect(await of(reversed)).toEqual(['payin 10000', 'refund -10000']);
      expect(await of(partly)).toEqual(['payin 10000', 'fee -150', 'refund -2500']);
      expect(await of(lazy)).toEqual(['payin 10000', 'fee -200', 'fee 80', 'refund -4000']);
      const balance = async (merchant: number) => Number((await ledger.selectFrom('balances').select('available')
        .where('merchant_id', '=', merchant).where('currency', '=', 'GEL').executeTakeFirstOrThrow()).available);
      expect(await balance(shop)).toBe(5 * 9_800 + 7_350 + 5_880);
      expect(await balance(shop)).toBe(await ledgerSum(ledger, shop, 'GEL'));
      expect(await balance(other)).toBe(4_900);
      expect(await balance(other)).toBe(await ledgerSum(ledger, other, 'GEL'));

      // Done: the cursor row is gone and another run (every start runs it) enters nothing.
      expect(await ledger.selectFrom('ledger_backfill').selectAll().execute()).toEqual([]);
      expect(await backfillLedger(db, 3)).toEqual({ batches: 0, entered: 0 });
    } finally {
      await drop();
    }
  }, 120_000);
});
