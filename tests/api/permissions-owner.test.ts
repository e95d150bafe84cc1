// A delegate cannot lock the owner out (issue 10 item 13): nobody changes or removes a user who
// holds a privilege the actor lacks, nor grants one; a merchant keeps a user with full access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLDS_MORE } from '../../server/settings/merchants/permissions.ts';
import { allViews, VIEWS } from '../../server/merchant/views.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';

const PASSWORD = 'Perm-pass-123';

describe.each(BACKENDS)('changing other users’ privileges on %s', (backend) => {
  let t: TestApp;
  let merchant: number;
  let ownerId: number;
  let staffId: number;
  let delegate: Client;
  beforeAll(async () => {
    t = await startApp(backend);
    merchant = await createMerchant(t.db, 'Tea House');
    ownerId = await createUser(t.db, { email: 'owner@tea.test', password: PASSWORD, merchants: [{ id: merchant, level: 'edit' }] });
    const delegateId = await createUser(t.db, { email: 'delegate@tea.test', password: PASSWORD });
    staffId = await createUser(t.db, { email: 'staff@tea.test' });
    // Access rights (edit) and Transactions (read) only.
    await t.db.insertInto('merchant_users').values([
      { user_id: delegateId, merchant_id: merchant, view: 'permissions', level: 'edit' },
      { user_id: delegateId, merchant_id: merchant, view: 'transactions', level: 'read' },
      { user_id: staffId, merchant_id: merchant, view: 'transactions', level: 'read' },
    ]).execute();
    delegate = t.client();
    expect((await delegate.login('delegate@tea.test', PASSWORD)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const privilegesOf = async (userId: number) =>
    Object.fromEntries((await t.db.selectFrom('merchant_users').select(['view', 'level']).where('user_id', '=', userId)
      .where('merchant_id', '=', merchant).execute()).map((r) => [r.view, r.level]));

  it('the delegate cannot edit the owner down, nor remove them', async () => {
    const base = `/merchant/${merchant}/permissions/${ownerId}/`;
    const edit = await delegate.post(base, { read_transactions: true });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ error: HOLDS_MORE });
    const remove = await delegate.post(`${base}remove/`, {});
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({ error: HOLDS_MORE });
    expect(await privilegesOf(ownerId)).toEqual(allViews('edit'));
  });

  it('the list marks the owner as not editable for the delegate, the staff member as editable', async () => {
    const rows = (await delegate.get(`/merchant/${merchant}/permissions/`)).json().data as Array<{ id: number; can_edit: boolean }>;
    expect(rows.find((r) => r.id === ownerId)?.can_edit).toBe(false);
    expect(rows.find((r) => r.id === staffId)?.can_edit).toBe(true);
  });

  it('the delegate may change a user within their own privileges, but grants nothing they lack', async () => {
    const base = `/merchant/${merchant}/permissions/${staffId}/`;
    const more = await delegate.post(base, { edit_transactions: true });
    expect(more.statusCode).toBe(400);
    expect(await privilegesOf(staffId)).toEqual({ transactions: 'read' });
    const ok = await delegate.post(base, { read_transactions: true, read_permissions: true });
    expect(ok.statusCode).toBe(200);
    expect(await privilegesOf(staffId)).toEqual({ transactions: 'read', permissions: 'read' });
  });

  it('a copy from another merchant does not overwrite a user holding more than the actor', async () => {
    const other = await createMerchant(t.db, 'Tea Annex');
    const delegateId = (await t.db.selectFrom('users').select('id').where('email', '=', 'delegate@tea.test').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('merchant_users').values([
      { user_id: delegateId, merchant_id: other, view: 'permissions', level: 'read' },
      { user_id: ownerId, merchant_id: other, view: 'transactions', level: 'read' },
    ]).execute();
    const res = await delegate.post(`/merchant/${merchant}/permissions/copy/`, { from_merchant: other, users: [String(ownerId)], mode: 'transfer' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: HOLDS_MORE });
    expect(await privilegesOf(ownerId)).toEqual(allViews('edit'));
  });

  it('two full-access users removing each other at once: one of them stays', async () => {
    const shop = await createMerchant(t.db, 'Twin Shop');
    const a = await createUser(t.db, { email: 'a@twin.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }] });
    const b = await createUser(t.db, { email: 'b@twin.test', password: PASSWORD, merchants: [{ id: shop, level: 'edit' }] });
    const ca = t.client();
    const cb = t.client();
    await ca.login('a@twin.test', PASSWORD);
    await cb.login('b@twin.test', PASSWORD);
    const [ra, rb] = await Promise.all([
      ca.post(`/merchant/${shop}/permissions/${b}/remove/`, {}),
      cb.post(`/merchant/${shop}/permissions/${a}/remove/`, {}),
    ]);
    // The loser is refused under the merchant lock (403) or, when its call starts after the winner's
    // commit, has no merchant left: demo mode (409), as for any user without a merchant.
    const [won, lost] = [ra.statusCode, rb.statusCode].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const left = await t.db.selectFrom('merchant_users').select(['user_id', 'view', 'level']).where('merchant_id', '=', shop).execute();
    expect(new Set(left.map((r) => r.user_id)).size).toBe(1);
    expect(left.filter((r) => r.level === 'edit')).toHaveLength(VIEWS.length);
  });
});
