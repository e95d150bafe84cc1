// The hosted checkout over a test source: the page shows the order, test cards make the right
// payments (BIN and last four only) in the merchant's list, bad input creates nothing, a double
// submit pays once, merchant text is escaped, and the card number is in no table and no log line.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { addPayable, createFixtureTable, fixtureSource, order, paidPayment } from './checkout-fixtures.ts';
import { START_TIMEOUT, PASSWORD } from './payments-fixtures.ts';

const APPROVE = '4242424242424242';
const DECLINE = '4000000000000002';
const NO_FUNDS = '4000000000009995';
const CVV = '737';

const received: Array<Record<string, unknown>> = [];
const canary = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    received.push(JSON.parse(body || '{}') as Record<string, unknown>);
    res.writeHead(200).end('ok');
  });
});
let canaryUrl = '';
beforeAll(async () => {
  await new Promise<void>((r) => canary.listen(0, '127.0.0.1', r));
  canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}/paid`;
});
afterAll(() => new Promise<void>((r) => canary.close(() => r())));
afterEach(() => {
  delete process.env.CALLBACK_ALLOW_HOSTS;
});

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const FIELDS = [{ name: 'table_no', label: 'Table number', required: true, pattern: '\\d+' }, { name: 'note', label: 'Note', required: false }];

describe.each(BACKENDS)('hosted checkout on %s', (backend) => {
  let t: TestApp;
  let merchant: number;
  let owner: Client;
  let refs = 0;
  const log: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({ write(chunk, _enc, done) { log.push(String(chunk)); done(); } });
    t = await startApp(backend, { checkoutSources: { link: fixtureSource }, logger: { stream } });
    await createFixtureTable(t.db);
    merchant = await createMerchant(t.db, 'Tbilisi Coffee', 'GE', ['GEL']);
    await createUser(t.db, { email: 'owner@checkout.test', password: PASSWORD, merchants: [{ id: merchant, level: 'edit' }] });
    owner = t.client();
    expect((await owner.login('owner@checkout.test', PASSWORD)).statusCode).toBe(200);
  }, START_TIMEOUT);
  afterAll(() => t.close());

  const payable = async (values: Parameters<typeof order>[1] = {}) => {
    refs += 1;
    const ref = `ref${refs}`;
    await addPayable(t.db, ref, order(merchant, values));
    return ref;
  };
  const page = (ref: string, kind = 'link') => t.app.inject({ method: 'GET', url: `/checkout/${kind}/${ref}` });
  const tokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)![1];
  const submit = (ref: string, token: string, form: Record<string, string>) => t.app.inject({
    method: 'POST', url: `/checkout/link/${ref}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, ...form }).toString(),
  });
  const card = (number: string, exp = `12/${nextYear}`) => ({ card_number: number, card_exp: exp, card_cvv: CVV });
  const payments = async () => {
    const res = await owner.get(`/merchant/transactions/payments/?merchant=${merchant}&limit=80`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<Record<string, unknown>>;
  };
  const count = async () => Number((await t.db.selectFrom('payments').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('shows merchant, amount, currency, description and custom fields under a strict CSP; unknown payables are a 404 page', async () => {
    const ref = await payable({ fields: FIELDS });
    const res = await page(ref);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'nonce-[^']+'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'/);
    expect(res.headers['content-security-policy']).not.toMatch(/script-src|unsafe/);
    for (const text of ['Tbilisi Coffee', '25.50 GEL', 'Two coffees', 'Table number *', 'Note', 'Card number', 'Pay 25.50 GEL']) expect(res.body).toContain(text);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('--accent:#2f4ac0;--radius:8px');
    expect(res.cookies).toEqual([]);
    // A design that does not exist (or before designs exist at all) leaves the default style.
    expect((await page(await payable({ designId: 987654 }))).body).toContain('--accent:#2f4ac0;--radius:8px');
    const free = await payable({ amount: 0 });
    const odd = await payable({ currency: 'gel<' });
    for (const [kind, r] of [['link', 'nope'], ['button', ref], ['thing', ref], ['link', 'bad%20ref'], ['link', free], ['link', odd]]) {
      const missing = await page(r, kind);
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Payment not available');
    }
  });

  it("a payable's design shows its logo, its messages in the checkout language (escaped), its layout and switches", async () => {
    const made = await owner.post(`/merchant/payment-solutions/${merchant}/design/create/`, { name: 'Branded' });
    expect(made.statusCode, made.body).toBe(200);
    const probe = '<script>alert(1)</script>';
    const configuration = {
      options: { theme: { type: 'dark', preset: 'solid' }, layout: 'plain', logo_url: 'https://cdn.example/logo.png', show_email: false, show_pay_button_amount: false },
      messages: { en: { title: 'Coffee beans' }, uk: { title: `Кава ${probe}`, description: 'Щодня свіже', pay_button: 'Сплатити' } },
      css_variable: { border_radius: 12, main: '#D94343' },
    };
    const saved = await owner.post(`/merchant/payment-solutions/${merchant}/design/hash/${made.json().hash}/`, { name: 'Branded', configuration: JSON.stringify(configuration) });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await page(await payable({ designId: saved.json().id, language: 'uk' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: https://cdn.example;");
    expect(res.body).toContain('<img class="logo" src="https://cdn.example/logo.png" alt="Tbilisi Coffee">');
    expect(res.body).toContain('<h1 class="title" lang="uk">Кава &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(res.body).not.toContain(probe);
    expect(res.body).toContain('<p class="muted" lang="uk">Щодня свіже</p>');
    expect(res.body).toContain('<button type="submit" lang="uk">Сплатити</button>');
    expect(res.body).toContain('--accent:#D94343;--radius:12px');
    expect(res.body).toContain('main{margin:0 auto;border:0;border-radius:0}');
    expect(res.body).not.toContain('name="email"');
    // No checkout language: the design's first language (English).
    expect((await page(await payable({ designId: saved.json().id }))).body).toContain('<h1 class="title" lang="en">Coffee beans</h1>');
  });

  it('the approve card makes an approved payment with BIN and last four, marks the payable paid and sends the callbacks', async () => {
    process.env.CALLBACK_ALLOW_HOSTS = '127.0.0.1';
    const ref = await payable({ fields: FIELDS, callbackUrls: [canaryUrl], responseUrl: 'https://shop.example/thanks?x=1' });
    const res = await submit(ref, tokenOf((await page(ref)).body), { ...card(`4242 4242 4242 4242`), cf_0: '7', cf_1: 'window seat', email: 'payer@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Payment successful');
    expect(res.body).toContain('424242******4242');
    expect(res.body).toContain('<meta http-equiv="refresh" content="5;url=https://shop.example/thanks?x=1">');
    const row = (await payments()).find((p) => String(p.order_id).startsWith(`link_${ref}_`))!;
    expect(row).toMatchObject({ status: 'approved', amount: '25.50', v_currency: 'GEL', card: '424242******4242', sender_email: 'payer@example.com' });
    expect(await paidPayment(t.db, ref)).toBe(Number(row.id));
    const info = (await owner.get(`/merchant/transactions/${row.id}/info/`)).json();
    expect(info.data.sender_data).toEqual({ custom_fields: { table_no: '7', note: 'window seat' }, checkout: { kind: 'link', ref } });
    expect(received.at(-1)).toMatchObject({ payment_id: row.id, order_status: 'approved', amount: '25.50', masked_card: '424242XXXXXX4242', custom_fields: { table_no: '7', note: 'window seat' } });
    expect(info.history).toEqual([expect.objectContaining({ type: 'callback', details: expect.objectContaining({ url: canaryUrl, delivered: true, status: 200 }) })]);
    // Paid: the payable is no longer offered.
    expect((await page(ref)).statusCode).toBe(404);
  });

  it('the decline and insufficient-funds cards make declined payments with the reason and leave the payable unpaid', async () => {
    for (const [number, reason] of [[DECLINE, 'Card declined by the issuer'], [NO_FUNDS, 'Insufficient funds']]) {
      const ref = await payable();
      const res = await submit(ref, tokenOf((await page(ref)).body), card(number));
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Payment declined');
      expect(res.body).toContain(reason);
      expect(res.body).toContain(`href="/checkout/link/${ref}"`);
      const row = (await payments()).find((p) => String(p.order_id).startsWith(`link_${ref}_`))!;
      expect(row).toMatchObject({ status: 'declined', amount: '25.50', card: `${number.slice(0, 6)}******${number.slice(-4)}` });
      expect(await paidPayment(t.db, ref)).toBeNull();
      expect((await page(ref)).statusCode).toBe(200);
    }
  });

  it('a bad card number, a past expiry, a bad CVV or a missing required field is a clear error and creates nothing', async () => {
    const ref = await payable({ fields: FIELDS });
    const token = tokenOf((await page(ref)).body);
    const before = await count();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...card('4242424242424241'), cf_0: '1' }, 'card_number', 'Enter a valid card number'],
      [{ ...card(APPROVE, '01/20'), cf_0: '1' }, 'card_exp', 'The card has expired'],
      [{ ...card(APPROVE, '13/30'), cf_0: '1' }, 'card_exp', 'Enter the expiry date as MM/YY'],
      [{ ...card(APPROVE), card_cvv: '12', cf_0: '1' }, 'card_cvv', 'Enter the 3 or 4 digit CVV'],
      [card(APPROVE), 'cf_0', 'field is required'],
      [{ ...card(APPROVE), cf_0: 'seven' }, 'cf_0', 'field must match pattern'],
      [{ ...card(APPROVE), cf_0: '1', email: 'not-mail' }, 'email', 'Enter a valid email address'],
    ];
    for (const [form, field, message] of cases) {
      const res = await submit(ref, token, form);
      expect(res.statusCode, `${field}: ${message}`).toBe(400);
      expect(res.body).toContain(`<p class="error" id="${field}-error">${message}</p>`);
      // The typed card number and CVV are never sent back.
      expect(res.body).not.toContain(form.card_number.replace(/\s/g, ''));
      expect(res.body).not.toContain(`value="${CVV}"`);
    }
    expect(await count()).toBe(before);
    expect(await paidPayment(t.db, ref)).toBeNull();
  });

  it('a payable without an amount asks for one; a zero or malformed amount is refused', async () => {
    const ref = await payable({ amount: null, currency: 'USD' });
    const html = (await page(ref)).body;
    expect(html).toContain('Amount, USD *');
    const token = tokenOf(html);
    expect((await submit(ref, token, { ...card(APPROVE), amount: '0' })).body).toContain('field is greater than 0');
    expect((await submit(ref, token, { ...card(APPROVE), amount: '1.234' })).body).toContain('field must be amount');
    const res = await submit(ref, token, { ...card(APPROVE), amount: '12.5' });
    expect(res.body).toContain('12.50 USD');
    expect((await payments()).find((p) => String(p.order_id).startsWith(`link_${ref}_`))).toMatchObject({ amount: '12.50', v_currency: 'USD' });
  });

  it('a URL may prefill the amount and a reference; the reference reaches the payment and the callback', async () => {
    process.env.CALLBACK_ALLOW_HOSTS = '127.0.0.1';
    const ref = await payable({ amount: null, callbackUrls: [canaryUrl] });
    const html = (await t.app.inject({ method: 'GET', url: `/checkout/link/${ref}?amount=19.99&reference=INV-7` })).body;
    expect(html).toContain('id="amount" name="amount" type="text" value="19.99"');
    expect(html).toContain('Reference: INV-7');
    const res = await submit(ref, tokenOf(html), { ...card(APPROVE), amount: '19.99', reference: 'INV-7' });
    expect(res.body).toContain('19.99 GEL');
    const row = (await payments()).find((p) => String(p.order_id).startsWith(`link_${ref}_`))!;
    expect((await owner.get(`/merchant/transactions/${row.id}/info/`)).json().data.sender_data).toMatchObject({ reference: 'INV-7' });
    expect(received.at(-1)).toMatchObject({ payment_id: row.id, reference: 'INV-7', amount: '19.99' });
    // A fixed amount is not replaced by the URL; a malformed prefill is dropped.
    const fixed = await payable();
    const page2 = (await t.app.inject({ method: 'GET', url: `/checkout/link/${fixed}?amount=1.00&reference=a%0Ab` })).body;
    expect(page2).toContain('Pay 25.50 GEL');
    expect(page2).not.toContain('id="amount"');
    expect(page2).not.toContain('Reference:');
  });

  it('hidden and read-only fields carry the payable value whatever is posted; placeholder and lengths apply', async () => {
    const ref = await payable({ fields: [
      { name: 'shop', label: 'Shop', required: true, hidden: true, value: 'north' },
      { name: 'plan', label: 'Plan', required: true, readonly: true, value: 'gold' },
      { name: 'code', label: 'Code', required: true, placeholder: 'Four to six characters', minLength: 4, maxLength: 6 },
    ] });
    const html = (await page(ref)).body;
    expect(html).not.toContain('Shop');
    expect(html).toMatch(/id="cf_1" name="cf_1" type="text" value="gold" required readonly/);
    expect(html).toContain('placeholder="Four to six characters"');
    expect(html).toContain('maxlength="6"');
    const token = tokenOf(html);
    expect((await submit(ref, token, { ...card(APPROVE), cf_2: 'abc' })).body).toContain('<p class="error" id="cf_2-error">value is to short</p>');
    expect((await submit(ref, token, { ...card(APPROVE), cf_2: 'abcdefg' })).body).toContain('<p class="error" id="cf_2-error">value is to long</p>');
    await submit(ref, token, { ...card(APPROVE), cf_0: 'south', cf_1: 'free', cf_2: 'abcd' });
    const row = (await payments()).find((p) => String(p.order_id).startsWith(`link_${ref}_`))!;
    expect((await owner.get(`/merchant/transactions/${row.id}/info/`)).json().data.sender_data.custom_fields).toEqual({ shop: 'north', plan: 'gold', code: 'abcd' });
  });

  it('odd bodies and content types answer a page, never a 5xx, and create nothing', async () => {
    const ref = await payable({ fields: FIELDS });
    const token = tokenOf((await page(ref)).body);
    const before = await count();
    const bodies: Array<[string, string]> = [
      ['application/x-www-form-urlencoded', ''],
      ['application/x-www-form-urlencoded', `token=${token}&card_number=${'9'.repeat(5000)}&card_exp=%00&card_cvv=%E2%80%AE`],
      ['application/x-www-form-urlencoded', `token=${token}&token=x&cf_0[]=1&cf_0=2&amount=1e5&card_exp=12/99999`],
      ['application/x-www-form-urlencoded', `token=${token}&%ZZ=%&card_number=4242424242424242&card_exp=12%2F${nextYear}&card_cvv=12345`],
      ['text/plain', `token=${token}`],
      ['application/json', '{"token": ['],
    ];
    for (const [type, payload] of bodies) {
      const res = await t.app.inject({ method: 'POST', url: `/checkout/link/${ref}`, headers: { 'content-type': type }, payload });
      expect(res.statusCode, `${type} ${payload.slice(0, 60)}`).toBeLessThan(500);
    }
    const huge = await t.app.inject({ method: 'POST', url: `/checkout/link/${ref}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${token}&x=${'a'.repeat(70_000)}` });
    expect(huge.statusCode).toBe(413);
    expect(await count()).toBe(before);
  });

  it('after 10 declined charges from one network the next card is not tried; other networks still pay', async () => {
    const from = (ip: string, ref: string, token: string, number: string) => t.app.inject({
      method: 'POST', url: `/checkout/link/${ref}`, remoteAddress: ip, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, ...card(number) }).toString(),
    });
    const before = await count();
    for (let i = 0; i < 10; i += 1) {
      const ref = await payable();
      expect((await from('203.0.113.9', ref, tokenOf((await page(ref)).body), DECLINE)).body).toContain('Payment declined');
    }
    const ref = await payable();
    const token = tokenOf((await page(ref)).body);
    const refused = await from('203.0.113.9', ref, token, APPROVE);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.body).toContain('Too many payments from your network were declined. Try again in 60 seconds.');
    expect(await count()).toBe(before + 10);
    expect((await from('198.51.100.4', ref, token, APPROVE)).body).toContain('Payment successful');
  });

  it('a double submit pays once, one after the other and at the same time', async () => {
    const ref = await payable();
    const token = tokenOf((await page(ref)).body);
    const before = await count();
    const [a, b] = await Promise.all([submit(ref, token, card(APPROVE)), submit(ref, token, card(APPROVE))]);
    const c = await submit(ref, token, card(APPROVE));
    for (const res of [a, b, c]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Payment successful');
    }
    expect(await count()).toBe(before + 1);
  });

  it('a form token not issued for this payable is refused and creates nothing', async () => {
    const ref = await payable();
    const other = await payable();
    const before = await count();
    for (const token of ['', 'forged', tokenOf((await page(other)).body)]) {
      const res = await submit(ref, token, card(APPROVE));
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('Payment form not valid');
    }
    // A JSON body is not the page's form: no token, refused, never a 5xx.
    const json = await t.app.inject({ method: 'POST', url: `/checkout/link/${ref}`, payload: { token: 5, card_number: [APPROVE] } });
    expect(json.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('merchant text with markup is shown as text', async () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'';
    await t.db.updateTable('merchants').set({ name: `Shop ${evil}` }).where('id', '=', merchant).execute();
    try {
      const ref = await payable({ description: evil, fields: [{ name: 'x', label: evil, required: false }] });
      const html = (await page(ref)).body;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#39;');
    } finally {
      await t.db.updateTable('merchants').set({ name: 'Tbilisi Coffee' }).where('id', '=', merchant).execute();
    }
  });

  it('the full card number and the CVV are in no table the checkout writes and in no log line', async () => {
    const ref = await payable();
    await submit(ref, tokenOf((await page(ref)).body), { ...card(APPROVE), card_cvv: '9381' });
    const { rows } = await sql<{ dump: string }>`select coalesce(json_agg(p)::text, '') || coalesce((select json_agg(c)::text from checkout_payments c), '')
      || coalesce((select json_agg(e)::text from payment_events e), '') as dump from payments p`.execute(t.db);
    expect(rows[0].dump).toContain('424242');
    for (const number of [APPROVE, DECLINE, NO_FUNDS, '4242 4242 4242 4242']) expect(rows[0].dump).not.toContain(number);
    // The CVV as a value of its own (a timestamp or a hash may hold the same four digits inside it).
    const cvvValue = /(?<![\w.:-])9381(?![\w])/;
    expect(rows[0].dump).not.toMatch(cvvValue);
    const lines = log.join('');
    expect(lines).toContain('/checkout/link/');
    for (const number of [APPROVE, DECLINE, NO_FUNDS]) expect(lines).not.toContain(number);
    expect(lines).not.toMatch(cvvValue);
    expect(lines).not.toMatch(/card_number|card_cvv/);
  });
});
