import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';

const PASSWORD = 'Merchant-pass-1';

describe.each(BACKENDS)('merchant list and privileges on %s', (backend) => {
  let t: TestApp;
  let ids: { ge: number; ua: number; lt: number; foreign: number };
  const signedIn = async (email: string): Promise<Client> => {
    const c = t.client();
    expect((await c.login(email, PASSWORD)).statusCode).toBe(200);
    return c;
  };

  beforeAll(async () => {
    t = await startApp(backend);
    ids = {
      ge: await createMerchant(t.db, 'Tbilisi Coffee', 'GE', ['GEL', 'USD']),
      ua: await createMerchant(t.db, 'Kyiv Books', 'UA', ['UAH']),
      lt: await createMerchant(t.db, 'Vilnius Design', 'LT', ['EUR']),
      foreign: await createMerchant(t.db, 'Someone Else', 'GE', ['GEL']),
    };
    await createUser(t.db, { email: 'owner@test.local', password: PASSWORD, merchants: [{ id: ids.ge, level: 'edit' }, { id: ids.ua, level: 'edit' }, { id: ids.lt, level: 'edit' }] });
    await createUser(t.db, { email: 'viewer@test.local', password: PASSWORD, merchants: [{ id: ids.ge, level: 'read' }] });
    await createUser(t.db, { email: 'newcomer@test.local', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('lists the merchants of the user with privileges per view', async () => {
    const c = await signedIn('owner@test.local');
    const { data } = (await c.get('/merchant/list/')).json();
    expect(data.map((m: { name: string }) => m.name)).toEqual(['Kyiv Books', 'Tbilisi Coffee', 'Vilnius Design']);
    const ge = data.find((m: { id: number }) => m.id === ids.ge);
    expect(ge).toMatchObject({ country: 'GE', currencies: ['GEL', 'USD'], status: 'active' });
    expect(ge.privileges.transactions).toBe('edit');
    expect(Object.keys(ge)).toEqual(expect.arrayContaining(['id', 'merchant_id', 'name', 'url', 'company_name', 'status', 'currencies', 'country', 'privileges']));
  });

  it('searches from 3 characters; shorter lists everything', async () => {
    const c = await signedIn('owner@test.local');
    const names = async (search: string) => (await c.post('/merchant/list/', { search })).json().data.map((m: { name: string }) => m.name);
    expect(await names('kyi')).toEqual(['Kyiv Books']);
    expect(await names('DESIGN')).toEqual(['Vilnius Design']);
    expect(await names('ky')).toHaveLength(3);
    expect(await names('')).toHaveLength(3);
    expect(await names('Someone')).toEqual([]);
  });

  it('a viewer sees only its merchant, read-only', async () => {
    const c = await signedIn('viewer@test.local');
    const { data } = (await c.get('/merchant/list/')).json();
    expect(data).toHaveLength(1);
    expect(data[0].id).toBe(ids.ge);
    expect(new Set(Object.values(data[0].privileges))).toEqual(new Set(['read']));
    expect((await c.get(`/merchant/${ids.ge}/`)).statusCode).toBe(200);
  });

  it('a foreign merchant answers exactly like a non-existent one', async () => {
    const c = await signedIn('viewer@test.local');
    for (const path of ['/merchant/%s/', '/merchant/status/?merchant=%s']) {
      const foreign = await c.get(path.replace('%s', String(ids.ua)));
      const missing = await c.get(path.replace('%s', '999999'));
      expect(foreign.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(foreign.body).toBe(missing.body);
      expect(foreign.json()).toEqual({ error: 'Not found' });
    }
  });

  it('403 when the level is not enough, 401 signed out, 409 in demo mode', async () => {
    const { loadMerchantAccess } = await import('../../server/merchant/require-merchant.ts');
    const viewer = await t.db.selectFrom('users').select('id').where('email', '=', 'viewer@test.local').executeTakeFirstOrThrow();
    await expect(loadMerchantAccess(t.db, viewer.id, ids.ge, 'settings', 'edit')).rejects.toMatchObject({ status: 403, body: { error: 'Permission denied' } });
    expect((await t.client().get(`/merchant/${ids.ge}/`)).statusCode).toBe(401);
    const newcomer = await signedIn('newcomer@test.local');
    const demo = await newcomer.get(`/merchant/${ids.ge}/`);
    expect(demo.statusCode).toBe(409);
    expect(demo.json()).toEqual({ demo_mode: true, error: 'You are still in DEMO mode' });
    expect((await newcomer.get('/merchant/list/')).json()).toEqual({ data: [] });
  });

  it('merchant status: onboarding step of the merchant, create_merchant for a newcomer', async () => {
    await t.db.updateTable('merchants').set({ onboarding_step: 'sign_contract' }).where('id', '=', ids.lt).execute();
    const owner = await signedIn('owner@test.local');
    expect((await owner.get(`/merchant/status/?merchant=${ids.lt}`)).json()).toEqual({ step: 'sign_contract', data: { merchant_id: ids.lt, company_profile_id: null }, show: true });
    const newcomer = await signedIn('newcomer@test.local');
    expect((await newcomer.get('/merchant/status/')).json()).toMatchObject({ step: 'create_merchant', show: true });
  });
});
