// Multiparty payouts (issue 14 must-show 3, 5, 7, 8): balances from the ledger (pay-ins of approved
// payments less fees), payouts to a test card or a card token settled by the stand-in processor
// from the database queue, the status page's titles, a declined payout's money back, the lists with
// their companions, four-eyes approval, and every refusal (over balance, foreign merchant, read-only
// user, bad card, self-approval, ...). The race of 100 payouts is in payouts-race.test.ts.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../server/ledger/ledger.ts';
import { ledgerDb } from '../../server/ledger/tables.ts';
import { standinPayoutProcessor } from '../../server/payout-processor/standin.ts';
import { SELF_APPROVAL } from '../../server/payouts/decide.ts';
import { settleDue } from '../../server/payouts/worker.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { AUTHORISED, insertPayment, PASSWORD, START_TIMEOUT } from './payments-fixtures.ts';
import { downloadReport } from './report-wait.ts';
import { FULL_PAN } from '../support/pan';

const APPROVE = '4242424242424242';
const DECLINE = '4000000000000002';
const BAD_LUHN = '4242424242424241';
const TOKEN = 'tok_demo_receiver_0001';
let keys = 0;
const newKey = () => `payout-test-${process.pid}-${(keys += 1)}`;

describe.each(BACKENDS)('multiparty payouts on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let second: Client;
  let viewer: Client;
  let stranger: Client;
  let shop: number;
  let plain: number;
  let foreign: number;
  const processor = standinPayoutProcessor(0);
  const settle = () => settleDue(t.db, processor);
  const create = (c: Client, body: Record<string, unknown>, merchant = shop, key: string | null = newKey()) =>
    c.request({ method: 'POST', url: `/api/v2/merchant/${merchant}/payout/create/`, payload: body, headers: key ? { 'idempotency-key': key } : {} });
  const card = (amount: string, number = APPROVE, extra: Record<string, unknown> = {}) =>
    ({ type: 'card', receiver: number, amount, currency: 'GEL', additional_info: 'Partner share', ...extra });
  const balance = async (c: Client = owner, currency = 'GEL') =>
    (await c.get(`/merchant/${shop}/payout/balance/`)).json().balances.find((b: { currency: string }) => b.currency === currency) as { balance_db: string; balance_hold: string };
  const status = async (c: Client, order: string) => (await c.get(`/merchant/${shop}/order/${order}/`)).json().data;
  const stored = async () => Number((await t.db.withTables<{ balances: { merchant_id: number; currency: string; available: number } }>()
    .selectFrom('balances').select('available').where('merchant_id', '=', shop).where('currency', '=', 'GEL').executeTakeFirstOrThrow()).available);

  beforeAll(async () => {
    t = await startApp(backend, { payoutProcessor: processor });
    shop = await createMerchant(t.db, 'Split Shop', 'GE', ['GEL', 'USD']);
    plain = await createMerchant(t.db, 'No Split', 'GE', ['GEL']);
    foreign = await createMerchant(t.db, 'Other Split', 'GE', ['GEL']);
    await t.db.updateTable('merchants').set({ has_multiparty: true }).where('id', 'in', [shop, foreign]).execute();
    // Ten approved payments of 100.00: 1000.00 in, 20.00 of fees (2 %), 980.00 available. One declined: nothing.
    for (let i = 0; i < 10; i += 1) await insertPayment(t.db, shop, { rectoken: i === 0 ? TOKEN : null, card_bin: '555555', card_last4: '4444' });
    await insertPayment(t.db, shop, { status: 'declined', capture_amount: 0, actual_amount: 0 });
    await insertPayment(t.db, foreign);
    await createUser(t.db, { email: 'owner@payouts.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }, { id: plain, level: 'edit' }] });
    await createUser(t.db, { email: 'second@payouts.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }] });
    await createUser(t.db, { email: 'viewer@payouts.test', password: PASSWORD, merchants: [{ id: shop, level: 'read' }] });
    await createUser(t.db, { email: 'stranger@payouts.test', password: PASSWORD, merchants: [{ id: foreign, level: 'edit' }] });
    const signIn = async (email: string) => {
      const c = t.client();
      expect((await c.login(email, PASSWORD)).json()).toEqual({ state: 'ok' });
      return c;
    };
    [owner, second, viewer, stranger] = await Promise.all(['owner', 'second', 'viewer', 'stranger'].map((n) => signIn(`${n}@payouts.test`)));
  }, START_TIMEOUT);
  afterAll(() => t?.close());

  it('merchants/ lists the multiparty merchants the user sees; 401 signed out', async () => {
    const res = (await owner.get('/merchant/payouts/merchants/')).json();
    expect(res.data.map((m: { value: number }) => m.value)).toEqual([shop]);
    expect(res.data[0]).toMatchObject({ label: 'Split Shop', currencies: ['GEL', 'USD'], can_edit: true, checked: true });
    expect((await viewer.get('/merchant/payouts/merchants/')).json().data[0]).toMatchObject({ value: shop, can_edit: false });
    expect((await t.client().get('/merchant/payouts/merchants/')).statusCode).toBe(401);
  });

  it('the balance is the sum of the ledger: pay-ins of approved payments less the fees', async () => {
    expect(await balance()).toEqual({ currency: 'GEL', balance_db: '980.00', balance_hold: '0.00', balance_cr: '0.00' });
    expect(await balance(owner, 'USD')).toEqual({ currency: 'USD', balance_db: '0.00', balance_hold: '0.00', balance_cr: '0.00' });
    const entries = await ledgerDb(t.db).selectFrom('ledger_entries').select(['kind', 'amount']).where('merchant_id', '=', shop).orderBy('id').execute();
    expect(entries.filter((e) => e.kind === 'payin')).toHaveLength(10);
    expect(entries.filter((e) => e.kind === 'fee').map((e) => e.amount)).toEqual(Array(10).fill(-200));
    expect(await ledgerSum(ledgerDb(t.db), shop, 'GEL')).toBe(98_000);
    // Reading again enters nothing twice.
    await balance();
    expect(await ledgerDb(t.db).selectFrom('ledger_entries').select('id').where('merchant_id', '=', shop).execute()).toHaveLength(20);
  });

  it('the ledger is append-only: an update or delete of an entry is refused by the database', async () => {
    await expect(sql`update ledger_entries set amount = amount + 1`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_entries`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('a payout to a test card: processing, then approved by the processor; the balance falls once', async () => {
    const res = await create(owner, card('50.00'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'processing', amount: '50.00', currency: 'GEL', receiver_card: '424242******4242', message: 'Payment in processing' });
    expect(body.redirect).toBe(`/multiparty-payments/status/${shop}/${body.order_id}`);
    expect(await status(viewer, body.order_id)).toMatchObject({ status: 'processing', title: 'Payment in processing', final: false, balance: '930.00', reserved: '50.00', approval_required: false });
    expect(await balance()).toEqual({ currency: 'GEL', balance_db: '930.00', balance_hold: '50.00', balance_cr: '0.00' });
    expect(await settle()).toBeGreaterThanOrEqual(1);
    expect(await status(owner, body.order_id)).toMatchObject({ status: 'approved', title: 'Successful payment', final: true, balance: '930.00', reserved: '0.00' });
    expect(await stored()).toBe(await ledgerSum(ledgerDb(t.db), shop, 'GEL'));
    // Only BIN and last four are kept: the full number is in no column of the payout.
    const row = await sql<Record<string, unknown>>`select * from payouts where order_id = ${body.order_id}`.execute(t.db);
    expect(JSON.stringify(row.rows)).not.toContain(APPROVE);
    expect(row.rows[0]).toMatchObject({ card_bin: '424242', card_last4: '4242', status: 'approved' });
  });

  it('a declined test card: Unsuccessful payment, and the amount goes back to the balance (a reversal entry)', async () => {
    const before = await stored();
    const res = await create(owner, card('30.00', DECLINE));
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toBe(before - 3000);
    await settle();
    const s = await status(owner, res.json().order_id);
    expect(s).toMatchObject({ status: 'declined', title: 'Unsuccessful payment', decline_reason: 'Payout declined by the issuer', final: true });
    expect(await stored()).toBe(before);
    const entries = await ledgerDb(t.db).selectFrom('ledger_entries').select(['kind', 'amount']).where('ref', '=', `payout:${res.json().id}`).orderBy('id').execute();
    expect(entries).toEqual([{ kind: 'payout', amount: -3000 }, { kind: 'payout_reversal', amount: 3000 }]);
    expect(await stored()).toBe(await ledgerSum(ledgerDb(t.db), shop, 'GEL'));
  });

  it('a payout to a card token of one of the merchant\'s payments; an unknown token is refused', async () => {
    const res = await create(owner, { type: 'token', receiver: TOKEN, amount: '10.00', currency: 'GEL' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ receiver_card: '555555******4444', status: 'processing' });
    const unknown = await create(owner, { type: 'token', receiver: 'tok_nobody_00000', amount: '10.00', currency: 'GEL' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, [['receiver', 'Unknown card token']]]);
    const badToken = await create(owner, { type: 'token', receiver: 'bad token!', amount: '10.00', currency: 'GEL' });
    expect(badToken.statusCode).toBe(400);
    await settle();
  });

  it('refuses: over the balance, bad card, purpose over 1024, foreign merchant, read-only, not multiparty, no currency, signed out', async () => {
    const before = await stored();
    const over = await create(owner, card('5000.00'));
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toEqual([['amount', `The amount exceeds the available balance (${(before / 100).toFixed(2)} GEL)`]]);
    expect((await create(owner, card('1.00', BAD_LUHN))).json().error).toEqual([['receiver', 'Enter a valid card number']]);
    expect((await create(owner, card('0.00'))).json().error).toEqual([['amount', 'Amount must be greater than 0']]);
    const long = await create(owner, card('1.00', APPROVE, { additional_info: 'x'.repeat(1025) }));
    expect([long.statusCode, long.json().error[0][0]]).toEqual([400, 'additional_info']);
    expect((await create(owner, card('1.00', APPROVE, { additional_info: 'x'.repeat(1024) }))).statusCode).toBe(200);
    expect((await create(owner, card('1.00', APPROVE, { currency: 'EUR' }))).json().error).toEqual([['currency', 'The merchant has no balance in this currency']]);
    expect((await create(owner, card('1.00', APPROVE, { currency: 'USD' }))).json().error[0][0]).toBe('amount');
    expect((await create(stranger, card('1.00'))).statusCode).toBe(404);
    const readOnly = await create(viewer, card('1.00'));
    expect([readOnly.statusCode, readOnly.json()]).toEqual([403, { error: 'Permission denied' }]);
    const notMultiparty = await create(owner, card('1.00'), plain);
    expect(notMultiparty.json().error).toEqual([['merchant', 'Multiparty payouts are not enabled for this merchant']]);
    expect((await create(t.client(), card('1.00'))).statusCode).toBe(403);
    expect((await t.client().get(`/merchant/${shop}/payout/balance/`)).statusCode).toBe(401);
    expect((await stranger.get(`/merchant/${shop}/payout/balance/`)).statusCode).toBe(404);
    expect((await stranger.get(`/merchant/${shop}/order/po_nothing/`)).statusCode).toBe(404);
    expect((await owner.get(`/merchant/${shop}/order/po_nothing/`)).statusCode).toBe(404);
    expect(await stored()).toBe(before - 100);
    await settle();
  });

  it('four-eyes: above the threshold a payout waits, reserved; its creator cannot approve; a second user can', async () => {
    const settings = await owner.post(`/merchant/${shop}/settings/payment/`, { default_order_lifetime: 86400, autocapture_interval: 5, payout_approval_threshold: '100.00' });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await owner.get(`/merchant/${shop}/settings/payouts/`)).json()).toMatchObject({ approval_threshold: '100.00', types: ['card', 'token'] });
    expect((await create(owner, card('100.00'))).json().status).toBe('processing');
    const before = await stored();
    const res = await create(owner, card('150.00'));
    expect(res.json()).toMatchObject({ status: 'awaiting_approval', message: 'The payout waits for approval by another user' });
    const order = res.json().order_id as string;
    expect(await stored()).toBe(before - 15000);
    expect(await status(owner, order)).toMatchObject({ status: 'awaiting_approval', title: 'Awaiting approval', can_approve: false, own_payout: true, created_by: 'Test User', decided_by: null });
    expect(await status(second, order)).toMatchObject({ can_approve: true, own_payout: false });
    expect(await status(viewer, order)).toMatchObject({ can_approve: false });
    // The queue leaves it alone.
    await settle();
    expect((await status(owner, order)).status).toBe('awaiting_approval');
    const self = await owner.post(`/merchant/${shop}/order/${order}/approve/`);
    expect([self.statusCode, self.json()]).toEqual([400, { error: SELF_APPROVAL }]);
    expect((await owner.post(`/merchant/${shop}/order/${order}/reject/`)).json()).toEqual({ error: SELF_APPROVAL });
    expect((await viewer.post(`/merchant/${shop}/order/${order}/approve/`)).statusCode).toBe(403);
    expect((await stranger.post(`/merchant/${shop}/order/${order}/approve/`)).statusCode).toBe(404);
    const ok = await second.post(`/merchant/${shop}/order/${order}/approve/`);
    expect(ok.json()).toEqual({ status: 'processing', message: 'Payout approved: payment in processing' });
    expect((await second.post(`/merchant/${shop}/order/${order}/approve/`)).json()).toEqual({ error: 'This payout is not awaiting approval' });
    await settle();
    const done = await status(viewer, order);
    expect(done).toMatchObject({ status: 'approved', title: 'Successful payment', approval_required: true, decision: 'approved', created_by: 'Test User', decided_by: 'Test User' });
    expect(Date.parse(done.decided_at)).toBeGreaterThanOrEqual(Date.parse(done.created_at));
    expect(await stored()).toBe(before - 15000);
  });

  it('four-eyes: a rejected payout gives its reserved amount back', async () => {
    const before = await stored();
    const res = await create(owner, card('120.00'));
    expect(await stored()).toBe(before - 12000);
    const rejected = await second.post(`/merchant/${shop}/order/${res.json().order_id}/reject/`);
    expect(rejected.json()).toEqual({ status: 'rejected', message: 'Payout rejected: the amount is back on the balance' });
    expect(await status(owner, res.json().order_id)).toMatchObject({ status: 'rejected', title: 'Unsuccessful payment', decision: 'rejected', final: true });
    expect(await stored()).toBe(before);
    expect(await stored()).toBe(await ledgerSum(ledgerDb(t.db), shop, 'GEL'));
  });

  it('one Idempotency-Key sent 50 times pays once and answers the same; another body with it is refused', async () => {
    const before = await stored();
    const key = newKey();
    const replies = await Promise.all(Array.from({ length: 50 }, () => create(owner, card('3.00'), shop, key)));
    expect(new Set(replies.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(replies.map((r) => r.json().order_id)).size).toBe(1);
    expect(await stored()).toBe(before - 300);
    expect((await create(owner, card('4.00'), shop, key)).statusCode).toBe(422);
    await settle();
  });

  it('lists: payout history, top-ups, daily summary and balances, with fields/ and export', async () => {
    const history = (await viewer.get(`/merchant/payouts/history/?merchant=${shop}`)).json();
    expect(history.paginator.count).toBeGreaterThan(5);
    expect(history.data[0]).toMatchObject({ receiver_card: expect.stringMatching(/^\d{6}\*{6}\d{4}$/), currency: 'GEL' });
    expect(JSON.stringify(history.data)).not.toContain(APPROVE);
    const topups = (await viewer.get(`/merchant/payouts/payin/?merchant=${shop}`)).json();
    expect(topups.paginator.count).toBe(10);
    expect(topups.data[0]).toMatchObject({ amount: '100.00', merchant: 'Split Shop', kind: 'payin' });
    const summary = (await viewer.get(`/merchant/payouts/summary/?merchant=${shop}&limit=80`)).json();
    const today = summary.data.find((r: { currency: string }) => r.currency === 'GEL');
    expect(today.balance).toBe(((await stored()) / 100).toFixed(2));
    expect(Object.keys(today)).toEqual(expect.arrayContaining(['operationday', 'balance', 'payin', 'payout']));
    const balances = (await viewer.get(`/merchant/payouts/balances/?merchant=${shop}`)).json();
    expect(balances.data.find((r: { currency: string }) => r.currency === 'GEL')).toMatchObject({ merchant_name: 'Split Shop', balance_db: ((await stored()) / 100).toFixed(2) });
    for (const list of ['history', 'payin', 'summary', 'balances']) {
      expect((await viewer.get(`/merchant/payouts/${list}/fields/?merchant=${shop}`)).statusCode).toBe(200);
      expect((await stranger.get(`/merchant/payouts/${list}/?merchant=${shop}`)).statusCode).toBe(404);
    }
    const exported = await viewer.post(`/merchant/payouts/history/export/?merchant=${shop}`, { fields: ['order_id', 'amount', 'receiver_card', 'status'] });
    expect(exported.statusCode, exported.body).toBe(200);
    const file = await downloadReport(viewer, t.db, exported.json().id);
    expect(file.body).toContain('424242******4242');
    expect(file.body).not.toMatch(FULL_PAN);
  });

  it('balances: available, reserved and due per currency, alike on the call and the list; none for a merchant without multiparty', async () => {
    // Due (balance_cr): authorised, not captured. GEL: 100.00 authorised of which 40.00 captured; USD: 123.45 authorised.
    await insertPayment(t.db, shop, { ...AUTHORISED, amount: 10_000, capture_amount: 4_000, actual_amount: 4_000 });
    await insertPayment(t.db, shop, { ...AUTHORISED, amount: 12_345, currency: 'USD', actual_currency: 'USD' });
    await insertPayment(t.db, shop, { ...AUTHORISED, status: 'declined', amount: 99_900 });
    const call = (await viewer.get(`/merchant/${shop}/payout/balance/`)).json().balances as Array<Record<string, string>>;
    expect(call.map((b) => [b.currency, b.balance_cr])).toEqual([['GEL', '60.00'], ['USD', '123.45']]);
    expect(call.find((b) => b.currency === 'GEL')!.balance_db).toBe(((await stored()) / 100).toFixed(2));
    const list = (await viewer.get(`/merchant/payouts/balances/?merchant=${shop}`)).json();
    expect(list.data.map((r: Record<string, string>) => [r.merchant_name, r.currency, r.balance_db, r.balance_hold, r.balance_cr]))
      .toEqual(call.map((b) => ['Split Shop', b.currency, b.balance_db, b.balance_hold, b.balance_cr]));
    // USD has no ledger balance yet: zero available, still a row.
    expect(list.data.find((r: { currency: string }) => r.currency === 'USD')).toMatchObject({ balance_db: '0.00', balance_hold: '0.00', balance_cr: '123.45' });
    // A merchant without multiparty payouts holds a ledger balance, but no multiparty one.
    await insertPayment(t.db, plain);
    const none = (await owner.get(`/merchant/payouts/balances/?merchant=${plain}`)).json();
    expect([none.data, none.paginator.count]).toEqual([[], 0]);
    expect((await owner.get(`/merchant/${plain}/payout/balance/`)).statusCode).toBe(400);
  });
});

describe('multiparty demo data', () => {
  it('the demo merchant has a balance from its pay-ins, payouts of each status and an approver for the waiting one', async () => {
    const { freshDb, PUBLIC_URL, Client } = await import('./helpers.ts');
    const { prepareDatabase } = await import('../../server/seed/first-start.ts');
    const { buildApp } = await import('../../server/app.ts');
    const { DEMO_APPROVER } = await import('../../server/payouts/demo.ts');
    const env = await freshDb('pglite');
    await prepareDatabase(env.db, PUBLIC_URL);
    const app = await buildApp({ db: env.db, distDir: null, publicUrl: PUBLIC_URL, secretKey: 'test' });
    try {
      const ge = await env.db.selectFrom('merchants').select('id').where('has_multiparty', '=', true).executeTakeFirstOrThrow();
      const statuses = await sql<{ status: string }>`select distinct status from payouts where merchant_id = ${ge.id} order by status`.execute(env.db);
      expect(statuses.rows.map((r) => r.status)).toEqual(['approved', 'awaiting_approval', 'declined', 'rejected']);
      const owner = new Client(app);
      await owner.login('demo@merchant.test', 'Demo-merchant-1');
      const gel = (await owner.get(`/merchant/${ge.id}/payout/balance/`)).json().balances.find((b: { currency: string }) => b.currency === 'GEL');
      expect(Number(gel.balance_db)).toBeGreaterThan(0);
      expect(Math.round(Number(gel.balance_db) * 100)).toBe(await ledgerSum(ledgerDb(env.db), ge.id, 'GEL'));
      const approver = new Client(app);
      expect((await approver.login(DEMO_APPROVER.email, DEMO_APPROVER.password)).json()).toEqual({ state: 'ok' });
      const waiting = (await approver.get(`/merchant/${ge.id}/order/po_demo0005/`)).json().data;
      expect(waiting).toMatchObject({ status: 'awaiting_approval', can_approve: true, created_by: 'Dana Merchant' });
      expect((await owner.get(`/merchant/${ge.id}/order/po_demo0005/`)).json().data.can_approve).toBe(false);
    } finally {
      await app.close();
      await env.drop();
    }
  }, START_TIMEOUT);
});
