import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { prepareDatabase } from '../../server/seed/first-start.ts';
import { DEMO_PAYMENTS } from '../../server/seed/seed-demo.ts';
import { BACKENDS, Client, PUBLIC_URL, freshDb, totpCode } from './helpers.ts';

describe.each(BACKENDS)('demo data on %s', (backend) => {
  let env: Awaited<ReturnType<typeof freshDb>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    env = await freshDb(backend);
    expect(await prepareDatabase(env.db, PUBLIC_URL)).toBe(true);
    app = await buildApp({ db: env.db, distDir: null, publicUrl: PUBLIC_URL, secretKey: 'test' });
  });
  afterAll(async () => { await app.close(); await env.drop(); });

  it('is created once, with payments stored as BIN + last four only', async () => {
    expect(await prepareDatabase(env.db, PUBLIC_URL)).toBe(false);
    const payments = await env.db.selectFrom('payments').select(['card_bin', 'card_last4', 'amount']).execute();
    expect(payments).toHaveLength(DEMO_PAYMENTS);
    for (const p of payments) {
      expect(p.card_bin).toMatch(/^\d{6}$/);
      expect(p.card_last4).toMatch(/^\d{4}$/);
      expect(Number.isInteger(p.amount)).toBe(true);
    }
    expect((await env.db.selectFrom('settlements').select('id').execute()).length).toBeGreaterThan(0);
    expect((await env.db.selectFrom('disputes').select('id').execute()).length).toBeGreaterThan(0);
  });

  it('demo owner has three merchants in GE, UA and an EUR country', async () => {
    const c = new Client(app);
    expect((await c.login('demo@merchant.test', 'Demo-merchant-1')).json()).toEqual({ state: 'ok' });
    const { data } = (await c.get('/merchant/list/')).json();
    expect(data.map((m: { country: string }) => m.country).sort()).toEqual(['GE', 'LT', 'UA']);
    expect(data.some((m: { has_multiparty: boolean }) => m.has_multiparty)).toBe(true);
    expect(data.some((m: { has_moto: boolean }) => m.has_moto)).toBe(true);
    // The MO/TO merchant's terminal list shows some of its purchases; no other merchant has any.
    const ua = data.find((m: { country: string }) => m.country === 'UA');
    const terminal = (await c.get(`/merchant/payment-solutions/moto/list/?merchant=${ua.id}`)).json();
    expect(terminal.paginator.count).toBeGreaterThan(0);
    const others = await env.db.selectFrom('payments').select('id').where('moto', '=', true).where('merchant_id', '<>', ua.id).execute();
    expect(others).toEqual([]);
  });

  it('demo payment solutions: a published landing served at its address, an active and a pending design', async () => {
    const c = new Client(app);
    expect((await c.login('demo@merchant.test', 'Demo-merchant-1')).json()).toEqual({ state: 'ok' });
    const landings = (await c.get('/merchant/landings/list/')).json();
    expect(landings).toMatchObject({ any_exists: true, can_edit: true });
    expect(landings.data).toEqual([expect.objectContaining({ alias: 'kyiv-books-reading-club', status: 'published', progress: 100 })]);
    const page = await app.inject({ method: 'GET', url: '/l/kyiv-books-reading-club' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Читацький клуб для дітей');
    const designs = (await c.get('/merchant/payment-solutions/design/list/?limit=80')).json();
    const statuses = designs.data.map((d: { status: string }) => d.status);
    expect(statuses.filter((s: string) => s === 'active')).toHaveLength(2);
    expect(statuses.filter((s: string) => s === 'pending_activation')).toHaveLength(2);
  });

  it('viewer, mfa and newcomer accounts behave as described', async () => {
    const viewer = new Client(app);
    await viewer.login('viewer@merchant.test', 'Demo-viewer-1');
    expect((await viewer.get('/merchant/list/')).json().data).toHaveLength(1);

    const mfa = new Client(app);
    expect((await mfa.login('mfa@merchant.test', 'Demo-mfa-1')).json()).toEqual({ state: 'need mfa' });
    expect((await mfa.post('/account/login/two_factor/', { otp: totpCode('JBSWY3DPEHPK3PXP') })).json()).toEqual({ state: 'ok' });

    const newcomer = new Client(app);
    await newcomer.login('newcomer@merchant.test', 'Demo-newcomer-1');
    expect((await newcomer.get('/account/check_auth/')).json().user.demo_mode).toBe(true);
  });
});
