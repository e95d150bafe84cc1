// Settlements (bulk, transactional) and disputes (all, urgent, progress, closed) lists over the
// seed module's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPayments } from '../../server/seed/payments.ts';
import { SEED_BASE_DATE } from '../../server/seed/prng.ts';
import { seedSettlementsAndDisputes } from '../../server/seed/settlements-disputes.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { SETUP_MS, query, signIn } from './lists-fixtures.ts';

const PASSWORD = 'Settle-pass-1';

describe.each(BACKENDS)('settlements and disputes lists on %s', (backend) => {
  let t: TestApp;
  let c: Client;
  let owner: Client;
  let shop: number;
  let foreign: number;
  const get = async (path: string, qs = '', merchant = shop) => {
    const res = await c.get(`/merchant/transactions/${path}/?merchant=${merchant}&limit=80&${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await startApp(backend);
    shop = await createMerchant(t.db, 'Settle Shop');
    foreign = await createMerchant(t.db, 'Foreign Shop');
    const targets = [shop, foreign].map((id) => ({ id, currency: 'GEL', url: 'https://shop.example' }));
    await insertPayments(t.db, targets, 200, { seed: 'settle', base: SEED_BASE_DATE, days: 60 });
    await seedSettlementsAndDisputes(t.db, targets);
    await createUser(t.db, { email: 'reader@settle.test', password: PASSWORD, merchants: [{ id: shop, level: 'read' }] });
    c = await signIn(t.client(), 'reader@settle.test', PASSWORD);
    await createUser(t.db, { email: 'owner@settle.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }] });
    owner = await signIn(t.client(), 'owner@settle.test', PASSWORD);
  }, SETUP_MS);
  afterAll(() => t.close());

  it('bulk settlements: the batches newest first, filters on status and period', async () => {
    const all = await get('settlements/bulk');
    expect(all.data).toHaveLength(8);
    expect(all.data[0]).toMatchObject({ status: 'pending', settlement_currency: 'GEL', odb_ref: `ODB${shop}0001` });
    expect(all.data[0].amount).toMatch(/^\d+\.\d{2}$/);
    expect(all.data[0].period_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await get('settlements/bulk', query([['status', 'eq', 'settled']]))).data).toHaveLength(7);
    const period = await get('settlements/bulk', query([['period_to', 'gte', all.data[1].period_to]]));
    expect(period.data.map((r: { odb_ref: string }) => r.odb_ref)).toEqual(all.data.slice(0, 2).map((r: { odb_ref: string }) => r.odb_ref));
    expect((await get('settlements/bulk', `q=ODB${shop}0003`)).data).toHaveLength(1);
  });

  it('transactional settlements: settled payments with their fee', async () => {
    const rows = (await get('settlements/transactional')).data;
    const settled = await t.db.selectFrom('payments').select('id').where('merchant_id', '=', shop).where('settlement_amount', '>', 0).execute();
    expect(rows.length).toBe(Math.min(80, settled.length));
    for (const r of rows) {
      expect(Math.round(Number(r.amount) * 100) - Math.round(Number(r.settlement_amount) * 100)).toBe(Math.round(Number(r.fee) * 100));
    }
  });

  it('seeded open disputes can still be answered: deadlines 3 and 20 days after the seeding day', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const open = (await get('disputes/urgent')).data.map((r: { response_deadline: string }) => r.response_deadline.slice(0, 10)).sort();
    // The seeding ran moments ago: allow for a run that crosses midnight.
    expect([[day(3), day(20)], [day(2), day(19)]]).toContainEqual(open);
  });

  it('disputes: tabs by status name, Respond flag only for Needs response', async () => {
    const all = (await get('disputes/all')).data;
    expect(all).toHaveLength(6);
    const names = (rows: Array<{ status_name: string }>) => rows.map((r) => r.status_name).sort();
    expect(names((await get('disputes/urgent')).data)).toEqual(['Needs response', 'Needs response']);
    expect(names((await get('disputes/progress')).data)).toEqual(['In progress']);
    expect(names((await get('disputes/closed')).data)).toEqual(['Closed', 'Lost', 'Won']);
    // A reader may not respond: no row offers it (the detail says the same).
    for (const r of all) expect(r.can_respond).toBe(false);
    // An owner: the row's flag is the detail's (open and before the deadline).
    const ownRows = (await owner.get(`/merchant/transactions/disputes/all/?merchant=${shop}`)).json().data;
    expect(ownRows.filter((r: { can_respond: boolean }) => r.can_respond)).toHaveLength(2);
    for (const r of ownRows) {
      expect(r.can_respond).toBe(r.status_name === 'Needs response');
      expect(r.can_respond).toBe((await owner.get(`/merchant/transactions/disputes/${r.id}/info/`)).json().data.can_respond);
    }
    expect((await get('disputes/all', query([['status_name', 'eq', 'Won']]))).data).toHaveLength(1);
    expect((await get('disputes/all', `q=${all[0].chargeback_id}`)).data).toHaveLength(1);
    expect((await get('disputes/all', 'sort=response_deadline')).data.map((r: { response_deadline: string }) => r.response_deadline))
      .toEqual(all.map((r: { response_deadline: string }) => r.response_deadline).sort());
  });

  it('every list is merchant-scoped: a foreign merchant is 404', async () => {
    for (const path of ['settlements/bulk', 'settlements/transactional', 'disputes/all', 'disputes/urgent', 'disputes/progress', 'disputes/closed']) {
      const res = await c.get(`/merchant/transactions/${path}/?merchant=${foreign}`);
      expect(res.statusCode, path).toBe(404);
    }
  });
});
