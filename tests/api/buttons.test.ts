// Button calls (spec 001 s.7 "Buttons"): every call, its refusals (signed out, CSRF, foreign merchant,
// read-only user, bad body, demo mode), the rules of s.5 with their messages, the embed script and
// the checkout source of a button.
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonCheckoutSource } from '../../server/buttons/checkout-source.ts';
import { BACKENDS, createMerchant, createUser, PUBLIC_URL, startApp, type Client, type TestApp } from './helpers.ts';
import { SETUP_MS, signIn } from './lists-fixtures.ts';

const PASSWORD = 'Buttons-pass-1';
const B = '/merchant/payment-solutions/buttons';
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const BUTTON = {
  name: 'Coffee', amount: '12.50', currency: 'GEL', button_type: 'purchase', lang: 'en', order_desc: 'A cup',
  custom_fields: [
    { label: 'E-mail', name: 'email', template: 'email', required: true },
    { label: 'Table', name: 'table', template: 'numeric', min_length: '1', max_length: '3' },
  ],
  server_callbacks: [{ callback_type: 'order', url: 'https://shop.example/cb', content_type: 'json', order_status: ['approved'], response_method: 'post' }],
  appearance: { width: 260, height: 52, text: 'Buy <b>now</b>', background: 'navy_shimmer' },
};

describe.each(BACKENDS)('buttons on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let viewer: Client;
  let stranger: Client;
  let newcomer: Client;
  let mine: number;
  let foreign: number;
  let id: number;
  let alias: string;

  beforeAll(async () => {
    t = await startApp(backend);
    mine = await createMerchant(t.db, 'Button Shop', 'GE', ['GEL', 'USD']);
    foreign = await createMerchant(t.db, 'Other Shop', 'GE', ['GEL']);
    await createUser(t.db, { email: 'owner@buttons.test', password: PASSWORD, merchants: [{ id: mine, level: 'edit' }] });
    await createUser(t.db, { email: 'viewer@buttons.test', password: PASSWORD, merchants: [{ id: mine, level: 'read' }] });
    await createUser(t.db, { email: 'stranger@buttons.test', password: PASSWORD, merchants: [{ id: foreign, level: 'edit' }] });
    await createUser(t.db, { email: 'new@buttons.test', password: PASSWORD });
    owner = await signIn(t.client(), 'owner@buttons.test', PASSWORD);
    viewer = await signIn(t.client(), 'viewer@buttons.test', PASSWORD);
    stranger = await signIn(t.client(), 'stranger@buttons.test', PASSWORD);
    newcomer = await signIn(t.client(), 'new@buttons.test', PASSWORD);
  }, SETUP_MS);
  afterAll(async () => t?.close());

  it('creates a button with a 16-character alias; info gives back its values', async () => {
    const res = await owner.post(`${B}/${mine}/create/`, BUTTON);
    expect(res.statusCode, res.body).toBe(200);
    ({ id, alias } = res.json());
    expect(alias).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(res.json().redirect).toBe(`/solutions/buttons/edit/${mine}/${id}/settings`);
    const info = (await owner.get(`${B}/${mine}/info/${id}/`)).json();
    expect(info).toMatchObject({
      id, merchant: mine, merchant_name: 'Button Shop', alias, name: 'Coffee', amount: '12.50', currency: 'GEL', enabled: true, can_edit: true,
      button_url: `${PUBLIC_URL}/checkout/button/${alias}`, order_desc: 'A cup',
      appearance: { width: 260, height: 52, text: 'Buy <b>now</b>', background: 'navy_shimmer', radius: 6 },
    });
    expect(info.custom_fields[0]).toMatchObject({ label: 'E-mail', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
    expect(info.custom_fields[1]).toMatchObject({ pattern: '^\\d+$' });
    expect(info.server_callbacks[0].alias).toMatch(/^order_[A-Za-z0-9]{8}$/);
  });

  it("takes the spec's shape too: expire and data as a JSON string", async () => {
    const res = await owner.post(`${B}/${mine}/create/`, { expire: tomorrow, data: JSON.stringify({ name: 'Tea', currency: 'USD' }) });
    expect(res.statusCode, res.body).toBe(200);
    const info = (await owner.get(`${B}/${mine}/info/${res.json().id}/`)).json();
    expect(info).toMatchObject({ name: 'Tea', currency: 'USD', amount: null, expire: tomorrow, expired: false });
  });

  it('refuses the rules of section 5 with their messages', async () => {
    const bad = await owner.post(`${B}/${mine}/create/`, {
      name: 'X', currency: 'EUR', order_desc: 'x'.repeat(1025), design_id: 'abc', expire: yesterday, amount: '1.234',
      button_type: 'recurring', recurring_every: 0, recurring_trial: true, recurring_trial_quantity: 100001,
      custom_fields: [{ name: 'nolabel' }], server_callbacks: [{ url: 'not a url' }],
    });
    expect(bad.statusCode).toBe(400);
    const errors = Object.fromEntries(bad.json().error as Array<[string, string]>);
    expect(errors).toMatchObject({
      order_desc: 'value is to long', design_id: 'field must be number', recurring_every: 'field is lower than 1',
      recurring_trial_quantity: 'field is greater than 100000', 'custom_fields.0.label': 'field is required',
      'server_callbacks.0.url': 'Enter a valid url', amount: 'field must be amount',
    });
    expect(errors.expire).toMatch(/^field is lower than \d{4}-\d{2}-\d{2}$/);
    // A callback's selects take the choices call's lists: a value outside them is refused like the form refuses it.
    const badCallback = await owner.post(`${B}/${mine}/create/`, {
      ...BUTTON, server_callbacks: [{ ...BUTTON.server_callbacks[0], content_type: 'xml', order_status: ['approved', 'bogus'] }],
    });
    expect(badCallback.json().error).toEqual([['server_callbacks.0.content_type', 'field is required'], ['server_callbacks.0.order_status', 'field is required']]);
    const noCurrency = await owner.post(`${B}/${mine}/create/`, { name: 'X', currency: 'EUR' });
    expect(noCurrency.json().error).toEqual([['currency', 'field is required']]);
    const noName = await owner.post(`${B}/${mine}/create/`, { currency: 'GEL' });
    expect(noName.json().error).toEqual([['name', 'field is required']]);
    const badLook = await owner.post(`${B}/${mine}/create/`, { name: 'X', currency: 'GEL', appearance: { width: 5000 } });
    expect(badLook.json().error).toEqual([['appearance.width', 'field is greater than 600']]);
    const badData = await owner.post(`${B}/${mine}/create/`, { data: '{not json' });
    expect(badData.json().error).toEqual([['data', 'Enter a valid value']]);
  });

  it('edits, lists, toggles, clones and deletes', async () => {
    const edit = await owner.post(`${B}/${mine}/edit/${id}/`, { ...BUTTON, name: 'Coffee large', amount: '15', appearance: { radius: 20 } });
    expect(edit.statusCode, edit.body).toBe(200);
    const info = (await owner.get(`${B}/${mine}/info/${id}/`)).json();
    expect(info).toMatchObject({ name: 'Coffee large', amount: '15.00', alias, appearance: { radius: 20, width: 260 } });

    const off = await owner.post(`${B}/json/${mine}/enable/${id}/0/`);
    expect(off.json()).toEqual({ id, enabled: false });
    expect((await owner.get(`${B}/${mine}/info/${id}/`)).json().enabled).toBe(false);
    expect((await owner.post(`${B}/json/${mine}/enable/${id}/1/`)).json()).toEqual({ id, enabled: true });
    expect((await owner.post(`${B}/json/${mine}/enable/${id}/2/`)).statusCode).toBe(404);

    const clone = await owner.post(`${B}/json/${mine}/clone/${id}/`);
    expect(clone.statusCode).toBe(200);
    expect(clone.json().alias).not.toBe(alias);
    const copy = (await owner.get(`${B}/${mine}/info/${clone.json().id}/`)).json();
    expect(copy).toMatchObject({ name: 'Coffee large (copy)', amount: '15.00', custom_fields: info.custom_fields });

    const list = (await owner.get(`${B}/?merchant=${mine}&limit=5`)).json();
    expect(list.paginator).toMatchObject({ page: 1, limit: 5, count: 3 });
    expect(list.data[0]).toMatchObject({ id: clone.json().id, name: 'Coffee large (copy)', can_edit: true });

    expect((await owner.post(`${B}/json/${mine}/remove/${clone.json().id}/`)).json()).toEqual({ message: 'Request completed successfully' });
    expect((await owner.get(`${B}/${mine}/info/${clone.json().id}/`)).statusCode).toBe(404);
    expect((await owner.get(`${B}/?merchant=${mine}`)).json().paginator.count).toBe(2);
  });

  it('gives choices, merchants, a conversion and the embed code', async () => {
    const choices = (await owner.get(`${B}/${mine}/create/choices/`)).json();
    expect(choices.currency).toEqual([{ value: 'GEL', label: 'GEL' }, { value: 'USD', label: 'USD' }]);
    expect(choices.callback_type.map((c: { value: string }) => c.value)).toEqual(['order', 'subscription']);
    expect(choices.presets.solid).toHaveLength(20);
    expect(choices.presets.gradient).toHaveLength(11);
    expect(choices.presets.solid).toContainEqual({ value: '#D94343', label: 'valencia' });
    expect((await owner.get(`${B}/merchants/`)).json().data).toEqual([{ id: mine, name: 'Button Shop', merchant_id: expect.any(String), status: 'active', can_edit: true }]);
    expect((await viewer.get(`${B}/merchants/`)).json().data[0].can_edit).toBe(false);

    const conv = await owner.post(`/merchant/payment-solutions/${mine}/currency/convert/`, { from: 'USD', to: 'UAH', amount: '10.00' });
    expect(conv.json()).toEqual({ from: 'USD', to: 'UAH', amount: '10.00', result: '415.00', rate: '41.500000' });
    const badConv = await owner.post(`/merchant/payment-solutions/${mine}/currency/convert/`, { from: 'USD', to: 'XXX', amount: '1' });
    expect(badConv.json().error).toEqual([['to', 'Select a valid choice']]);

    const code = await owner.post(`${B}/${mine}/design/0/compile/`, { button_hash: alias });
    expect(code.statusCode, code.body).toBe(200);
    const source: string = code.json().source_code;
    expect(source).toContain(`data-portal-button="${alias}"`);
    expect(source).toContain(`<script async src="${PUBLIC_URL}/embed/button.js"></script>`);
    // The merchant's text is in the attribute, escaped: no markup of its own.
    expect(source).not.toContain('<b>');
    expect(source).toContain('Buy &lt;b&gt;now&lt;/b&gt; 15.00 GEL');
    const live = await owner.post(`${B}/${mine}/design/0/compile/`, { button_hash: alias, appearance: { width: 300, content: 'text' } });
    expect(live.json().source_code).toContain('&quot;w&quot;:300');
    expect((await stranger.post(`${B}/${foreign}/design/0/compile/`, { button_hash: alias })).statusCode).toBe(404);
  });

  it('serves the embed script cacheable, cross-origin, under 5 KB gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/embed/button.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toMatch(/public/);
    expect(gzipSync(res.rawPayload).length).toBeLessThan(5 * 1024);
    expect(gunzipSync(gzipSync(res.rawPayload)).toString()).toContain('attachShadow');
    // The script re-checks the config with the appearance schema's ranges and defaults.
    expect(res.body).toContain('"width":[80,600]');
    expect(res.body).toContain('"border_color":"#2A3270"');
    const again = await t.app.inject({ method: 'GET', url: '/embed/button.js', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses: signed out, no CSRF, foreign merchant, read-only, bad body, demo mode', async () => {
    const anon = await t.client().prime();
    expect((await anon.get(`${B}/${mine}/info/${id}/`)).statusCode).toBe(401);
    expect((await anon.get(`${B}/${mine}/qr/${id}/`)).statusCode).toBe(401);
    expect((await anon.get(`${B}/merchants/`)).statusCode).toBe(401);
    expect((await anon.post(`${B}/${mine}/create/`, BUTTON)).statusCode).toBe(401);
    expect((await owner.post(`${B}/${mine}/create/`, BUTTON, false)).statusCode).toBe(403);
    expect((await owner.post(`${B}/json/${mine}/remove/${id}/`, {}, false)).statusCode).toBe(403);

    for (const [method, path] of [
      ['GET', `${B}/?merchant=${mine}`], ['GET', `${B}/${mine}/create/choices/`], ['GET', `${B}/${mine}/info/${id}/`],
      ['POST', `${B}/${mine}/create/`], ['POST', `${B}/${mine}/edit/${id}/`], ['POST', `${B}/json/${mine}/remove/${id}/`],
      ['POST', `${B}/json/${mine}/enable/${id}/0/`], ['POST', `${B}/json/${mine}/clone/${id}/`],
      ['GET', `${B}/${mine}/qr/${id}/`], ['GET', `${B}/${mine}/qr/${id}/svg/download/`],
    ] as const) {
      const res = method === 'GET' ? await stranger.get(path) : await stranger.post(path, BUTTON);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    // The stranger's own merchant does not hold this button either.
    expect((await stranger.get(`${B}/${foreign}/info/${id}/`)).statusCode).toBe(404);

    expect((await viewer.get(`${B}/${mine}/info/${id}/`)).json().can_edit).toBe(false);
    expect((await viewer.get(`${B}/?merchant=${mine}`)).statusCode).toBe(200);
    expect((await viewer.get(`${B}/?merchant=${mine}`)).json().can_edit).toBe(false);
    for (const path of [`${B}/${mine}/create/`, `${B}/${mine}/edit/${id}/`, `${B}/json/${mine}/remove/${id}/`, `${B}/json/${mine}/enable/${id}/0/`, `${B}/json/${mine}/clone/${id}/`]) {
      expect((await viewer.post(path, BUTTON)).json(), path).toEqual({ error: 'Permission denied' });
    }
    expect((await owner.get(`${B}/${mine}/info/${id}/`)).json().enabled).toBe(true);

    expect((await owner.post(`${B}/${mine}/create/`, [1, 2])).statusCode).toBe(400);
    expect((await owner.post(`${B}/${mine}/design/0/compile/`, { button_hash: '../etc' })).statusCode).toBe(400);
    expect((await owner.get(`${B}/${mine}/info/99999999999/`)).statusCode).toBe(404);
    expect((await owner.get(`${B}/${mine}/info/Infinity/`)).statusCode).toBe(404);
    expect((await owner.post(`${B}/json/${mine}/clone/1e+400/`)).statusCode).toBe(404);

    const demo = await newcomer.post(`${B}/1/create/`, BUTTON);
    expect(demo.statusCode).toBe(409);
    expect(demo.json()).toEqual({ demo_mode: true, error: 'You are still in DEMO mode' });
    expect((await newcomer.get(`${B}/1/create/choices/`)).statusCode).toBe(409);
    expect((await newcomer.get(`${B}/merchants/`)).json()).toEqual({ demo_mode: true, error: 'You are still in DEMO mode' });
  });

  it('is a checkout source: its alias loads the order while the button is live', async () => {
    const order = await buttonCheckoutSource.load(t.db, alias);
    expect(order).toMatchObject({
      merchantId: mine, amount: 1500, currency: 'GEL', description: 'A cup', language: 'en', callbackUrls: ['https://shop.example/cb'],
      fields: [{ name: 'email', label: 'E-mail', required: true, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }, { name: 'table', label: 'Table', required: false, pattern: '^\\d+$' }],
    });
    await owner.post(`${B}/json/${mine}/enable/${id}/0/`);
    expect(await buttonCheckoutSource.load(t.db, alias)).toBeNull();
    await owner.post(`${B}/json/${mine}/enable/${id}/1/`);
    expect(await buttonCheckoutSource.load(t.db, 'AAAAAAAAAAAAAAAA')).toBeNull();
    expect(await buttonCheckoutSource.load(t.db, "x' or 1=1")).toBeNull();
  });
});
