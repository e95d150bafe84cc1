// Companions of a list (fields/, settings/, export/), report download, saved views.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { SETUP_MS, fixtureRow, insertFixtures, signIn } from './lists-fixtures.ts';
import { downloadReport, reportReady } from './report-wait.ts';
import { parseCsv } from '../support/csv';
import { FULL_PAN } from '../support/pan';

const PASSWORD = 'Export-pass-1';
const LIST = '/merchant/transactions/payments/';
const SPLIT_EVIL = 'Shop;=HYPERLINK("http://evil.test"),+1\t-2;@x';
const EVIL = ['=HYPERLINK("http://evil.test")', '+SUM(1,2)', '-2+3', '@cmd', '\tTAB', '\rCR'];


describe.each(BACKENDS)('list companions on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let reader: Client;
  let shop: number;
  let other: number;
  const m = () => `?merchant=${shop}`;

  beforeAll(async () => {
    t = await startApp(backend);
    shop = await createMerchant(t.db, 'Export Shop');
    other = await createMerchant(t.db, 'Other Shop');
    const rows = Array.from({ length: 12 }, (_, i) => fixtureRow(i + 1));
    // n = 4k is 'approved'; give those the hostile order ids.
    EVIL.forEach((text, i) => { rows.push({ ...fixtureRow(100 + 4 * i), order_id: text, sender_email: i === 0 ? '=1+1@x.test' : 'ok@x.test' }); });
    await insertFixtures(t.db, shop, rows);
    await insertFixtures(t.db, other, [fixtureRow(1)]);
    // A multi-currency merchant: USD beside GEL; one order id a ';'-separator spreadsheet would split.
    await insertFixtures(t.db, other, [fixtureRow(2), { ...fixtureRow(3), order_id: SPLIT_EVIL }], 'USD');
    await createUser(t.db, { email: 'owner@export.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }, { id: other, level: 'edit' }] });
    await createUser(t.db, { email: 'reader@export.test', password: PASSWORD, merchants: [{ id: shop, level: 'read' }] });
    await createUser(t.db, { email: 'stranger@export.test', password: PASSWORD, merchants: [{ id: other, level: 'edit' }] });
    await createUser(t.db, { email: 'newcomer@export.test', password: PASSWORD });
    owner = await signIn(t.client(), 'owner@export.test', PASSWORD);
    reader = await signIn(t.client(), 'reader@export.test', PASSWORD);
  }, SETUP_MS);
  afterAll(() => t.close());

  it('fields/ lists the columns with labels, accepted and mandatory', async () => {
    const res = await owner.get(`${LIST}fields/${m()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fields[0]).toEqual({ name: 'id', label: 'ID', format: 'link', sortable: true });
    expect(body.accepted_fields).toEqual(body.fields.map((f: { name: string }) => f.name));
    expect(body.mandatory_fields).toEqual(['id', 'status']);
  });

  it('settings/ round-trip: columns and page size per user and list, a missing mandatory column first', async () => {
    // Before the user chooses: the list file's columns that are not hidden, in its order.
    expect((await reader.get(`${LIST}settings/${m()}`)).json()).toEqual({
      fields: ['id', 'order_id', 'created', 'status', 'tran_type', 'amount', 'payment_system', 'card', 'channel', 'sender_email'], limit: 5,
    });
    const saved = await reader.post(`${LIST}settings/${m()}`, { fields: ['amount', 'order_id'], limit: 20 });
    expect(saved.json()).toEqual({ fields: ['id', 'status', 'amount', 'order_id'], limit: 20 });
    expect((await reader.get(`${LIST}settings/${m()}`)).json()).toEqual({ fields: ['id', 'status', 'amount', 'order_id'], limit: 20 });
    const list = (await reader.get(`${LIST}${m()}`)).json();
    expect(list.current.fields).toEqual(['id', 'status', 'amount', 'order_id']);
    expect(list.paginator.limit).toBe(20);
    // Other tabs share the list's settings; other users do not.
    expect((await reader.get(`/merchant/transactions/fraud/settings/${m()}`)).json().limit).toBe(20);
    expect((await owner.get(`${LIST}settings/${m()}`)).json().limit).toBe(5);
    for (const [body, error] of [[{ fields: ['nope'] }, "Unknown field 'nope'"], [{ fields: ['can_capture'] }, "Unknown field 'can_capture'"],
      [{ fields: [] }, 'fields must be a non-empty list of field names'], [{ limit: 15 }, 'limit must be one of 5, 10, 20, 40, 80']] as const) {
      const res = await reader.post(`${LIST}settings/${m()}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect((await reader.post(`${LIST}settings/${m()}`, { fields: ['amount'] }, false)).statusCode).toBe(403);
  });

  it('export/ writes a CSV of the chosen columns and current filter, neutralising formulas', async () => {
    const res = await reader.post(`${LIST}export/${m()}`, {
      fields: ['order_id', 'amount', 'sender_email', 'card'], filters: [{ s: 'status', m: 'eq', v: 'approved' }], query_words: '', sort: 'amount',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, status } = res.json();
    expect(status).toBe('pending');
    expect(await reportReady(t.db, id)).toBe('success');
    const file = await reader.get(`/merchant/reports/${id}/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="payments-all-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(file.body.slice(1));
    // The amount's currency follows it although not chosen.
    expect(header).toEqual(['Order ID', 'Amount', 'Currency', 'Customer e-mail', 'Card']);
    expect(rows.map((r) => r[0])).toEqual(['ord-004', 'ord-008', 'ord-012', ...EVIL.map((e) => `'${e}`)]);
    expect(rows[0]).toEqual(['ord-004', '4.50', 'GEL', 'c4@shop.test', '411111******1004']);
    expect(rows[3][3]).toBe("'=1+1@x.test");
    expect(file.body).not.toMatch(FULL_PAN);
    const record = await t.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ merchant_id: shop, list: 'payments', format: 'csv', status: 'success', rows: 9 });
  });

  it('export/ of a multi-currency merchant: every amount carries its currency, in CSV and XLSX', async () => {
    const csv = await owner.post(`${LIST}export/?merchant=${other}`, { fields: ['order_id', 'amount', 'actual_amount', 'reversal_amount'], sort: 'created' });
    const [header, ...rows] = parseCsv((await downloadReport(owner, t.db, csv.json().id)).body.slice(1));
    expect(header).toEqual(['Order ID', 'Amount', 'Currency', 'Actual amount', 'Actual currency', 'Refunded']);
    expect(rows.map((r) => [r[1], r[2], r[3], r[4]])).toEqual([['1.50', 'GEL', '1.50', 'GEL'], ['2.50', 'USD', '2.50', 'USD'], ['3.50', 'USD', '3.50', 'USD']]);
    // A chosen currency column is not repeated.
    const chosen = await owner.post(`${LIST}export/?merchant=${other}`, { fields: ['v_currency', 'amount'] });
    expect(parseCsv((await downloadReport(owner, t.db, chosen.json().id)).body.slice(1))[0]).toEqual(['Currency', 'Amount']);
    const xlsx = await owner.post(`${LIST}export/?merchant=${other}`, { format: 'xlsx', fields: ['amount'], sort: 'created' });
    const file = await downloadReport(owner, t.db, xlsx.json().id);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect([1, 2, 3, 4].map((n) => (sheet.getRow(n).values as unknown[]).slice(1))).toEqual([['Amount', 'Currency'], [1.5, 'GEL'], [2.5, 'USD'], [3.5, 'USD']]);
  });

  it('export/ CSV: a cell a ;-separator spreadsheet splits is quoted and no part of it starts a formula', async () => {
    const res = await owner.post(`${LIST}export/?merchant=${other}`, { fields: ['order_id'], filters: [{ s: 'order_id', m: 'startswith', v: 'Shop' }] });
    const text = (await downloadReport(owner, t.db, res.json().id)).body.slice(1);
    const line = text.split('\r\n')[1];
    expect(line).toBe('"Shop;\'=HYPERLINK(""http://evil.test""),\'+1\t\'-2;\'@x"');
    // Read as Excel does with ';' (uk-UA, ka-GE) or tab separators, ignoring the quotes: no part is a formula.
    for (const part of line.replace(/^"|"$/g, '').split(/[;,\t]/)) expect(part).not.toMatch(/^[=+\-@\t\r]/);
    expect(parseCsv(text)[1]).toEqual(["Shop;'=HYPERLINK(\"http://evil.test\"),'+1\t'-2;'@x"]);
  });

  it('export/ without fields uses the saved columns; search words and tab presets apply', async () => {
    await owner.post(`${LIST}settings/${m()}`, { fields: ['order_id'] });
    const res = await owner.post(`/merchant/transactions/fraud/export/${m()}`, { filters: [], query_words: 'ord-007' });
    const text = (await downloadReport(owner, t.db, res.json().id)).body.slice(1);
    expect(parseCsv(text)).toEqual([['ID', 'Status', 'Order ID'], [expect.any(String), 'reversed', 'ord-007']]);
  });

  it('export/ as XLSX is a readable workbook with typed cells', async () => {
    const res = await owner.post(`${LIST}export/${m()}`, {
      format: 'xlsx', fields: ['order_id', 'amount', 'created'], filters: [{ s: 'order_id', m: 'in', v: 'ord-001,=HYPERLINK("http://evil.test")' }],
    });
    const file = await downloadReport(owner, t.db, res.json().id);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Order ID', 'Amount', 'Currency', 'Date']);
    const rows = [2, 3].map((n) => sheet.getRow(n).values as unknown[]);
    expect(rows.map((r) => r[1])).toEqual([`'${EVIL[0]}`, 'ord-001']);
    expect(rows[1][2]).toBe(1.5);
    expect(rows[1][3]).toBe('GEL');
    expect(rows[1][4]).toEqual(fixtureRow(1).created_at);
  });

  it('export/ checks CSRF, its arguments and the merchant', async () => {
    const noCsrf = await owner.post(`${LIST}export/${m()}`, { fields: ['order_id'] }, false);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toEqual({ error: 'CSRF token missing or incorrect' });
    for (const [body, error] of [[{ format: 'pdf' }, "format must be 'csv' or 'xlsx'"], [{ filters: [{ s: 'x', m: 'eq', v: '1' }] }, "Unknown filter field 'x'"],
      [{ filters: 'status=approved' }, 'filters must be a list of {s, m, v} entries'], [{ fields: ['secret'] }, "Unknown field 'secret'"]] as const) {
      const res = await owner.post(`${LIST}export/${m()}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    const stranger = await signIn(t.client(), 'stranger@export.test', PASSWORD);
    expect((await stranger.post(`${LIST}export/${m()}`, {})).json()).toEqual({ error: 'Not found' });
    expect((await stranger.post(`${LIST}export/`, { merchant: shop })).statusCode).toBe(404);
  });

  it('a report downloads only for users of its merchant; a foreign one answers like a missing one', async () => {
    const { id } = (await owner.post(`${LIST}export/${m()}`, { fields: ['order_id'] })).json();
    const stranger = await signIn(t.client(), 'stranger@export.test', PASSWORD);
    const foreign = await stranger.get(`/merchant/reports/${id}/`);
    const missing = await stranger.get('/merchant/reports/999999/');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    await reportReady(t.db, id);
    expect((await reader.get(`/merchant/reports/${id}/`)).statusCode).toBe(200);
    expect((await (await t.client().prime()).get(`/merchant/reports/${id}/`)).statusCode).toBe(401);
  });

  it('a user with no merchant gets the same 404 for an existing report and a missing one', async () => {
    const { id } = (await owner.post(`${LIST}export/${m()}`, { fields: ['order_id'] })).json();
    const newcomer = await signIn(t.client(), 'newcomer@export.test', PASSWORD);
    const existing = await newcomer.get(`/merchant/reports/${id}/`);
    const missing = await newcomer.get('/merchant/reports/999999/');
    expect([existing.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(existing.body).toBe(missing.body);
    expect((await newcomer.get('/merchant/reports/2147483648/')).body).toBe(missing.body);
  });

  it('saved views: save, replace by name, list, delete, per user', async () => {
    const view = { name: 'Approved big', filters: [{ s: 'status', m: 'eq', v: 'approved' }, { s: 'amount', m: 'gte', v: '10' }],
      columns: ['id', 'order_id', 'amount'], limit: 40, query_words: '', sort: '-amount' };
    const saved = await reader.post(`/views/payments/${m()}`, view);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...view, id: expect.any(Number), created: expect.any(String) });
    await reader.post(`/views/payments/${m()}`, { ...view, limit: 80 });
    await reader.post(`/views/payments/${m()}`, { ...view, name: 'All', filters: [] });
    const listed = (await reader.get(`/views/payments/${m()}`)).json().data;
    expect(listed.map((v: { name: string; limit: number }) => [v.name, v.limit])).toEqual([['All', 40], ['Approved big', 80]]);
    expect((await owner.get(`/views/payments/${m()}`)).json()).toEqual({ data: [] });
    expect((await owner.post(`/views/payments/${listed[0].id}/delete/${m()}`)).statusCode).toBe(404);
    expect((await reader.post(`/views/payments/${listed[0].id}/delete/${m()}`, {}, false)).statusCode).toBe(403);
    expect((await reader.post(`/views/payments/${listed[0].id}/delete/${m()}`)).json()).toEqual({});
    expect((await reader.get(`/views/payments/${m()}`)).json().data).toHaveLength(1);
    for (const [body, error] of [[{ ...view, name: ' ' }, [['name', 'Enter a name of at most 100 characters']]],
      [{ ...view, filters: [{ s: 'status', m: 'gt', v: 'x' }] }, "Filter 'status' does not support mode 'gt' (allowed: eq, ne, in)"],
      [{ ...view, limit: 3 }, 'limit must be one of 5, 10, 20, 40, 80'], [{ ...view, sort: 'card' }, "Cannot sort by 'card'"]] as const) {
      const res = await reader.post(`/views/payments/${m()}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect((await reader.get(`/views/nothing/${m()}`)).statusCode).toBe(404);
    expect((await reader.get(`/views/payments/?merchant=${other}`)).json()).toEqual({ error: 'Not found' });
  });
});
