import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';

const PASSWORD = 'Onboard-pass-1';
const CREATION = {
  country: 'GE', url: 'https://shop.example.ge', jurtype: 'llc', company_name: 'New Shop LLC', reg_number: '404123456',
  brand_name: 'New Shop', address: 'Rustaveli 1, Tbilisi', phone: '+995555123456', business_type: ['ecommerce'],
  business_activity_details: 'Coffee beans', accept_payments_non_resident: true, turnover: 'lt_10k',
};

describe.each(BACKENDS)('onboarding on %s', (backend) => {
  let t: TestApp;
  let foreign: number;
  const signedIn = async (email: string): Promise<Client> => {
    const c = t.client();
    expect((await c.login(email, PASSWORD)).statusCode).toBe(200);
    return c;
  };
  // Identification belongs to the identity frame's calls; here it is marked done in the DB.
  const identified = (merchant: number) => t.db.updateTable('onboardings').set({ identification: true }).where('merchant_id', '=', merchant).execute();

  beforeAll(async () => {
    t = await startApp(backend);
    foreign = await createMerchant(t.db, 'Someone Else', 'GE', ['GEL']);
    await createUser(t.db, { email: 'new@test.local', password: PASSWORD });
    await createUser(t.db, { email: 'other@test.local', password: PASSWORD, merchants: [{ id: foreign, level: 'edit' }] });
    await createUser(t.db, { email: 'adder@test.local', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('refuses signed-out callers and posts without the CSRF header', async () => {
    const anon = await t.client().prime();
    for (const path of ['/merchant/onboarding/info/', '/merchant/onboarding/steps/', '/merchant/onboarding/merchant_creation/', '/merchant/add/choices/trades/?country=GE', '/merchant/list/', '/merchant/status/']) {
      expect((await anon.get(path)).statusCode).toBe(401);
    }
    expect((await anon.post('/merchant/onboarding/merchant_creation/', CREATION)).statusCode).toBe(401);
    expect((await anon.post('/merchant/list/', { search: 'shop' })).statusCode).toBe(401);
    const c = await signedIn('new@test.local');
    for (const [path, body] of [['/merchant/onboarding/merchant_creation/', CREATION], ['/merchant/list/', { search: 'shop' }]] as const) {
      const res = await c.post(path, body, false);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('CSRF token missing or incorrect');
    }
    // Bad bodies: not an object, a value of the wrong type.
    expect((await c.post('/merchant/onboarding/merchant_creation/', [])).statusCode).toBe(400);
    expect((await c.post('/merchant/onboarding/merchant_creation/', { ...CREATION, business_type: 'ecommerce' })).statusCode).toBe(400);
    expect((await c.post('/merchant/add/', [1])).statusCode).toBe(400);
    expect((await c.post('/merchant/add/', { country: 5 })).statusCode).toBe(400);
  });

  it('walks merchant_creation, finance_settings and activation; the merchant joins the list when done', async () => {
    const c = await signedIn('new@test.local');
    let info = (await c.get('/merchant/onboarding/info/')).json();
    expect(info).toMatchObject({ show_onboarding: true, current_step: 'merchant_creation', current_merchant: { id: null } });
    expect((await c.get('/merchant/onboarding/merchant_creation/')).json()).toEqual({ country: 'GE', merchant: null });

    const missing = await c.post('/merchant/onboarding/merchant_creation/', { ...CREATION, reg_number: '', phone: '12' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual(expect.arrayContaining([['reg_number', 'field is required'], ['phone', 'Enter a valid phone']]));
    expect((await c.post('/merchant/onboarding/merchant_creation/', { ...CREATION, extra: 1 })).json().error).toEqual([['extra', 'This field is not part of the form']]);

    const created = await c.post('/merchant/onboarding/merchant_creation/', { ...CREATION, business_activity_details: 'Beans, paid by 4111 1111 1111 1111' });
    expect(created.statusCode).toBe(200);
    const m: number = created.json().merchant;
    const stored = (await c.get('/merchant/onboarding/merchant_creation/')).json();
    expect(stored).toMatchObject({ company_name: 'New Shop LLC', merchant: m });
    expect(stored.business_activity_details).not.toContain('4111 1111 1111 1111');
    // The step again (before activation) updates the same merchant.
    expect((await c.post('/merchant/onboarding/merchant_creation/', CREATION)).json()).toEqual({ merchant: m });
    let steps = (await c.get('/merchant/onboarding/steps/')).json();
    expect(steps.done).toBe(1);
    expect(steps.steps.map((s: { state: string }) => s.state)).toEqual(['done', 'open', 'locked', 'locked']);
    expect((await c.get('/merchant/list/')).json().data).toEqual([]);

    // In order: finance settings wait for identification, activation for finance settings.
    expect((await c.post(`/merchant/onboarding/${m}/finance_settings/`, { iban: 'GE29NB0000000101904917' })).json().error).toBe('Complete the previous step first');
    await identified(m);
    const badIban = await c.post(`/merchant/onboarding/${m}/finance_settings/`, { iban: 'GE29NB0000000101904918' });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().error).toEqual([['iban', 'Enter a valid IBAN']]);
    expect((await c.post(`/merchant/onboarding/${m}/activation/tariff/approve/`, { approve: true })).json().error).toBe('Complete the previous step first');
    const finance = await c.post(`/merchant/onboarding/${m}/finance_settings/`, { iban: 'GE29NB0000000101904917' });
    expect(finance.statusCode).toBe(200);
    expect(finance.json()).toEqual({ iban: 'GE29NB0000000101904917' });

    const activation = (await c.get(`/merchant/onboarding/${m}/activation/`)).json();
    expect(activation).toMatchObject({ status: 'pending', need_tariffs_approved: true });
    expect(activation.tariffs[0].fees[0]).toEqual({ name: 'Local cards', value: '1.8%', code: 'card_local' });
    expect((await c.post(`/merchant/onboarding/${m}/activation/tariff/approve/`, { approve: false })).statusCode).toBe(400);
    const approved = await c.post(`/merchant/onboarding/${m}/activation/tariff/approve/`, { approve: true });
    expect(approved.json()).toMatchObject({ status: 'active', need_tariffs_approved: false });

    info = (await c.get('/merchant/onboarding/info/')).json();
    expect(info).toMatchObject({ show_onboarding: false, current_step: null, current_merchant: { id: m } });
    steps = (await c.get('/merchant/onboarding/steps/')).json();
    expect([steps.done, steps.total]).toEqual([4, 4]);
    const list = (await c.get('/merchant/list/')).json().data;
    expect(list).toEqual([expect.objectContaining({ id: m, name: 'New Shop', company_name: 'New Shop LLC', status: 'active', currencies: ['GEL', 'USD'] })]);
    const status = (await c.get('/merchant/status/')).json();
    expect(status).toMatchObject({ step: 'done', show: false, data: { merchant_id: m } });
    const company = (await c.get(`/company_profile/${status.data.company_profile_id}/basic/`)).json();
    expect(company).toMatchObject({ company_name: 'New Shop LLC', entity_value: '404123456', status: 'active', jurtype: 'llc' });
    expect((await c.get('/account/check_auth/')).json().user.demo_mode).toBe(false);
  });

  it('refuses on the merchant steps: signed out (401), no CSRF header (403), a read-only person (403), bad bodies (400)', async () => {
    const stranger = await signedIn('other@test.local');
    await createUser(t.db, { email: 'steps@test.local', password: PASSWORD });
    const c = await signedIn('steps@test.local');
    const m: number = (await c.post('/merchant/onboarding/merchant_creation/', CREATION)).json().merchant;
    await identified(m);
    const finance = `/merchant/onboarding/${m}/finance_settings/`;
    const activation = `/merchant/onboarding/${m}/activation/`;
    const approve = `/merchant/onboarding/${m}/activation/tariff/approve/`;

    const anon = await t.client().prime();
    const signedOut = await anon.post(finance, { iban: 'GE29NB0000000101904917' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: 'Authentication required' });
    expect((await anon.get(activation)).statusCode).toBe(401);
    expect((await anon.post(approve, { approve: true })).statusCode).toBe(401);
    expect((await anon.post('/merchant/add/', {})).statusCode).toBe(401);
    for (const [path, body] of [[finance, { iban: 'GE29NB0000000101904917' }], [approve, { approve: true }], ['/merchant/add/', {}]] as const) {
      const res = await c.post(path, body, false);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'CSRF token missing or incorrect' });
    }

    // A person who only reads the merchant's settings sees its activation and changes nothing.
    await createUser(t.db, { email: 'reader@test.local', password: PASSWORD, merchants: [{ id: m, level: 'read' }] });
    const reader = await signedIn('reader@test.local');
    expect((await reader.get(activation)).json()).toMatchObject({ status: 'locked', need_tariffs_approved: true });
    // Without an onboarding of their own, /onboarding shows them this merchant's (to pass identification),
    // and does not send them there at sign in.
    expect((await reader.get('/merchant/onboarding/info/')).json()).toMatchObject({ show_onboarding: false, current_merchant: { id: m, can_edit: false }, current_step: 'finance_settings' });
    expect((await c.get('/merchant/onboarding/info/')).json().current_merchant).toEqual({ id: m, can_edit: true });
    expect((await reader.get('/merchant/onboarding/steps/')).json().steps.map((x: { state: string }) => x.state)).toEqual(['done', 'done', 'open', 'locked']);
    expect((await reader.post(finance, { iban: 'GE29NB0000000101904917' })).json()).toEqual({ error: 'Permission denied' });
    expect((await reader.post(approve, { approve: true })).statusCode).toBe(403);
    // For a person with merchants of their own, another person's merchant is not there at all.
    expect((await stranger.post(approve, { approve: true })).json()).toEqual({ error: 'Not found' });

    expect((await c.post(finance, {})).json()).toEqual({ error: [['iban', 'field is required']] });
    expect((await c.post(finance, { iban: 12345 })).statusCode).toBe(400);
    expect((await c.post(finance, { iban: 'GE29NB0000000101904917', extra: 1 })).statusCode).toBe(400);
    expect((await c.post(finance, { iban: 'XX00' })).json()).toEqual({ error: [['iban', 'Enter a valid IBAN']] });
    expect((await c.post(`/merchant/onboarding/${m}/finance_settings/`, [])).statusCode).toBe(400);
    expect((await c.post(finance, { iban: 'GE29 nb00 0000 0101 9049 17' })).json()).toEqual({ iban: 'GE29NB0000000101904917' });
    for (const body of [{}, { approve: false }, { approve: 'true' }, { approve: true, extra: 1 }]) {
      const res = await c.post(approve, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error[0][0]).toBe(Object.keys(body).includes('extra') ? 'extra' : 'approve');
    }
    expect((await c.get(`/merchant/onboarding/${m}/activation/`)).json().status).toBe('pending');
    expect((await c.post(approve, { approve: true })).json()).toMatchObject({ status: 'active', need_tariffs_approved: false });
    // Done: approving again changes nothing, the finance step is closed.
    expect((await c.post(approve, { approve: true })).json()).toMatchObject({ status: 'active' });
    expect((await c.post(finance, { iban: 'GE29NB0000000101904917' })).json()).toEqual({ error: 'Onboarding is already complete' });
  });

  it('refuses a foreign merchant (404) and a merchant that is not being onboarded', async () => {
    const other = await signedIn('other@test.local');
    const newcomer = await signedIn('new@test.local');
    const m = (await newcomer.get('/merchant/onboarding/info/')).json().current_merchant.id;
    expect((await other.get(`/merchant/onboarding/${m}/activation/`)).statusCode).toBe(404);
    expect((await other.post(`/merchant/onboarding/${m}/finance_settings/`, { iban: 'GE29NB0000000101904917' })).statusCode).toBe(404);
    expect((await other.post(`/merchant/onboarding/${m}/activation/tariff/approve/`, { approve: true })).statusCode).toBe(404);
    expect((await other.post(`/merchant/onboarding/${foreign}/finance_settings/`, { iban: 'GE29NB0000000101904917' })).json()).toEqual({ error: 'Not found' });
    expect((await other.get(`/merchant/onboarding/${foreign}/activation/`)).statusCode).toBe(404);
    expect((await other.get('/merchant/onboarding/2147483648/activation/')).statusCode).toBe(404);
    expect((await other.get('/merchant/onboarding/info/')).json()).toMatchObject({ show_onboarding: false, current_merchant: { id: null } });
  });

  it('lists trades by country and adds a merchant that goes on to onboarding', async () => {
    const c = await signedIn('adder@test.local');
    const trades = (await c.get('/merchant/add/choices/trades/?country=UA')).json();
    expect(trades.high.length).toBeGreaterThan(0);
    expect(trades.common.length).toBeGreaterThan(0);
    expect((await c.get('/merchant/add/choices/trades/?country=XX')).statusCode).toBe(400);
    const body = { country: 'UA', jurtype: 'individual', company_name: 'Ivan Petrenko', reg_number: '1234567890', url: 'https://ivan.example.ua',
      name: 'Ivan Shop', phone: '380501234567', owner_firstname: 'Ivan', owner_lastname: 'Petrenko', trade_classification: ['5942'] };
    const bad = await c.post('/merchant/add/', { ...body, trade_classification: ['0000'] });
    expect(bad.json().error).toEqual([['trade_classification', 'Select a valid choice']]);
    expect((await c.post('/merchant/add/', { ...body, url: 'ftp://x' })).json().error).toEqual([['url', 'Enter a valid url']]);
    const added = await c.post('/merchant/add/', body);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ redirect: '/onboarding' });
    expect((await c.get('/merchant/onboarding/info/')).json()).toMatchObject({ current_step: 'identification', current_merchant: { id: added.json().merchant } });
    expect((await c.post('/merchant/add/', body)).json().error).toBe('Finish the onboarding of your merchant first');
  });
});
