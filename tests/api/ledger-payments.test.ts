// One write path for money (issue 25 must-show 4): a payment is in its merchant's ledger as soon as
// it is made, before any balance or payout call (checkout, capture), a refund takes its amount back
// and returns its part of the fee, a refund the balance cannot cover (paid out) is refused with
// nothing written, and the balances row always equals the sum of the entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../server/ledger/ledger.ts';
import { ledgerDb } from '../../server/ledger/tables.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { addPayable, createFixtureTable, fixtureSource, order } from './checkout-fixtures.ts';
import { AUTHORISED, insertPayment, PASSWORD, START_TIMEOUT } from './payments-fixtures.ts';

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

describe.each(BACKENDS)('payments in the ledger on %s', (backend) => {
  let t: TestApp;
  let shop: number;
  let owner: Client;
  let refs = 0;

  beforeAll(async () => {
    t = await startApp(backend, { checkoutSources: { link: fixtureSource } });
    await createFixtureTable(t.db);
    shop = await createMerchant(t.db, 'Ledger Coffee', 'GE', ['GEL']);
    await t.db.updateTable('merchants').set({ has_multiparty: true }).where('id', '=', shop).execute();
    await createUser(t.db, { email: 'owner@ledger.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }] });
    owner = t.client();
    expect((await owner.login('owner@ledger.test', PASSWORD)).statusCode).toBe(200);
  }, START_TIMEOUT);
  afterAll(() => t?.close());

  const entries = (id: number) => ledgerDb(t.db).selectFrom('ledger_entries').select(['kind', 'amount', 'ref'])
    .where((eb) => eb.or([eb('ref', '=', `payment:${id}`), eb('ref', 'like', `payment:${id}:%`)])).orderBy('id').execute();
  const stored = async () => Number((await ledgerDb(t.db).selectFrom('balances').select('available')
    .where('merchant_id', '=', shop).where('currency', '=', 'GEL').executeTakeFirst())?.available ?? 0);
  const pay = async (card: string) => {
    refs += 1;
    const ref = `ledger${refs}`;
    await addPayable(t.db, ref, order(shop));
    const page = await t.app.inject({ method: 'GET', url: `/checkout/link/${ref}` });
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1];
    const res = await t.app.inject({
      method: 'POST', url: `/checkout/link/${ref}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, card_number: card, card_exp: `12/${nextYear}`, card_cvv: '737' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    return (await t.db.selectFrom('payments').select(['id', 'status']).where('order_id', 'like', `link_${ref}_%`).executeTakeFirstOrThrow());
  };
  const refund = (id: number, amount: string) => owner.post(`/merchant/transactions/${id}/refund/`, { type: 'partial', amount, currency: 'GEL' });

  it('a checkout payment is in the ledger when the payer sees the answer: pay-in and fee, no balance call needed', async () => {
    const before = await stored();
    const paid = await pay('4242424242424242');
    expect(paid.status).toBe('approved');
    expect(await entries(paid.id)).toEqual([
      { kind: 'payin', amount: 2550, ref: `payment:${paid.id}` },
      { kind: 'fee', amount: -51, ref: `payment:${paid.id}` },
    ]);
    expect(await stored()).toBe(before + 2499);
    expect(await stored()).toBe(await ledgerSum(ledgerDb(t.db), shop, 'GEL'));
    // A declined card brings nothing.
    const declined = await pay('4000000000000002');
    expect(declined.status).toBe('declined');
    expect(await entries(declined.id)).toEqual([]);
    expect(await stored()).toBe(before + 2499);
    const balance = (await owner.get(`/merchant/${shop}/payout/balance/`)).json().balances[0];
    expect(balance).toMatchObject({ currency: 'GEL', balance_db: ((before + 2499) / 100).toFixed(2) });
  });

  it('a capture posts the captured amount at once', async () => {
    const id = await insertPayment(t.db, shop, { ...AUTHORISED, amount: 12_550 });
    expect(await entries(id)).toEqual([]);
    const res = await owner.post(`/merchant/transactions/${id}/capture/`, { type: 'partial', amount: '40.10', currency: 'GEL' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entries(id)).toEqual([{ kind: 'payin', amount: 4010, ref: `payment:${id}` }, { kind: 'fee', amount: -81, ref: `payment:${id}` }]);
    expect(await stored()).toBe(await ledgerSum(ledgerDb(t.db), shop, 'GEL'));
  });

  it('a refund takes its amount out and returns its part of the fee; one the balance cannot cover is refused, nothing written', async () => {
    const paid = await pay('4242424242424242');
    const part = await refund(paid.id, '10.00');
    expect(part.statusCode, part.body).toBe(200);
    // Fee on 25.50 kept: 0.51; on 15.50: 0.31, so 0.20 comes back.
    expect((await entries(paid.id)).slice(2)).toEqual([
      { kind: 'fee', amount: 20, ref: `payment:${paid.id}:2550:1000` },
      { kind: 'refund', amount: -1000, ref: `payment:${paid.id}:2550:1000` },
    ]);
    expect(await stored()).toBe(await ledgerSum(ledgerDb(t.db), shop, 'GEL'));

    // Everything paid out: the rest of the payment cannot go back to the payer from this balance.
    const all = (await stored()) / 100;
    const payout = await owner.request({ method: 'POST', url: `/api/v2/merchant/${shop}/payout/create/`, payload: { type: 'card', receiver: '4242424242424242', amount: all.toFixed(2), currency: 'GEL' } });
    expect(payout.statusCode, payout.body).toBe(200);
    expect(await stored()).toBe(0);
    const refused = await refund(paid.id, '15.50');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual([['amount', "The merchant's available balance (0.00 GEL) does not cover this refund: it was paid out"]]);
    const row = await t.db.selectFrom('payments').select(['status', 'reversal_amount']).where('id', '=', paid.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'partially_reversed', reversal_amount: 1000 });
    expect(await entries(paid.id)).toHaveLength(4);
    expect(await stored()).toBe(0);
    expect(await ledgerSum(ledgerDb(t.db), shop, 'GEL')).toBe(0);
  });

  it('a full refund of a payment leaves nothing of it on the balance (its fee comes back too)', async () => {
    const before = await stored();
    const paid = await pay('4242424242424242');
    expect((await owner.post(`/merchant/transactions/${paid.id}/refund/`, { type: 'full' })).statusCode).toBe(200);
    expect((await entries(paid.id)).reduce((s, e) => s + e.amount, 0)).toBe(0);
    expect(await stored()).toBe(before);
  });
});
