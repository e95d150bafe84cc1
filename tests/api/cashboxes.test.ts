// Online cash registers and fiscalization (issue 13 items 5-8): every cashboxes call with its
// refusals (signed out, CSRF, foreign merchant 404, read-only 403, no cash_registers view 403, bad
// certificate, the form's rule messages), the certificate read with Node's X.509 parser, the
// toggle, receipts issued by the worker for approved card payments (several workers at once issue
// one receipt each), the payment's 'fiscalize' action, the manual and the daily close with their
// Z-reports, the error log, and the rows of special reports 657 and 900.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCardPayment } from '../../server/payments/card-payment.ts';
import { testCertificate } from '../../server/cashbox/seed.ts';
import { standinFiscalProvider } from '../../server/fiscal/standin.ts';
import { fiscalDb } from '../../server/fiscal/tables.ts';
import { closeDueShifts, runFiscalJobs } from '../../server/fiscal/worker.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { insertPayment } from './payments-fixtures.ts';
import { connectTestRegister } from './cashbox-fixtures.ts';

const PASSWORD = 'Cashbox-pass-1';
const NO_CN = readFileSync(new URL('../../server/cashbox/fixtures/test-no-cn.pem', import.meta.url));
const BOUNDARY = '----cashbox7';
const provider = standinFiscalProvider();

const multipart = (file: Buffer, name = 'cert.pem') => Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
  file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);
const upload = (c: Client, merchant: number, file: Buffer, csrf?: string | false) => c.request({
  method: 'POST', url: `/api/v2/merchant/cashboxes/${merchant}/certs/`, payload: multipart(file),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, csrf,
});

describe.each(BACKENDS)('cash registers on %s', (backend) => {
  let t: TestApp;
  let ua: number;
  let other: number;
  let owner: Client;
  let viewer: Client;
  let stranger: Client;
  let noView: Client;
  const form = () => ({
    case_reg_num: '4000123456', cashier_fio: 'Olena Kovalenko', point_name: 'Bookshop', point_addr: 'Kyiv, Khreshchatyk St 1', company_name: 'Kyiv Books LLC',
    tin: '40000001', ipn: '400000012345', nds_taxprc: '20', client_cer: testCertificate(), activate: true,
  });
  const card = (merchantId: number, amount: number, currency = 'UAH') => t.db.transaction().execute((tx) => insertCardPayment(tx, {
    merchantId, orderId: `o_${Math.random().toString(36).slice(2)}`, amount, currency, cardNumber: '4242424242424242', result: { outcome: 'approved', reference: `r${Date.now()}${Math.random()}` },
  }));

  beforeAll(async () => {
    t = await startApp(backend, { fiscalWorkerMs: 0 });
    ua = await createMerchant(t.db, 'Kyiv Books', 'UA', ['UAH']);
    other = await createMerchant(t.db, 'Someone Else', 'UA', ['UAH']);
    await createUser(t.db, { email: 'owner@cb.test', password: PASSWORD, merchants: [{ id: ua, level: 'edit' }] });
    await createUser(t.db, { email: 'viewer@cb.test', password: PASSWORD, merchants: [{ id: ua, level: 'read' }] });
    await createUser(t.db, { email: 'stranger@cb.test', password: PASSWORD, merchants: [{ id: other, level: 'edit' }] });
    const noViewId = await createUser(t.db, { email: 'noview@cb.test', password: PASSWORD, merchants: [{ id: ua, level: 'edit' }] });
    await t.db.deleteFrom('merchant_users').where('user_id', '=', noViewId).where('view', '=', 'cash_registers').execute();
    const signIn = async (email: string) => {
      const c = t.client();
      expect((await c.login(email, PASSWORD)).statusCode).toBe(200);
      return c;
    };
    [owner, viewer, stranger, noView] = [await signIn('owner@cb.test'), await signIn('viewer@cb.test'), await signIn('stranger@cb.test'), await signIn('noview@cb.test')];
  }, 240_000);
  afterAll(() => t.close());

  it('refuses signed-out callers, a missing CSRF token, foreign merchants (404), read-only (403) and users without the view (403)', async () => {
    const anon = t.client();
    await anon.get('/account/check_auth/');
    expect((await anon.get('/merchant/cashboxes/list/')).statusCode).toBe(401);
    expect((await anon.get('/merchant/cashboxes/errors/')).statusCode).toBe(401);
    expect((await anon.post(`/merchant/cashboxes/${ua}/provider/standin/`, form())).statusCode).toBe(401);
    expect((await owner.post(`/merchant/cashboxes/${ua}/provider/standin/`, form(), false)).statusCode).toBe(403);
    expect((await upload(owner, ua, Buffer.from(testCertificate()), false)).statusCode).toBe(403);
    for (const path of [`${other}/provider/`, `${other}/info/1/`]) expect((await owner.get(`/merchant/cashboxes/${path}`)).statusCode).toBe(404);
    for (const path of [`${other}/provider/standin/`, `${other}/activate/`, `${other}/disable/`, `${other}/shift/close/`, `${other}/info/1/`, `${other}/provider/`]) {
      expect((await owner.post(`/merchant/cashboxes/${path}`, form())).json()).toEqual({ error: 'Not found' });
    }
    expect((await upload(owner, other, Buffer.from(testCertificate()))).statusCode).toBe(404);
    expect((await viewer.post(`/merchant/cashboxes/${ua}/provider/standin/`, form())).json()).toEqual({ error: 'Permission denied' });
    expect((await upload(viewer, ua, Buffer.from(testCertificate()))).statusCode).toBe(403);
    for (const path of ['activate/', 'disable/', 'shift/close/']) expect((await viewer.post(`/merchant/cashboxes/${ua}/${path}`)).statusCode).toBe(403);
    expect((await noView.get(`/merchant/cashboxes/${ua}/provider/`)).statusCode).toBe(403);
    expect((await noView.get('/merchant/cashboxes/list/')).json()).toEqual({ data: [], paginator: { page: 1, pages: 1, limit: 0, count: 0 } });
    expect((await owner.get('/merchant/cashboxes/abc/provider/')).statusCode).toBe(404);
    expect(await fiscalDb(t.db).selectFrom('cashboxes').select('id').execute()).toEqual([]);
  });

  it('lists a card per merchant with the connect option, and the provider choice with its field lists', async () => {
    const list = (await owner.get('/merchant/cashboxes/list/')).json();
    expect(list.data).toEqual([{ id: ua, merchant_id: expect.any(String), name: 'Kyiv Books', status: 'active', country: 'UA', can_edit: true, cashbox: null }]);
    expect((await viewer.get('/merchant/cashboxes/list/')).json().data[0].can_edit).toBe(false);
    const config = (await owner.post(`/merchant/cashboxes/${ua}/provider/`, {})).json();
    expect(config).toMatchObject({
      cashbox_id: null, current_provider: 'standin', choices: [{ value: 'standin', label: 'Test cash register (stand-in)' }],
      required: ['case_reg_num', 'cashier_fio', 'company_name', 'point_name', 'point_addr', 'tin'], readonly: ['company_name', 'tin', 'ipn'],
      values: { activate: true }, cert: null, can_edit: true,
    });
    expect((await viewer.get(`/merchant/cashboxes/${ua}/provider/`)).json().can_edit).toBe(false);
  });

  it('reads the certificate with the X.509 parser: subject CN and tax objects; refuses what is not a usable certificate', async () => {
    const res = await upload(owner, ua, Buffer.from(testCertificate()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pszSubjCN: 'Olena Kovalenko',
      TaxObjects: [
        { TaxObjId: '101', OrgName: 'Kyiv Books LLC', Tin: '40000001', Ipn: '400000012345', TransactionsRegistrars: [{ Name: 'Online register 1', NumLocal: '1', NumFiscal: '4000123456' }] },
        { TaxObjId: '102', Address: 'Lviv, Rynok Sq 5' },
      ],
      client_cer: expect.stringContaining('-----BEGIN CERTIFICATE-----'),
    });
    expect((await upload(owner, ua, NO_CN)).json()).toEqual({ error: 'The certificate has no subject common name (CN)' });
    expect((await upload(owner, ua, Buffer.from('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n'))).json()).toEqual({ error: 'The file is not an X.509 certificate' });
    expect((await upload(owner, ua, Buffer.from('%PDF-1.4 not a certificate'))).statusCode).toBe(400);
  });

  it('validates the register form with the rule messages and the certificate', async () => {
    const save = (body: Record<string, unknown>) => owner.post(`/merchant/cashboxes/${ua}/provider/standin/`, body);
    expect((await save({ ...form(), case_reg_num: '' })).json()).toEqual({ error: [['case_reg_num', 'field is required']] });
    expect((await save({ ...form(), case_reg_num: '12ab' })).json()).toEqual({ error: [['case_reg_num', 'field must match pattern']] });
    expect((await save({ ...form(), point_name: 'x'.repeat(301) })).json()).toEqual({ error: [['point_name', 'value is to long']] });
    expect((await save({ ...form(), nds_taxprc: '101' })).json()).toEqual({ error: [['nds_taxprc', 'field must be between 0 and 100']] });
    expect((await save({ ...form(), case_reg_num: '4000999999' })).json()).toEqual({ error: [['case_reg_num', 'The certificate has no register with this fiscal number']] });
    expect((await save({ ...form(), client_cer: NO_CN.toString() })).json()).toEqual({ error: [['client_cer', 'The certificate has no subject common name (CN)']] });
    expect((await save({ ...form(), client_cer: 'not a certificate' })).json()).toEqual({ error: [['client_cer', 'The file is not an X.509 certificate']] });
    expect((await save({ ...form(), point_name: '' })).json()).toEqual({ error: [['point_name', 'field is required']] });
    expect((await owner.post(`/merchant/cashboxes/${ua}/provider/other/`, form())).json()).toEqual({ error: [['provider', 'Unknown cash register provider']] });
    // A register serves one merchant: the other merchant's user cannot connect the same one.
    await connectTestRegister(t.db, other, 'UAH', '4000654321');
    expect((await owner.post(`/merchant/cashboxes/${ua}/provider/standin/`, { ...form(), case_reg_num: '4000654321' })).json()).toEqual({ error: [['case_reg_num', 'This register is connected to another merchant']] });
    await fiscalDb(t.db).deleteFrom('cashboxes').where('merchant_id', '=', other).execute();
    expect(await fiscalDb(t.db).selectFrom('cashboxes').select('id').execute()).toEqual([]);
  });

  it('connects the register (activate immediately), fills the readonly fields from the certificate, shows it in the list and the info', async () => {
    const res = await owner.post(`/merchant/cashboxes/${ua}/provider/standin/`, { ...form(), company_name: 'Forged Ltd', tin: '99999999' });
    expect(res.json()).toMatchObject({ status: 'active', message: 'The cash register is connected and active' });
    const id = res.json().id as number;
    expect(res.json().redirect).toBe(`/taxes/info/${ua}/${id}`);
    const card0 = (await owner.get('/merchant/cashboxes/list/')).json().data[0];
    expect(card0.cashbox).toEqual({ id, cashier_name: 'Olena Kovalenko', fiscal_num: '4000123456', status: 'active', company_name: 'Kyiv Books LLC', point_name: 'Bookshop' });
    const info = (await viewer.post(`/merchant/cashboxes/${ua}/info/${id}/`, {})).json();
    expect(info).toMatchObject({
      cashbox: { is_active: true, tin: '40000001', ipn: '400000012345', point_addr: 'Kyiv, Khreshchatyk St 1', cashier: { cashier_fio: 'Olena Kovalenko', client_cer: 'Olena Kovalenko' } },
      last_shift_status: null, shift: null, alert: 'success', can_edit: false, receipts: [], cashbox_errors: [],
    });
    expect((await owner.get(`/merchant/cashboxes/${ua}/info/${id + 1}/`)).statusCode).toBe(404);
    // Saving again edits the same register; the form shows its values.
    expect((await owner.post(`/merchant/cashboxes/${ua}/provider/standin/`, { ...form(), activate: false })).json()).toMatchObject({ id, status: 'disabled' });
    expect((await owner.get(`/merchant/cashboxes/${ua}/provider/`)).json()).toMatchObject({ cashbox_id: id, values: { case_reg_num: '4000123456', activate: false }, cert: { pszSubjCN: 'Olena Kovalenko' } });
    expect((await owner.get(`/merchant/cashboxes/${ua}/info/${id}/`)).json().alert).toBe('danger');
  });

  it('toggles the register; a disabled register takes no payments and fiscalize is refused', async () => {
    expect((await owner.post(`/merchant/cashboxes/${ua}/disable/`)).json()).toMatchObject({ status: 'disabled', message: 'The cash register is disabled: payments are not taxed' });
    const p = await card(ua, 1000);
    expect(await fiscalDb(t.db).selectFrom('fiscal_jobs').select('payment_id').where('payment_id', '=', p.id).execute()).toEqual([]);
    expect((await owner.post(`/merchant/transactions/${p.id}/fiscalize/`)).json()).toEqual({ error: 'Fiscalization error', reason: 'Connect an active cash register first' });
    expect((await owner.get(`/merchant/transactions/${p.id}/info/`)).json().data.can_fiscalize).toBe(false);
    expect((await owner.post(`/merchant/cashboxes/${ua}/activate/`)).json()).toMatchObject({ status: 'active', message: 'The cash register is active' });
    expect((await owner.get(`/merchant/transactions/${p.id}/info/`)).json().data).toMatchObject({ can_fiscalize: true, fiscal_status: 'not_fiscalized' });
    // The 'fiscalize' action issues the receipt through the register.
    const done = await owner.post(`/merchant/transactions/${p.id}/fiscalize/`);
    expect(done.json()).toMatchObject({ message: 'Payment successfully fiscalized', data: { fiscal_status: 'fiscalized', can_fiscalize: false }, event: { type: 'fiscalize', amount: '10.00', details: { fiscal_number: '4000123456-1-1' } } });
    expect((await owner.post(`/merchant/transactions/${p.id}/fiscalize/`)).json()).toEqual({ error: 'Fiscalization error', reason: 'This payment cannot be fiscalized' });
  });

  it('issues one receipt per approved payment from the queue, with several workers at once', async () => {
    const before = await fiscalDb(t.db).selectFrom('fiscal_receipts').select('id').execute();
    const payments = await Promise.all([1, 2, 3, 4, 5].map((i) => card(ua, 100 * i)));
    const declined = await t.db.transaction().execute((tx) => insertCardPayment(tx, {
      merchantId: ua, orderId: 'declined_1', amount: 500, currency: 'UAH', cardNumber: '4000000000000002', result: { outcome: 'declined', reference: 'd1', reason: 'Card declined by the issuer' },
    }));
    const counts = await Promise.all([0, 1, 2].map(() => runFiscalJobs(fiscalDb(t.db), provider)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    const receipts = await fiscalDb(t.db).selectFrom('fiscal_receipts').selectAll().where('payment_id', 'in', payments.map((p) => p.id)).execute();
    expect(receipts).toHaveLength(5);
    expect(new Set(receipts.map((r) => r.fiscal_number)).size).toBe(5);
    expect(receipts.map((r) => r.fiscal_number).sort()).toEqual(['4000123456-1-2', '4000123456-1-3', '4000123456-1-4', '4000123456-1-5', '4000123456-1-6']);
    expect(await fiscalDb(t.db).selectFrom('fiscal_receipts').select('id').where('payment_id', '=', declined.id).execute()).toEqual([]);
    expect((await fiscalDb(t.db).selectFrom('fiscal_receipts').select('id').execute()).length).toBe(before.length + 5);
    const detail = (await viewer.get(`/merchant/transactions/${payments[2].id}/info/`)).json();
    expect(detail.data.fiscal_status).toBe('fiscalized');
    expect(detail.history.map((e: { type: string }) => e.type)).toEqual(['fiscalize']);
    expect(await runFiscalJobs(fiscalDb(t.db), provider)).toBe(0);
    const info = (await owner.get(`/merchant/cashboxes/${ua}/info/${receipts[0].cashbox_id}/`)).json();
    expect(info).toMatchObject({ last_shift_status: 'open', shift: { number: 1, receipts_count: 6, sales_total: '25.00', currency: 'UAH' }, alert: 'success' });
  });

  it('records refusals of the provider in the error log, retries and gives up after three attempts', async () => {
    const big = await card(ua, 100_000_001);
    const now = new Date();
    expect(await runFiscalJobs(fiscalDb(t.db), provider, now)).toBe(1);
    expect(await runFiscalJobs(fiscalDb(t.db), provider, now)).toBe(0); // not due again yet
    await runFiscalJobs(fiscalDb(t.db), provider, new Date(now.getTime() + 2 * 60_000));
    await runFiscalJobs(fiscalDb(t.db), provider, new Date(now.getTime() + 20 * 60_000));
    const job = await fiscalDb(t.db).selectFrom('fiscal_jobs').selectAll().where('payment_id', '=', big.id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ attempts: 3, outcome: 'failed' });
    const errors = (await viewer.get('/merchant/cashboxes/errors/')).json().data;
    expect(errors).toEqual([{
      id: 1, merchant: ua, merchant_name: 'Kyiv Books', code: 'amount_limit', description: 'The receipt amount is over the register limit of 1000000.00',
      point_name: 'Bookshop', check_from: expect.any(String), check_to: expect.any(String), count: 3,
    }]);
    expect((await stranger.get('/merchant/cashboxes/errors/')).json().data).toEqual([]);
    // The action answers the provider's refusal and logs it too.
    expect((await owner.post(`/merchant/transactions/${big.id}/fiscalize/`)).json()).toEqual({ error: 'Fiscalization error', reason: 'The receipt amount is over the register limit of 1000000.00' });
    expect((await viewer.get('/merchant/cashboxes/errors/')).json().data[0].count).toBe(4);
  });

  it('closes the shift by hand with a Z-report; the daily close closes yesterday\'s shift; both feed special reports 657 and 900', async () => {
    const c = await fiscalDb(t.db).selectFrom('cashboxes').selectAll().where('merchant_id', '=', ua).executeTakeFirstOrThrow();
    const closed = await owner.post(`/merchant/cashboxes/${ua}/shift/close/`);
    expect(closed.json()).toMatchObject({ message: 'Shift 1 closed, Z-report Z-4000123456-1', z_report: { number: 1, receipts_count: 6, sales_total: '25.00', closed_by: 'manual', currency: 'UAH' } });
    expect((await owner.post(`/merchant/cashboxes/${ua}/shift/close/`)).json()).toEqual({ error: 'No shift is open' });
    const info = (await owner.get(`/merchant/cashboxes/${ua}/info/${c.id}/`)).json();
    expect(info).toMatchObject({ last_shift_status: 'closed', shift: null, last_z_report: { z_report_number: 'Z-4000123456-1', sales_total: '25.00' }, alert: 'success' });
    // A payment opens shift 2; two days later its shift shows the warning, and the daily close ends it.
    const p = await card(ua, 700);
    await runFiscalJobs(fiscalDb(t.db), provider);
    const later = new Date(Date.now() + 2 * 86_400_000);
    await fiscalDb(t.db).updateTable('fiscal_shifts').set({ opened_at: new Date(Date.now() - 2 * 86_400_000) }).where('cashbox_id', '=', c.id).where('closed_at', 'is', null).execute();
    expect((await owner.get(`/merchant/cashboxes/${ua}/info/${c.id}/`)).json()).toMatchObject({ alert: 'warning', shift: { number: 2, receipts_count: 1 } });
    expect(await closeDueShifts(fiscalDb(t.db), provider, later)).toBe(1);
    expect(await closeDueShifts(fiscalDb(t.db), provider, later)).toBe(0);
    const shift2 = await fiscalDb(t.db).selectFrom('fiscal_shifts').selectAll().where('cashbox_id', '=', c.id).where('number', '=', 2).executeTakeFirstOrThrow();
    expect(shift2).toMatchObject({ closed_by: 'daily', z_report_number: 'Z-4000123456-2', receipts_count: 1 });
    expect(await fiscalDb(t.db).selectFrom('fiscal_receipts').select('fiscal_number').where('payment_id', '=', p.id).executeTakeFirst()).toEqual({ fiscal_number: '4000123456-2-1' });

    // Special reports 900 and 657 (server/reports/special/cash-registers.ts) read these shifts and errors.
    const closing = (await owner.get(`/merchant/reports/special/900/?merchant=${ua}`)).json().data as Array<Record<string, unknown>>;
    expect(closing.map((r) => [r.shift_number, r.z_report_number, r.cashbox, r.sales_total, r.net_total, r.currency])).toEqual([
      ['2', 'Z-4000123456-2', '4000123456', '7.00', '7.00', 'UAH'], ['1', 'Z-4000123456-1', '4000123456', '25.00', '25.00', 'UAH'],
    ]);
    const log = (await owner.get(`/merchant/reports/special/657/?merchant=${ua}`)).json().data as Array<Record<string, unknown>>;
    expect(log.filter((r) => r.kind === 'z_report').map((r) => r.z_report_number)).toEqual(['Z-4000123456-2', 'Z-4000123456-1']);
    expect(log.filter((r) => r.kind === 'error')).toHaveLength(4);
    expect((await owner.get(`/merchant/reports/special/900/?merchant=${other}`)).statusCode).toBe(404);
  });

  it('the daily close runs at midnight in the merchant\'s time zone, not in UTC', async () => {
    const c = await fiscalDb(t.db).selectFrom('cashboxes').selectAll().where('merchant_id', '=', ua).executeTakeFirstOrThrow();
    await card(ua, 300);
    await runFiscalJobs(fiscalDb(t.db), provider);
    // Opened at 00:30 on 24 November in Kyiv (UTC+2), which is still 23 November in UTC.
    await fiscalDb(t.db).updateTable('fiscal_shifts').set({ opened_at: new Date('2026-11-23T22:30:00Z') }).where('cashbox_id', '=', c.id).where('closed_at', 'is', null).execute();
    await sql`update merchants set time_zone = 'Europe/Kyiv' where id = ${ua}`.execute(t.db);
    expect(await closeDueShifts(fiscalDb(t.db), provider, new Date('2026-11-24T21:59:00Z'))).toBe(0); // 23:59 in Kyiv
    expect(await closeDueShifts(fiscalDb(t.db), provider, new Date('2026-11-24T22:01:00Z'))).toBe(1); // 00:01 on the 25th
    const shift = await fiscalDb(t.db).selectFrom('fiscal_shifts').selectAll().where('cashbox_id', '=', c.id).orderBy('number', 'desc').executeTakeFirstOrThrow();
    expect(shift).toMatchObject({ number: 3, closed_by: 'daily', z_report_number: 'Z-4000123456-3' });
  });
});

describe('demo seed of the cash registers', () => {
  it('the seeded merchant has a register, receipts, a closed shift with its Z-report and an error', async () => {
    const { seedDemoCashbox } = await import('../../server/cashbox/seed.ts');
    const t = await startApp('pglite', { fiscalWorkerMs: 0 });
    try {
      const m = await createMerchant(t.db, 'Seeded', 'UA', ['UAH']);
      for (let i = 0; i < 6; i++) await insertPayment(t.db, m, { currency: 'UAH', actual_currency: 'UAH', created_at: new Date(Date.now() - (i + 2) * 86_400_000) });
      await seedDemoCashbox(t.db, m);
      const f = fiscalDb(t.db);
      expect(await f.selectFrom('cashboxes').select('status').where('merchant_id', '=', m).execute()).toEqual([{ status: 'active' }]);
      expect((await f.selectFrom('fiscal_receipts').select('id').where('merchant_id', '=', m).execute()).length).toBe(5);
      expect(await f.selectFrom('fiscal_shifts').select(['number', 'z_report_number']).where('merchant_id', '=', m).orderBy('number').execute())
        .toEqual([{ number: 1, z_report_number: 'Z-4000123456-1' }, { number: 2, z_report_number: null }]);
      expect((await f.selectFrom('fiscal_errors').select('id').where('merchant_id', '=', m).execute()).length).toBe(1);
    } finally {
      await t.close();
    }
  }, 120_000);
});
