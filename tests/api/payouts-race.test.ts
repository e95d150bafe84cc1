// Payout money is safe (issue 14 must-show 4), on PostgreSQL with two server instances over one
// database (each its own connection pool): 100 payouts of 2 % of the balance fired at once pay
// exactly 50 and refuse the rest, the balance never goes below zero and always equals the sum of the
// ledger; 50 calls with one Idempotency-Key pay once; two settlement workers draining one queue
// settle each payout exactly once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { connect, type Db } from '../../server/db/connect.ts';
import { ledgerSum, lockBalance, post } from '../../server/ledger/ledger.ts';
import { ledgerDb, type LedgerTables } from '../../server/ledger/tables.ts';
import { standinPayoutProcessor } from '../../server/payout-processor/standin.ts';
import { settleDue } from '../../server/payouts/worker.ts';
import { Client, createMerchant, createUser, PUBLIC_URL, startApp, TEST_DATABASE_URL, type TestApp } from './helpers.ts';
import { PASSWORD, START_TIMEOUT } from './payments-fixtures.ts';

const BALANCE = 1_000_000; // 10 000.00
const SHARE = '200.00'; // 2 % of it

describe('payouts race on PostgreSQL', () => {
  let t: TestApp;
  let db2: Db;
  let app2: Awaited<ReturnType<typeof buildApp>>;
  let shop: number;
  const clients: Client[] = [];
  const processor = standinPayoutProcessor(0);
  const available = async () => Number((await ledgerDb(t.db).selectFrom('balances').select('available')
    .where('merchant_id', '=', shop).where('currency', '=', 'GEL').executeTakeFirstOrThrow()).available);

  beforeAll(async () => {
    t = await startApp('postgres', { payoutProcessor: processor });
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
    db2 = connect({ url: TEST_DATABASE_URL, searchPath: rows[0].schema });
    app2 = await buildApp({ db: db2, distDir: null, publicUrl: PUBLIC_URL, production: false, secretKey: 'test-secret', payoutProcessor: processor });
    await app2.ready();
    shop = await createMerchant(t.db, 'Race Split', 'GE', ['GEL']);
    await t.db.updateTable('merchants').set({ has_multiparty: true }).where('id', '=', shop).execute();
    await t.db.transaction().execute(async (tx) => {
      const ledger = tx.withTables<LedgerTables>();
      await lockBalance(ledger, shop, 'GEL');
      await post(ledger, [{ merchantId: shop, currency: 'GEL', kind: 'topup', amount: BALANCE, ref: 'topup:race' }]);
    });
    await createUser(t.db, { email: 'owner@race-payouts.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }] });
    for (const app of [t.app, app2]) {
      const c = new Client(app);
      expect((await c.login('owner@race-payouts.test', PASSWORD)).statusCode).toBe(200);
      clients.push(c);
    }
  }, START_TIMEOUT);
  afterAll(async () => {
    await app2?.close();
    await db2?.destroy();
    await t?.close();
  });

  const create = (i: number, key: string, amount = SHARE) => clients[i % 2].request({
    method: 'POST', url: `/api/v2/merchant/${shop}/payout/create/`, headers: { 'idempotency-key': key },
    payload: { type: 'card', receiver: i % 3 === 0 ? '4000000000000002' : '4242424242424242', amount, currency: 'GEL' },
  });

  it('100 parallel payouts of 2 % each over two instances: exactly 50 paid, the balance never below zero', async () => {
    let lowest = BALANCE;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        lowest = Math.min(lowest, await available());
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => create(i, `race-${process.pid}-${i}`)));
    watching = false;
    await watcher;
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(50);
    expect(codes.filter((c) => c === 400)).toHaveLength(50);
    for (const r of replies.filter((x) => x.statusCode === 400)) expect(r.json().error[0][0]).toBe('amount');
    expect(await available()).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(ledgerDb(t.db), shop, 'GEL')).toBe(0);
    const payouts = await t.db.withTables<{ payouts: { merchant_id: number; id: number } }>().selectFrom('payouts').select('id').where('merchant_id', '=', shop).execute();
    expect(payouts).toHaveLength(50);
  }, 120_000);

  it('two workers on two connections pools drain the queue: every payout settled once, declines paid back once', async () => {
    const [a, b] = await Promise.all([
      (async () => { let n = 0; for (let i = 0; i < 10; i += 1) n += await settleDue(t.db, processor, { limit: 7 }); return n; })(),
      (async () => { let n = 0; for (let i = 0; i < 10; i += 1) n += await settleDue(db2, processor, { limit: 7 }); return n; })(),
    ]);
    expect(a + b).toBe(50);
    const rows = await sql<{ status: string; n: string }>`select status, count(*) as n from payouts where merchant_id = ${shop} group by status order by status`.execute(t.db);
    const declined = Number(rows.rows.find((r) => r.status === 'declined')?.n ?? 0);
    expect(rows.rows.map((r) => r.status)).toEqual(['approved', 'declined']);
    const reversals = await sql<{ n: string }>`select count(*) as n from ledger_entries where merchant_id = ${shop} and kind = 'payout_reversal'`.execute(t.db);
    expect(Number(reversals.rows[0].n)).toBe(declined);
    expect(await available()).toBe(declined * 20_000);
    expect(await ledgerSum(ledgerDb(t.db), shop, 'GEL')).toBe(await available());
  }, 120_000);

  it('50 calls with one Idempotency-Key over both instances pay once', async () => {
    const before = await available();
    const key = `race-once-${process.pid}`;
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => create(i * 3, key, '1.00')));
    expect(new Set(replies.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(replies.map((r) => r.json().order_id)).size).toBe(1);
    expect(await available()).toBe(before - 100);
  }, 120_000);
});
