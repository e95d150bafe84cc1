// Landing calls (spec 001 s.7 "Landings"): create, the three steps, publish and the public page,
// alias change with confirmation, deactivate, clone, delete, images, and the refusals (signed out,
// CSRF, foreign merchant, read-only, bad body, demo mode, alias taken, country, checkout 1.0).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createMerchant, createUser, type Client } from './helpers.ts';
import { png } from './images.ts';
import { START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';

const PASSWORD = 'Passw0rd-landings';
const SETTINGS = { name: 'Допомога <школі>', alias: 'dopomoha-shkoli', language: 'uk', color_preset: 'green', title: 'Help <b>us</b>', description: 'Text "quoted" & <script>x</script>' };
const FINANCE = { currency: 'GEL', amount_type: 'fixed', amount: '12.50', payment_description: 'Donation' };
const CONTACTS = { contact_phone: '+995555123456', contact_email: 'help@example.com', ask_email: true, cf_1_enabled: true, cf_1_label: 'Class', cf_1_template: 'numeric' };

function multipart(data: Buffer) {
  const boundary = `----lp${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(BACKENDS)('landings on %s', (backend) => {
  let w: World;
  let base: string;
  let id: number;
  beforeAll(async () => {
    w = await startWorld(backend);
    base = `/merchant/landings/${w.merchant}`;
  }, START_TIMEOUT);
  afterAll(async () => w?.close());

  const add = (c: Client, body: Record<string, unknown> = {}) => c.post('/merchant/landings/add/', { merchant: w.merchant, type: 'donations', name: 'Допомога школі', language: 'uk', ...body });
  const signIn = async (email: string, merchants: Array<{ id: number; level: 'read' | 'edit' }>) => {
    await createUser(w.db, { email, password: PASSWORD, merchants });
    const c = w.client();
    expect((await c.login(email, PASSWORD)).statusCode).toBe(200);
    return c;
  };

  it('creates a draft with an alias transliterated from the name; the list shows it', async () => {
    const empty = await w.owner.get('/merchant/landings/list/');
    expect(empty.json()).toMatchObject({ data: [], any_exists: false, available_merchants_exists: true, checkout_v2_exists: true, can_edit: true });
    const res = await add(w.owner);
    expect(res.statusCode).toBe(200);
    id = res.json().landing_id;
    const info = (await w.owner.get(`${base}/edit/${id}/`)).json();
    expect(info).toMatchObject({ alias: 'dopomoha-shkoli', status: 'draft', is_published: false, progress: 0, can_publish: false, type: 'donations' });
    expect(info.url).toBe('http://localhost:8000/l/dopomoha-shkoli');
    // The same name again gets the next free alias.
    const second = await add(w.owner);
    expect((await w.owner.get(`${base}/edit/${second.json().landing_id}/`)).json().alias).toBe('dopomoha-shkoli-2');
    const list = (await w.owner.get('/merchant/landings/list/?limit=5')).json();
    expect(list.any_exists).toBe(true);
    expect(list.data.find((l: { id: number }) => l.id === id)).toMatchObject({ merchant: w.merchant, alias: 'dopomoha-shkoli', status: 'draft', type: 'donations', progress: 0, can_edit: true });
    // A reader sees the landings but may not change them: no Create, no row actions.
    const read = (await w.viewer.get('/merchant/landings/list/')).json();
    expect(read.can_edit).toBe(false);
    expect(read.data.find((l: { id: number }) => l.id === id)).toMatchObject({ can_edit: false });
  });

  it('saves the three steps in order; each answers the next step and the progress', async () => {
    const s = await w.owner.post(`${base}/edit/${id}/settings/`, SETTINGS);
    expect(s.json()).toMatchObject({ step: 'settings', next_step: 'finance', can_publish: false });
    expect(s.json().progress).toBeCloseTo(1 / 3);
    expect((await w.owner.get(`${base}/edit/${id}/finance/`)).json()).toMatchObject({ currency: 'GEL', currencies: [{ value: 'GEL', label: 'GEL' }, { value: 'USD', label: 'USD' }] });
    expect((await w.owner.post(`${base}/edit/${id}/finance/`, FINANCE)).json()).toMatchObject({ next_step: 'contacts' });
    const c = await w.owner.post(`${base}/edit/${id}/contacts/`, CONTACTS);
    expect(c.json()).toMatchObject({ step: 'contacts', next_step: null, progress: 1, can_publish: true });
    expect((await w.owner.get(`${base}/edit/${id}/finance/`)).json()).toMatchObject({ amount: '12.50', amount_type: 'fixed' });
    const all = (await w.owner.get(`${base}/edit/${id}/allinfo/`)).json();
    expect(all).toMatchObject({ can_publish: true, public_url: null, custom_fields: [{ name: 'cf-1', label: 'Class' }] });
  });

  it('refuses bad step bodies in the spec wording', async () => {
    const bad = await w.owner.post(`${base}/edit/${id}/settings/`, { ...SETTINGS, name: '', alias: 'Bad alias!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.arrayContaining([['alias', 'field must match pattern']]));
    const amount = await w.owner.post(`${base}/edit/${id}/finance/`, { ...FINANCE, amount: '12.505' });
    expect(amount.statusCode).toBe(400);
    const currency = await w.owner.post(`${base}/edit/${id}/finance/`, { ...FINANCE, currency: 'EUR' });
    expect(currency.json()).toEqual({ error: [['currency', 'field is required']] });
    const label = await w.owner.post(`${base}/edit/${id}/contacts/`, { cf_2_enabled: true });
    expect(label.json().error).toEqual([['cf_2_label', 'field is required']]);
    expect((await w.owner.post(`${base}/edit/${id}/nostep/`, {})).statusCode).toBe(404);
  });

  it('uploads a logo (PNG, >= 280 px, <= 50 KB) and refuses a narrow one', async () => {
    const up = await w.owner.request({ method: 'POST', url: `/api/v2${base}/edit/${id}/file/upload/?kind=logo`, ...multipart(png(560, 200)) });
    expect(up.statusCode).toBe(200);
    const file = up.json().file;
    expect((await w.owner.request({ method: 'GET', url: up.json().url })).headers['content-type']).toBe('image/png');
    const narrow = await w.owner.request({ method: 'POST', url: `/api/v2${base}/edit/${id}/file/upload/?kind=logo`, ...multipart(png(200, 70)) });
    expect(narrow.json()).toEqual({ error: 'The logo must be at least 280 px wide.' });
    expect((await w.owner.get(`${base}/edit/${id}/`)).json().logo_image).toContain(`/file/get/${file}/`);
  });

  it('removes an image by POST only (a GET changes nothing)', async () => {
    const up = await w.owner.request({ method: 'POST', url: `/api/v2${base}/edit/${id}/file/upload/?kind=cover`, ...multipart(png(700, 250)) });
    const file = up.json().file;
    const remove = `${base}/edit/${id}/file/remove/${file}/`;
    expect((await w.owner.get(remove)).statusCode).toBe(404);
    expect((await w.owner.request({ method: 'GET', url: up.json().url })).statusCode).toBe(200);
    expect((await w.viewer.post(remove, {})).statusCode).toBe(403);
    expect((await w.owner.post(remove, {})).json()).toEqual({ removed: true });
    expect((await w.owner.request({ method: 'GET', url: up.json().url })).statusCode).toBe(404);
  });

  it('the desktop preview shows a draft to the users of its merchant only', async () => {
    const preview = await w.owner.get(`${base}/edit/${id}/preview/`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^text\/html/);
    expect(preview.body).toContain('Help &lt;b&gt;us&lt;/b&gt;');
    expect(preview.body).toContain(`/file/get/`);
    expect((await w.stranger.get(`${base}/edit/${id}/preview/`)).statusCode).toBe(404);
    expect((await w.app.inject({ method: 'GET', url: '/l/dopomoha-shkoli' })).statusCode).toBe(404);
  });

  it('publishes: the public page renders escaped merchant text, a strict CSP and the pay button', async () => {
    const pub = await w.owner.post(`${base}/edit/${id}/publish/`, {});
    expect(pub.json()).toMatchObject({ status: 'published', is_published: true, can_publish: false });
    const page = await w.app.inject({ method: 'GET', url: '/l/dopomoha-shkoli' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'nonce-[^']+'; img-src 'self'/);
    expect(page.body).toContain('Help &lt;b&gt;us&lt;/b&gt;');
    expect(page.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('href="/checkout/landing/dopomoha-shkoli"');
    expect(page.body).toContain('12.50 GEL');
    expect((await w.app.inject({ method: 'GET', url: '/l/dopomoha-shkoli/logo' })).headers['content-type']).toBe('image/png');
    const checkout = await w.app.inject({ method: 'GET', url: '/checkout/landing/dopomoha-shkoli' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('Class');
  });

  it('an alias change asks for confirmation; confirmed, the old address answers 404 and is free', async () => {
    const ask = await w.owner.post(`${base}/edit/${id}/settings/`, { ...SETTINGS, alias: 'school-help' });
    expect(ask.json()).toMatchObject({ next_step: 'settings', confirm_alias: { old_alias: 'dopomoha-shkoli', new_alias: 'school-help' } });
    expect((await w.app.inject({ method: 'GET', url: '/l/dopomoha-shkoli' })).statusCode).toBe(200);
    const ok = await w.owner.post(`${base}/edit/${id}/settings/`, { ...SETTINGS, alias: 'school-help', alias_change_approved: true });
    expect(ok.json()).toMatchObject({ next_step: 'finance' });
    expect((await w.app.inject({ method: 'GET', url: '/l/dopomoha-shkoli' })).statusCode).toBe(404);
    expect((await w.app.inject({ method: 'GET', url: '/l/school-help' })).statusCode).toBe(200);
  });

  it('refuses an alias another landing holds', async () => {
    const other = (await add(w.owner, { name: 'Other' })).json().landing_id;
    const taken = await w.owner.post(`${base}/edit/${other}/settings/`, { ...SETTINGS, alias: 'school-help' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ error: [['alias', 'This address is already taken']] });
  });

  it('deactivate makes the page answer 404; publishing again brings it back', async () => {
    expect((await w.owner.post(`${base}/unpublish/${id}/`, {})).json()).toMatchObject({ status: 'deactivated', is_published: false, can_publish: true });
    expect((await w.app.inject({ method: 'GET', url: '/l/school-help' })).statusCode).toBe(404);
    expect((await w.app.inject({ method: 'GET', url: '/checkout/landing/school-help' })).statusCode).toBe(404);
  });

  it('publish is refused until every step is saved', async () => {
    const fresh = (await add(w.owner, { name: 'Fresh' })).json().landing_id;
    expect((await w.owner.post(`${base}/edit/${fresh}/publish/`, {})).json()).toEqual({ error: 'Fill in every step before publishing' });
  });

  it('clones in a chosen language as a draft with its own alias', async () => {
    const res = await w.owner.post(`${base}/clone/${id}/`, { language: 'ka' });
    expect(res.statusCode).toBe(200);
    const copy = (await w.owner.get(`${base}/edit/${res.json().landing_id}/`)).json();
    expect(copy).toMatchObject({ language: 'ka', status: 'draft', alias: 'school-help-2', parent_landing_id: id, progress: 1 });
    expect((await w.owner.post(`${base}/clone/${id}/`, { language: 'fr' })).statusCode).toBe(400);
  });

  it('delete asks a reason and is permanent', async () => {
    const victim = (await add(w.owner, { name: 'Victim' })).json().landing_id;
    expect((await w.owner.post(`${base}/remove/${victim}/`, {})).json()).toEqual({ error: [['reason', 'field is required']] });
    expect((await w.owner.post(`${base}/remove/${victim}/`, { reason: 'Not needed' })).json()).toEqual({ removed: true });
    expect((await w.owner.get(`${base}/edit/${victim}/`)).statusCode).toBe(404);
    expect((await w.db.selectFrom('landings').select('delete_reason').where('id', '=', victim).executeTakeFirstOrThrow()).delete_reason).toBe('Not needed');
  });

  it('merchant search: under 3 characters lists all, otherwise filters', async () => {
    const all = (await w.owner.get('/merchant/landings/list/?query_words=sc&limit=80')).json();
    const found = (await w.owner.get('/merchant/landings/list/?query_words=school&limit=80')).json();
    expect(all.paginator.count).toBeGreaterThan(found.paginator.count);
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((l: { alias: string }) => l.alias.includes('school'))).toBe(true);
    // By the merchant's name too; nothing found: an empty page (the list says 'Not found').
    expect((await w.owner.get(`/merchant/landings/list/?query_words=${encodeURIComponent('Tbilisi')}&limit=80`)).json().paginator.count).toBe(all.paginator.count);
    expect((await w.owner.get('/merchant/landings/list/?query_words=zzzzzz')).json()).toMatchObject({ data: [], any_exists: true });
  });

  it('refuses: signed out, no CSRF, foreign merchant, read-only, demo mode', async () => {
    const anon = await w.client().prime();
    expect((await anon.get('/merchant/landings/list/')).statusCode).toBe(401);
    expect((await anon.get(`${base}/edit/${id}/`)).statusCode).toBe(401);
    expect((await w.owner.post(`${base}/edit/${id}/publish/`, {}, false)).statusCode).toBe(403);
    expect((await w.stranger.get(`${base}/edit/${id}/`)).statusCode).toBe(404);
    expect((await w.stranger.post(`${base}/remove/${id}/`, { reason: 'x' })).statusCode).toBe(404);
    expect((await w.viewer.get(`${base}/edit/${id}/`)).statusCode).toBe(200);
    expect((await w.viewer.post(`${base}/edit/${id}/publish/`, {})).statusCode).toBe(403);
    expect((await w.viewer.post(`${base}/edit/${id}/settings/`, SETTINGS)).statusCode).toBe(403);
    expect((await w.viewer.post('/merchant/landings/add/', { merchant: w.merchant, type: 'donations', name: 'x', language: 'en' })).statusCode).toBe(403);
    const demo = await signIn(`demo-${backend}@test.local`, []);
    expect((await demo.get('/merchant/landings/list/')).json()).toMatchObject({ demo_mode: true });
    expect((await demo.post('/merchant/landings/add/', { type: 'donations', name: 'x', language: 'en' })).statusCode).toBe(409);
  });

  it('the web constructor is refused by country and for checkout version 1.0', async () => {
    const lt = await createMerchant(w.db, 'Vilnius Shop', 'LT', ['EUR']);
    const v1 = await createMerchant(w.db, 'Old Checkout', 'UA', ['UAH']);
    await w.db.updateTable('merchants').set({ checkout_version: '1.0' }).where('id', '=', v1).execute();
    const ltUser = await signIn(`lt-${backend}@test.local`, [{ id: lt, level: 'edit' }]);
    expect((await ltUser.get('/merchant/landings/list/')).json()).toMatchObject({ available_merchants_exists: false, checkout_v2_exists: false });
    expect((await ltUser.post('/merchant/landings/add/', { merchant: lt, type: 'donations', name: 'x', language: 'en' })).json())
      .toEqual({ error: 'Web constructor is not available in your country' });
    const v1User = await signIn(`v1-${backend}@test.local`, [{ id: v1, level: 'edit' }]);
    expect((await v1User.get('/merchant/landings/list/')).json()).toMatchObject({ available_merchants_exists: true, checkout_v2_exists: false });
    expect((await v1User.post('/merchant/landings/add/', { merchant: v1, type: 'products', name: 'x', language: 'en' })).json())
      .toEqual({ error: 'Web constructor is not available for checkout version 1.0, upgrade the checkout version or create a new merchant' });
  });
});
