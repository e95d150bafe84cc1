// Texts merchants and payers type (issue 25 must-show 6 and 7): a card number typed into any free
// text (link, payout purpose, button, landing, promocode, dispute comment, merchant settings,
// report template, design, the hosted checkout's custom field and reference) is stored as BIN and
// last four, and is in no log line; identifiers (a button's product id) stay as typed. Exports keep
// line breaks and no cell of any reading of the CSV (comma, semicolon, tab) starts a formula.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as maskStoredTexts } from '../../server/db/migrations/035_mask_card_numbers.ts';
import { neutralise } from '../../server/lists/export/neutralise.ts';
import { settleDue } from '../../server/payouts/worker.ts';
import { standinPayoutProcessor } from '../../server/payout-processor/standin.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { insertPayment, PASSWORD, START_TIMEOUT } from './payments-fixtures.ts';
import { downloadReport } from './report-wait.ts';
import { formulaCell, READINGS, readCsv } from '../support/csv';

/** A card number as people type it, in three shapes, and the form the portal keeps. */
const TYPED = ['4242 4242 4242 4242', '4242-4242-4242-4242', '4242424242424242'];
const MASKED = '424242******4242';
const say = (i = 0) => `Card ${TYPED[i % TYPED.length]} thanks`;
/** A 13-digit product id that passes the Luhn check: an identifier, kept as typed. */
const PRODUCT_ID = '4006381333931';
const PAYOUT_CARD = '5555555555554444';
const EVIL_LINES = {
  description: 'Rent for May\n=HYPERLINK("http://evil.test","x")',
  invoice_name: 'INV-9;\r\n+SUM(1,2)',
  additional_info: 'Partner share\r\n@cmd\n\t-2+3',
};
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

function multipart(fields: Record<string, string>, file: Buffer) {
  const boundary = `----ts${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="e.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), file,
    Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(BACKENDS)('texts merchants and payers type, on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let shop: number;
  const log: string[] = [];
  const processor = standinPayoutProcessor(0);
  const B = '/merchant/payment-solutions';

  /** Every row of `table` as JSON text. */
  const rowsOf = async (table: string) =>
    (await sql<{ dump: string | null }>`select json_agg(t)::text as dump from ${sql.table(table)} t`.execute(t.db)).rows[0].dump ?? '';
  const expectMasked = (text: string) => {
    expect(text).toContain(MASKED);
    for (const typed of TYPED) expect(text).not.toContain(typed);
  };
  const createLink = async (body: Record<string, unknown>) => {
    const res = await owner.post(`${B}/links/${shop}/create/`, { amount: '12.50', currency: 'GEL', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().invoice as { id: number; url: string };
  };
  const createPayout = async (additional_info: string) => {
    const res = await owner.request({
      method: 'POST', url: `/api/v2/merchant/${shop}/payout/create/`, headers: { 'idempotency-key': `ts-${Math.random()}` },
      payload: { type: 'card', receiver: PAYOUT_CARD, amount: '1.00', currency: 'GEL', additional_info },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    const stream = new Writable({ write(chunk, _enc, done) { log.push(String(chunk)); done(); } });
    t = await startApp(backend, { logger: { stream }, payoutProcessor: processor });
    shop = await createMerchant(t.db, 'Text Shop', 'GE', ['GEL']);
    await t.db.updateTable('merchants').set({ has_multiparty: true }).where('id', '=', shop).execute();
    for (let i = 0; i < 3; i += 1) await insertPayment(t.db, shop);
    await createUser(t.db, { email: 'owner@text.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }] });
    owner = t.client();
    expect((await owner.login('owner@text.test', PASSWORD)).statusCode).toBe(200);
  }, START_TIMEOUT);
  afterAll(() => t?.close());

  it('a link: description, reference, payer name, merchant data and custom field names', async () => {
    await createLink({ description: say(0), invoice_name: say(1), receiver_first_name: say(2), merchant_data: say(0), custom_fields: [say(1)] });
    const dump = await rowsOf('links');
    expectMasked(dump);
    expect(dump.match(/424242\*{6}4242/g)).toHaveLength(5);
  });

  it('a payout purpose; the receiver card keeps its own path (BIN and last four)', async () => {
    await createPayout(say(1));
    await settleDue(t.db, processor);
    const row = await t.db.withTables<{ payouts: { additional_info: string; card_bin: string; card_last4: string } }>()
      .selectFrom('payouts').select(['additional_info', 'card_bin', 'card_last4']).executeTakeFirstOrThrow();
    expect(row).toEqual({ additional_info: `Card ${MASKED} thanks`, card_bin: '555555', card_last4: '4444' });
  });

  it('a button (also sent as the spec\'s JSON in data): name, description, custom fields; the product id stays', async () => {
    const button = { name: say(0), currency: 'GEL', amount: '5.00', order_desc: say(1), product_id: PRODUCT_ID, custom_fields: [{ label: say(2), value: say(0), placeholder: say(1) }] };
    expect((await owner.post(`${B}/buttons/${shop}/create/`, button)).statusCode).toBe(200);
    const asData = await owner.post(`${B}/buttons/${shop}/create/`, { data: JSON.stringify({ ...button, name: 'Second' }) });
    expect(asData.statusCode, asData.body).toBe(200);
    const dump = await rowsOf('buttons');
    expectMasked(dump);
    expect(dump.match(/424242\*{6}4242/g)).toHaveLength(9);
    expect(dump).toContain(PRODUCT_ID);
  });

  it('a landing: name, title, description, payment description, custom field labels, removal reason', async () => {
    const added = await owner.post('/merchant/landings/add/', { merchant: shop, type: 'donations', name: say(0), language: 'en' });
    expect(added.statusCode, added.body).toBe(200);
    const base = `/merchant/landings/${shop}`;
    const id = added.json().landing_id as number;
    const steps = [
      ['settings', { name: say(1), alias: 'cards-help', language: 'en', color_preset: 'green', title: say(2), description: say(0) }],
      ['finance', { currency: 'GEL', amount_type: 'fixed', amount: '12.50', payment_description: say(1) }],
      ['contacts', { ask_email: true, cf_1_enabled: true, cf_1_label: say(2), cf_1_template: 'none' }],
    ] as const;
    for (const [step, body] of steps) {
      const res = await owner.post(`${base}/edit/${id}/${step}/`, body);
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
    }
    expect((await owner.post(`${base}/remove/${id}/`, { reason: say(0) })).statusCode).toBe(200);
    const dump = await rowsOf('landings');
    expectMasked(dump);
    expect(dump.match(/424242\*{6}4242/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it('a promocode description', async () => {
    const link = await createLink({ description: 'Tea' });
    const res = await owner.post(`/merchant/${shop}/promo/link/${link.id}/add/`, { promo_name: 'CARDS10', promo_percent: '10', description: say(2), is_actual: 'yes' });
    expect(res.statusCode, res.body).toBe(200);
    expectMasked(await rowsOf('promocodes'));
  });

  it('a dispute comment, merchant settings, a report template and a design', async () => {
    const payment = await insertPayment(t.db, shop);
    const dispute = await t.db.insertInto('disputes').values({
      merchant_id: shop, payment_id: payment, chargeback_id: 'cb_text_1', merchant_orderid: 'order_text_1', internal_orderid: 'int_text_1',
      email: 'buyer@example.com', actual_amount: 10_000, dispute_amount: 2_550, currency: 'GEL', response_deadline: '2099-12-31',
      dispute_date: '2026-11-01', status_name: 'Needs response',
    }).returning('id').executeTakeFirstOrThrow();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);
    const started = await owner.request({ method: 'POST', url: `/api/v2/merchant/transactions/disputes/${dispute.id}/start/`, ...multipart({ comment: say(0) }, pdf) });
    expect(started.statusCode, started.body).toBe(200);
    expectMasked(await rowsOf('dispute_events'));

    const basic = await owner.post(`/merchant/${shop}/settings/basic/`, { name_en: say(1), url: 'https://text.test' });
    expect(basic.statusCode, basic.body).toBe(200);
    expectMasked(await rowsOf('merchants'));
    const customization = await owner.post(`/merchant/${shop}/settings/customization/`, { telegram_profile: say(2) });
    expect(customization.statusCode, customization.body).toBe(200);
    expectMasked(await rowsOf('merchant_settings'));

    const template = await owner.post(`/merchant/${shop}/reports/templates/create/`, { merchant: shop, name: say(2), list: 'transactions.payments', period: 'daily', format: 'csv' });
    expect(template.statusCode, template.body).toBe(200);
    expectMasked(await rowsOf('report_templates'));

    const made = await owner.post(`${B}/${shop}/design/create/`, { name: say(0), comment: say(1) });
    expect(made.statusCode, made.body).toBe(200);
    const configuration = {
      options: { theme: { type: 'dark', preset: 'solid' }, layout: 'plain' },
      messages: { en: { title: say(2), description: say(0), pay_button: 'Pay' } },
      css_variable: { border_radius: 12, main: '#D94343' },
    };
    const saved = await owner.post(`${B}/${shop}/design/hash/${made.json().hash}/`, { name: say(1), comment: say(2), configuration: JSON.stringify(configuration) });
    expect(saved.statusCode, saved.body).toBe(200);
    const designs = await rowsOf('designs');
    expectMasked(designs);
    expect(designs.match(/424242\*{6}4242/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it("the hosted checkout: the payer's custom field and reference; the card itself charged in full", async () => {
    const link = await createLink({ description: 'Tea', custom_fields: ['Note'] });
    const ref = link.url.split('/').pop()!;
    const page = await t.app.inject({ method: 'GET', url: `/checkout/link/${ref}?reference=${encodeURIComponent(TYPED[0])}` });
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1];
    const paid = await t.app.inject({
      method: 'POST', url: `/checkout/link/${ref}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, cf_0: say(1), reference: TYPED[0], card_number: '4242424242424242', card_exp: `12/${nextYear}`, card_cvv: '737' }).toString(),
    });
    expect(paid.statusCode, paid.body).toBeLessThan(400);
    const payment = await t.db.selectFrom('payments').select(['status', 'sender_data', 'card_bin', 'card_last4']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'approved', card_bin: '424242', card_last4: '4242' });
    expect(payment.sender_data).toMatchObject({ custom_fields: { 'cf-1': `Card ${MASKED} thanks` }, reference: MASKED });
  });

  it('no log line holds a card number typed into a text', () => {
    const lines = log.join('');
    expect(lines).toContain('/links/');
    for (const typed of [...TYPED, encodeURIComponent(TYPED[0]), PAYOUT_CARD]) expect(lines).not.toContain(typed);
  });

  it('migration 035 masks what rows already hold, a batch at a time; identifiers stay', async () => {
    const full = TYPED[0];
    await sql`update links set description = ${`Card ${full}`}, custom_fields = ${JSON.stringify([{ name: 'cf-1', label: full }])}::jsonb`.execute(t.db);
    await sql`update buttons set settings = jsonb_set(jsonb_set(settings, '{values,order_desc}', ${JSON.stringify(full)}::jsonb), '{values,product_id}', ${JSON.stringify(PRODUCT_ID)}::jsonb)`.execute(t.db);
    await sql`update payments set sender_data = ${JSON.stringify({ custom_fields: { 'cf-1': full }, reference: TYPED[1] })}::jsonb`.execute(t.db);
    await sql`update merchant_settings set data = ${JSON.stringify({ telegram_profile: full })}::jsonb where section = 'customization'`.execute(t.db);
    // More rows to mask than one batch holds (500), and rows with nothing to mask between them.
    await sql`insert into feedback (user_id, message) select u.id, case when n % 3 = 0 then 'fine' else ${`Paid with ${TYPED[2]}`} end
      from users u, generate_series(1, 1200) n`.execute(t.db);
    for (const table of ['links', 'buttons', 'payments', 'merchant_settings', 'feedback']) expect(await rowsOf(table), table).toContain(full.slice(0, 4));
    await maskStoredTexts(t.db as never);
    for (const table of ['links', 'buttons', 'payments', 'merchant_settings', 'feedback']) expectMasked(await rowsOf(table));
    expect(await rowsOf('buttons')).toContain(PRODUCT_ID);
    const feedback = await sql<{ message: string; n: string }>`select message, count(*) as n from feedback group by message order by message`.execute(t.db);
    expect(feedback.rows.map((r) => [r.message, Number(r.n)])).toEqual([[`Paid with ${MASKED}`, 800], ['fine', 400]]);
  });

  it('exports keep line breaks, and no cell of any reading of the CSV starts a formula', async () => {
    await createLink({ description: EVIL_LINES.description, invoice_name: EVIL_LINES.invoice_name });
    await createPayout(EVIL_LINES.additional_info);
    const exports = [
      { list: `${B}/links/`, fields: ['invoice_name', 'description', 'amount'], texts: [EVIL_LINES.invoice_name, EVIL_LINES.description] },
      { list: '/merchant/payouts/history/', fields: ['order_id', 'additional_info', 'amount'], texts: [EVIL_LINES.additional_info] },
    ];
    for (const { list, fields, texts } of exports) {
      const csv = await owner.post(`${list}export/?merchant=${shop}`, { fields, sort: '-id' });
      expect(csv.statusCode, csv.body).toBe(200);
      const file = (await downloadReport(owner, t.db, csv.json().id)).body.slice(1);
      for (const reading of READINGS) expect(readCsv(file, reading).flat().filter(formulaCell), `${list} ${JSON.stringify(reading)}`).toEqual([]);
      // Read with commas (RFC 4180) each text is one cell, line breaks kept, an apostrophe before each formula start.
      const cells = readCsv(file, { separator: ',', midQuote: 'literal' }).flat();
      for (const text of texts) expect(cells).toContain(neutralise(text));
      expect(neutralise(EVIL_LINES.description)).toBe('Rent for May\n\'=HYPERLINK("http://evil.test","x")');

      const xlsx = await owner.post(`${list}export/?merchant=${shop}`, { fields, sort: '-id', format: 'xlsx' });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await downloadReport(owner, t.db, xlsx.json().id)).rawPayload as unknown as ArrayBuffer);
      const values: unknown[] = [];
      book.worksheets[0].eachRow((row) => values.push(...(row.values as unknown[])));
      // XML reads a CR LF inside a text as LF (XML 1.0 s.2.11): the line break stays, as one LF.
      for (const text of texts) expect(values).toContain(neutralise(text).replace(/\r\n?/g, '\n'));
    }
  });
});
