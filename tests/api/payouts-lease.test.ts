// The payout worker's lease (issue 25 must-show 4): a run holds a payout by a lease while it asks the
// processor outside any transaction; another run leaves it alone until the lease runs out, then takes
// it over and settles it; the first run, answering late, records nothing: one reversal, one balance
// change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum, lockBalance, post } from '../../server/ledger/ledger.ts';
import { ledgerDb, type LedgerTables } from '../../server/ledger/tables.ts';
import type { PayoutProcessor } from '../../server/payout-processor/processor.ts';
import { standinPayoutProcessor } from '../../server/payout-processor/standin.ts';
import { payoutsDb } from '../../server/payouts/tables.ts';
import { settleDue } from '../../server/payouts/worker.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { PASSWORD, START_TIMEOUT } from './payments-fixtures.ts';

const DECLINE = '4000000000000002';

describe.each(BACKENDS)('payout lease on %s', (backend) => {
  let t: TestApp;
  let shop: number;
  let owner: Client;
  const processor = standinPayoutProcessor(0);

  beforeAll(async () => {
    t = await startApp(backend, { payoutProcessor: processor });
    shop = await createMerchant(t.db, 'Lease Split', 'GE', ['GEL']);
    await t.db.updateTable('merchants').set({ has_multiparty: true }).where('id', '=', shop).execute();
    await t.db.transaction().execute(async (tx) => {
      const ledger = tx.withTables<LedgerTables>();
      await lockBalance(ledger, shop, 'GEL');
      await post(ledger, [{ merchantId: shop, currency: 'GEL', kind: 'topup', amount: 100_000, ref: 'topup:lease' }]);
    });
    await createUser(t.db, { email: 'owner@lease.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }] });
    owner = t.client();
    expect((await owner.login('owner@lease.test', PASSWORD)).statusCode).toBe(200);
  }, START_TIMEOUT);
  afterAll(() => t?.close());

  const available = async () => Number((await ledgerDb(t.db).selectFrom('balances').select('available')
    .where('merchant_id', '=', shop).where('currency', '=', 'GEL').executeTakeFirstOrThrow()).available);

  it('a run whose lease ran out is superseded: the payout is settled once, its amount paid back once', async () => {
    const res = await owner.request({ method: 'POST', url: `/api/v2/merchant/${shop}/payout/create/`, payload: { type: 'card', receiver: DECLINE, amount: '300.00', currency: 'GEL' } });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    expect(await available()).toBe(70_000);

    // The first run's processor answers only when the test lets it (an instance stuck or killed mid-call).
    let asked!: () => void;
    const wasAsked = new Promise<void>((r) => (asked = r));
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    const slow: PayoutProcessor = { ...processor, async status(request, at) { asked(); await answered; return processor.status(request, at); } };
    const first = settleDue(t.db, slow, { leaseMs: 500 });
    await wasAsked;
    // Leased: another run takes nothing meanwhile.
    expect(await settleDue(t.db, processor)).toBe(0);
    await new Promise((r) => setTimeout(r, 700));
    // The lease ran out: another run takes the payout over and settles it (declined, amount back).
    expect(await settleDue(t.db, processor)).toBe(1);
    expect(await available()).toBe(100_000);
    answer();
    // The first run answers late and records nothing.
    expect(await first).toBe(0);

    const payout = await payoutsDb(t.db).selectFrom('payouts').select(['status', 'attempts', 'lease_token', 'decline_reason']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(payout).toEqual({ status: 'declined', attempts: 2, lease_token: null, decline_reason: 'Payout declined by the issuer' });
    const entries = await ledgerDb(t.db).selectFrom('ledger_entries').select(['kind', 'amount']).where('ref', '=', `payout:${id}`).orderBy('id').execute();
    expect(entries).toEqual([{ kind: 'payout', amount: -30_000 }, { kind: 'payout_reversal', amount: 30_000 }]);
    expect(await available()).toBe(100_000);
    expect(await ledgerSum(ledgerDb(t.db), shop, 'GEL')).toBe(100_000);
  });
});
