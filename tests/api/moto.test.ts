// MO/TO terminal calls (spec 001 s.7 "MO/TO"; issue 13 must-show 3, 4): the merchant list, the
// request, the charge through the stand-in acquirer's test cards with its Idempotency-Key and every
// refusal; then card data is searched for in a dump of every table, the server log and every export.
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { downloadReport, reportReady } from './report-wait.ts';

const PASSWORD = 'Merchant-pass-1';
const APPROVE = '4242424242424242';
const DECLINE = '4000000000000002';
const NO_FUNDS = '4000000000009995';
const BAD_LUHN = '4242424242424241';
const EXPIRY = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
let keys = 0;
const newKey = () => `moto-test-${process.pid}-${(keys += 1)}`;

describe.each(BACKENDS)('MO/TO terminal on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let viewer: Client;
  let stranger: Client;
  let demo: Client;
  let shop: number;
  let plain: number;
  const log: string[] = [];
  const charge = (c: Client, merchant: number, body: Record<string, unknown>, key: string | null = newKey(), csrf?: string | false) =>
    c.request({ method: 'POST', url: `/api/v2/merchant/payment-solutions/moto/${merchant}/create/`, payload: body, csrf, headers: key ? { 'idempotency-key': key } : {} });
  const card = (number: string, extra: Record<string, unknown> = {}) => ({ amount: '12.50', card_number: number, expiry: EXPIRY, ...extra });

  beforeAll(async () => {
    const stream = new Writable({ write(chunk: Buffer, _enc, done) { log.push(chunk.toString()); done(); } });
    t = await startApp(backend, { logger: { stream } });
    shop = await createMerchant(t.db, 'Kyiv Phone Orders', 'UA', ['UAH']);
    plain = await createMerchant(t.db, 'Web Only', 'UA', ['UAH']);
    const foreign = await createMerchant(t.db, 'Someone Else', 'UA', ['UAH']);
    await t.db.updateTable('merchants').set({ has_moto: true }).where('id', 'in', [shop, foreign]).execute();
    await createUser(t.db, { email: 'owner@moto.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }, { id: plain, level: 'edit' }] });
    await createUser(t.db, { email: 'viewer@moto.test', password: PASSWORD, merchants: [{ id: shop, level: 'read' }] });
    await createUser(t.db, { email: 'stranger@moto.test', password: PASSWORD, merchants: [{ id: foreign, level: 'edit' }] });
    await createUser(t.db, { email: 'demo@moto.test', password: PASSWORD });
    const signIn = async (email: string) => {
      const c = t.client();
      expect((await c.login(email, PASSWORD)).json()).toEqual({ state: 'ok' });
      return c;
    };
    [owner, viewer, stranger, demo] = await Promise.all(['owner', 'viewer', 'stranger', 'demo'].map((n) => signIn(`${n}@moto.test`)));
  }, 180_000);
  afterAll(() => t?.close());

  it('moto/merchants/ lists only the MO/TO merchants the user sees; none for a demo user; 401 signed out', async () => {
    const res = await owner.get('/merchant/payment-solutions/moto/merchants/');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ value: shop, text: 'Kyiv Phone Orders', name: 'Kyiv Phone Orders', merchant_id: expect.any(String), url: expect.anything(), status: 'active', checked: true }]);
    expect((await viewer.get('/merchant/payment-solutions/moto/merchants/')).json().data.map((m: { value: number }) => m.value)).toEqual([shop]);
    expect((await demo.get('/merchant/payment-solutions/moto/merchants/')).json()).toEqual({ data: [] });
    expect((await t.client().get('/merchant/payment-solutions/moto/merchants/')).statusCode).toBe(401);
  });

  it('an approved test card: a MO/TO payment with BIN and last four, in the terminal list and in Payments', async () => {
    const res = await charge(owner, shop, card(APPROVE));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'approved', amount: '12.50', currency: 'UAH', card: '424242******4242', message: 'Payment approved' });
    const row = await t.db.selectFrom('payments').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ merchant_id: shop, moto: true, amount: 1250, capture_amount: 1250, card_bin: '424242', card_last4: '4242', status: 'approved' });
    const list = (await viewer.get(`/merchant/payment-solutions/moto/list/?merchant=${shop}`)).json();
    // What was captured and refunded ride along, for the Amount cell's notes (schemas/lists/moto.json).
    expect(list.data.find((r: { id: number }) => r.id === row.id)).toMatchObject({
      card: '424242******4242', amount: '12.50', status: 'approved', capture_amount: '12.50', reversal_amount: '0.00', has_part_capture: false,
    });
    // The read-only user's reply says it may not edit (the list hides 'Charge card'); the owner's that it may.
    expect(list.can_edit).toBe(false);
    expect((await owner.get(`/merchant/payment-solutions/moto/list/?merchant=${shop}`)).json().can_edit).toBe(true);
    const payments = (await owner.get(`/merchant/transactions/payments/?merchant=${shop}`)).json();
    expect(payments.data.find((r: { id: number }) => r.id === row.id)).toMatchObject({ channel: 'MO/TO', card: '424242******4242' });
  });

  it('a double click (same Idempotency-Key, at once and again) charges once and answers the same', async () => {
    const key = newKey();
    const before = await t.db.selectFrom('payments').select((eb) => eb.fn.countAll<string>().as('n')).where('merchant_id', '=', shop).executeTakeFirstOrThrow();
    const [a, b] = await Promise.all([charge(owner, shop, card(APPROVE, { amount: '7.00' }), key), charge(owner, shop, card(APPROVE, { amount: '7.00' }), key)]);
    const c = await charge(owner, shop, card(APPROVE, { amount: '7.00' }), key);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    const after = await t.db.selectFrom('payments').select((eb) => eb.fn.countAll<string>().as('n')).where('merchant_id', '=', shop).executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);
    // The same key with another request is refused.
    expect((await charge(owner, shop, card(APPROVE, { amount: '8.00' }), key)).statusCode).toBe(422);
  });

  it('declined and insufficient-funds test cards: 402 with the reason, a declined MO/TO payment', async () => {
    const declined = await charge(owner, shop, card(DECLINE));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ error: 'Card declined by the issuer', status: 'declined', card: '400000******0002' });
    const poor = await charge(owner, shop, card(NO_FUNDS));
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ error: 'Insufficient funds', status: 'declined' });
    const row = await t.db.selectFrom('payments').selectAll().where('id', '=', declined.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ moto: true, status: 'declined', capture_amount: 0, card_last4: '0002' });
  });

  it('refuses: read-only 403, another merchant 404, demo 409, no CSRF 403, MO/TO off 400, signed out 401', async () => {
    expect((await charge(viewer, shop, card(APPROVE))).statusCode).toBe(403);
    expect((await charge(stranger, shop, card(APPROVE))).statusCode).toBe(404);
    const demoReply = await charge(demo, shop, card(APPROVE));
    expect([demoReply.statusCode, demoReply.json().demo_mode]).toEqual([409, true]);
    expect((await charge(owner, shop, card(APPROVE), newKey(), false)).statusCode).toBe(403);
    expect((await charge(t.client(), shop, card(APPROVE))).statusCode).toBe(403);
    const off = await charge(owner, plain, card(APPROVE));
    expect([off.statusCode, off.json().error]).toEqual([400, [['merchant', 'MO/TO is not enabled for this merchant']]]);
  });

  it('bad input answers 400 in the rules\' words, never echoing the card number, never 5xx', async () => {
    const cases: Array<[Record<string, unknown>, unknown]> = [
      [{}, [['amount', 'field is required'], ['card_number', 'field is required'], ['expiry', 'field is required']]],
      [card(BAD_LUHN), [['card_number', 'Enter a valid card number']]],
      [card('424242424242424'), [['card_number', 'Enter a valid card number']]],
      [card(APPROVE, { expiry: '01/20' }), [['expiry', 'Enter a valid expiry date']]],
      [card(APPROVE, { expiry: '13/30' }), [['expiry', 'Enter a valid expiry date']]],
      [card(APPROVE, { amount: '1.234' }), [['amount', 'field must be amount']]],
      [card(APPROVE, { amount: '-1' }), [['amount', 'field must be amount']]],
      [card(APPROVE, { amount: '123456789012345678' }), [['amount', 'field must be amount']]],
      [card(APPROVE, { amount: '12345678901234567' }), [['amount', 'Amount is too large']]],
      [card(APPROVE, { amount: '0.00' }), [['amount', 'Amount must be greater than 0']]],
    ];
    for (const [body, error] of cases) {
      const res = await charge(owner, shop, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toEqual(error);
      expect(res.body).not.toContain(String(body.card_number ?? 'none'));
    }
    for (const body of [{ ...card(APPROVE), amount: 12.5 }, { ...card(APPROVE), card_number: ['4242'] }, []]) {
      const res = await charge(owner, shop, body as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).not.toContain(APPROVE);
    }
    expect((await charge(owner, shop, card(APPROVE), null)).json()).toEqual({ error: 'Idempotency-Key header is required' });
    expect((await charge(owner, shop, card(APPROVE), 'bad key with spaces')).statusCode).toBe(400);
    expect((await owner.post('/merchant/payment-solutions/moto/abc/create/', card(APPROVE))).statusCode).toBe(404);
  });

  it('moto/request/ records a request for a merchant without MO/TO; refusals', async () => {
    const path = '/merchant/payment-solutions/moto/request/';
    expect((await owner.post(path, { merchant: plain })).json()).toEqual({ message: 'Request completed successfully' });
    expect((await owner.post(path, { merchant: plain })).statusCode).toBe(200);
    expect(await t.db.selectFrom('moto_requests').select(['merchant_id']).execute()).toEqual([{ merchant_id: plain }]);
    expect((await owner.post(path, { merchant: shop })).json().error).toEqual([['merchant', 'MO/TO is already enabled for this merchant']]);
    expect((await viewer.post(path, { merchant: shop })).statusCode).toBe(403);
    expect((await stranger.post(path, { merchant: plain })).statusCode).toBe(404);
    expect((await demo.post(path, {})).statusCode).toBe(409);
    expect((await owner.post(path, { merchant: 'x' })).statusCode).toBe(400);
    expect((await owner.post(path, { merchant: plain }, false)).statusCode).toBe(403);
  });

  it('the list companions: fields/, settings/, export/ (read privilege; 404 for another merchant)', async () => {
    const base = '/merchant/payment-solutions/moto/list/';
    expect((await viewer.get(`${base}fields/?merchant=${shop}`)).json().accepted_fields).toContain('card');
    expect((await viewer.get(`${base}settings/?merchant=${shop}`)).statusCode).toBe(200);
    expect((await stranger.get(`${base}?merchant=${shop}`)).statusCode).toBe(404);
    const made = await viewer.post(`${base}export/?merchant=${shop}`, { fields: ['id', 'card'] });
    expect(made.json().status).toBe('pending');
    expect(await reportReady(t.db, made.json().id)).toBe('success');
  });

  it('card data is never kept: no full test card number in any table, the server log or any export', async () => {
    // Every export a user can make of these payments: both lists, CSV and XLSX, every column.
    const exports: string[] = [];
    for (const [list, fields] of [['/merchant/payment-solutions/moto/list/', null], ['/merchant/transactions/payments/', null]] as const) {
      const every = fields ?? (await owner.get(`${list}fields/?merchant=${shop}`)).json().accepted_fields;
      for (const format of ['csv', 'xlsx']) {
        const made = await owner.post(`${list}export/?merchant=${shop}`, { fields: every, format });
        expect(made.json(), `${list} ${format}`).toMatchObject({ status: 'pending' });
        const file = await downloadReport(owner, t.db, made.json().id);
        if (format === 'csv') exports.push(file.body);
        else {
          const book = new ExcelJS.Workbook();
          await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
          book.eachSheet((sheet) => sheet.eachRow((row) => exports.push(JSON.stringify(row.values))));
        }
      }
    }
    expect(exports.join('\n')).toContain('424242******4242');
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db);
    expect(tables.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['payments', 'idempotency_keys', 'reports', 'moto_requests']));
    const dump: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(t.db);
      dump.push(...rows.rows.map((r) => r.row));
    }
    const everything = { dump: dump.join('\n'), log: log.join(''), exports: exports.join('\n') };
    expect(everything.dump).toContain('4242');
    for (const number of [APPROVE, DECLINE, NO_FUNDS, BAD_LUHN]) {
      for (const [where, text] of Object.entries(everything)) expect(text.includes(number), `${number} in ${where}`).toBe(false);
    }
    expect(everything.log).toContain('/moto/');
  });
});
