// A card number typed as people type it (issue 27 must-show 7): the payout call takes a number with
// spaces or dashes between its groups, as the checkout does, counting the digits only for the length
// and Luhn check (the form rule engine/core/rules/card.ts, shared with the browser, then the payout's
// own check); a spaced number that fails them is refused in the same words. The full number, spaced
// or not, is in no table and not in the server log: the payout keeps BIN and last four. The MO/TO
// charge shares the rule, so it takes the spaced number too and stores the digits alike.
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standinPayoutProcessor } from '../../server/payout-processor/standin.ts';
import { settleDue } from '../../server/payouts/worker.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { insertPayment, PASSWORD, START_TIMEOUT } from './payments-fixtures.ts';

const SPACED = '4242 4242 4242 4242';
const DASHED = '5555-5555-5555-4444';
const LOOSE = ' 4000 0000  0000 0002 ';
const BAD_LUHN = '4242 4242 4242 4241';
const SHORT = '4242 4242 4242';
const EXPIRY = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
let keys = 0;
const newKey = () => `payout-card-input-${process.pid}-${(keys += 1)}`;
const digits = (typed: string) => typed.replace(/\D/g, '');

describe.each(BACKENDS)('payout card numbers with spaces on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let shop: number;
  let phone: number;
  const log: string[] = [];
  const processor = standinPayoutProcessor(0);
  const payout = (receiver: string, amount = '5.00') =>
    owner.request({
      method: 'POST', url: `/api/v2/merchant/${shop}/payout/create/`,
      payload: { type: 'card', receiver, amount, currency: 'GEL', additional_info: 'Partner share' }, headers: { 'idempotency-key': newKey() },
    });

  beforeAll(async () => {
    const stream = new Writable({ write(chunk: Buffer, _enc, done) { log.push(chunk.toString()); done(); } });
    t = await startApp(backend, { payoutProcessor: processor, logger: { stream } });
    shop = await createMerchant(t.db, 'Spaced Split Shop', 'GE', ['GEL']);
    phone = await createMerchant(t.db, 'Spaced Phone Orders', 'UA', ['UAH']);
    await t.db.updateTable('merchants').set({ has_multiparty: true }).where('id', '=', shop).execute();
    await t.db.updateTable('merchants').set({ has_moto: true }).where('id', '=', phone).execute();
    // Five approved payments of 100.00: 490.00 available after the 2 % fees.
    for (let i = 0; i < 5; i += 1) await insertPayment(t.db, shop);
    await createUser(t.db, { email: 'owner@spaced.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }, { id: phone, level: 'edit' }] });
    owner = t.client();
    expect((await owner.login('owner@spaced.test', PASSWORD)).json()).toEqual({ state: 'ok' });
  }, START_TIMEOUT);
  afterAll(() => t?.close());

  it('takes a card number with spaces, dashes or loose spaces: the payout keeps BIN and last four and is paid', async () => {
    for (const [typed, card] of [[SPACED, '424242******4242'], [DASHED, '555555******4444'], [LOOSE, '400000******0002']] as const) {
      const res = await payout(typed);
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ status: 'processing', amount: '5.00', currency: 'GEL', receiver_card: card });
      const row = await sql<Record<string, unknown>>`select card_bin, card_last4, type from payouts where order_id = ${res.json().order_id}`.execute(t.db);
      expect(row.rows).toEqual([{ card_bin: card.slice(0, 6), card_last4: card.slice(-4), type: 'card' }]);
    }
    // The processor got the digits: its test cards answer as they do typed without spaces (4000...0002 declines).
    await settleDue(t.db, processor);
    const settled = await sql<{ card_last4: string; status: string }>`select card_last4, status from payouts where merchant_id = ${shop} order by id`.execute(t.db);
    expect(settled.rows).toEqual([{ card_last4: '4242', status: 'approved' }, { card_last4: '4444', status: 'approved' }, { card_last4: '0002', status: 'declined' }]);
  });

  it('refuses a spaced number that fails the Luhn or length check, in the rules\' words, and keeps the balance', async () => {
    const before = (await owner.get(`/merchant/${shop}/payout/balance/`)).json().balances[0].balance_db;
    for (const typed of [BAD_LUHN, SHORT, '4242 4242 4242 4242 4242', '4242.4242.4242.4242']) {
      const res = await payout(typed);
      expect([res.statusCode, res.json().error], typed).toEqual([400, [['receiver', 'Enter a valid card number']]]);
      expect(res.body).not.toContain(digits(typed));
    }
    expect((await owner.get(`/merchant/${shop}/payout/balance/`)).json().balances[0].balance_db).toBe(before);
  });

  it('the MO/TO charge shares the rule: a spaced number is charged and stored as BIN and last four', async () => {
    const res = await owner.request({
      method: 'POST', url: `/api/v2/merchant/payment-solutions/moto/${phone}/create/`,
      payload: { amount: '12.50', card_number: SPACED, expiry: EXPIRY }, headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', card: '424242******4242' });
    const row = await t.db.selectFrom('payments').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ card_bin: '424242', card_last4: '4242', moto: true });
  });

  it('the full number, spaced or not, is in no table and not in the server log', async () => {
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db);
    expect(tables.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['payouts', 'idempotency_keys', 'ledger_entries', 'payments']));
    const dump: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(t.db);
      dump.push(...rows.rows.map((r) => r.row));
    }
    const everything = { dump: dump.join('\n'), log: log.join('') };
    expect(everything.dump).toContain('424242');
    expect(everything.log).toContain('/payout/create/');
    for (const typed of [SPACED, DASHED, LOOSE, BAD_LUHN]) {
      for (const [where, text] of Object.entries(everything)) {
        expect(text.includes(digits(typed)), `${digits(typed)} in ${where}`).toBe(false);
        expect(text.includes(typed.trim()), `'${typed.trim()}' in ${where}`).toBe(false);
      }
    }
  });
});
