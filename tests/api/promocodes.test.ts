// Promocodes (issue 14 items 6-8): every call of spec 002 s.7 'Promocodes' with its refusals (signed
// out, CSRF, foreign merchant, read-only on the promocodes privilege, unknown entity), the rules and
// messages of s.5, the lists all / by type / by entity, edit, delete and clone; and the hosted
// checkout: a valid code lowers the amount charged and is recorded with the amount before it, an
// expired, inactive, not-yet-valid or another payable's code is refused and nothing is charged.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounted } from '../../server/promocodes/checkout.ts';
import { freeName } from '../../server/promocodes/rules.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';

const PASSWORD = 'secret-pass-1';
const LINKS = '/merchant/payment-solutions/links';
const VALID = { promo_name: 'SUMMER_15', promo_percent: '15', description: 'Summer sale', is_actual: 'yes' };
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const CARD = { card_number: '4242424242424242', card_exp: `12/${nextYear}`, card_cvv: '737' };

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('discount arithmetic', () => {
  it('rounds the discount half up in minor units and always charges at least one minor unit', () => {
    expect(discounted(1250, '0.1500')).toBe(1062); // 187.5 -> 188 off
    expect(discounted(1000, '0.1500')).toBe(850);
    expect(discounted(3, '0.5000')).toBe(1); // 1.5 -> 2 off
    expect(discounted(1, '0.9900')).toBe(1); // 0.99 -> 1 off would leave 0: one minor unit stays
    expect(discounted(999_999_999_999_99, '0.0950')).toBe(904_999_999_999_99); // 9 499 999 999 999.905 off rounds up; exact in BigInt
  });

  it('a clone takes a free name within 35 characters', () => {
    expect(freeName('A', new Set())).toBe('A');
    expect(freeName('A', new Set(['a']))).toBe('A_copy');
    expect(freeName('A', new Set(['a', 'a_copy']))).toBe('A_copy2');
    expect(freeName('X'.repeat(35), new Set(['x'.repeat(35)]))).toBe(`${'X'.repeat(30)}_copy`);
  });
});

describe.each(BACKENDS)('promocodes (%s)', (backend) => {
  let t: TestApp;
  let merchant: number;
  let other: number;
  let owner: Client;
  let reader: Client;
  let stranger: Client;
  let anonymous: Client;
  let link: { id: number; ref: string };
  let otherLink: { id: number; ref: string };

  const P = (m = merchant) => `/merchant/${m}/promo`;
  const newLink = async (c: Client = owner, m = merchant) => {
    const res = await c.post(`${LINKS}/${m}/create/`, { amount: '12.50', currency: 'GEL', description: 'Tea' });
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json().invoice as { id: number; url: string };
    return { id: inv.id, ref: inv.url.split('/').pop()! };
  };
  const add = (c: Client, body: object = VALID, entity = `link/${link.id}`, m = merchant) => c.post(`${P(m)}/${entity}/add/`, body);
  const added = async (body: object = VALID, entity = `link/${link.id}`) => {
    const res = await add(owner, body, entity);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const page = (ref: string, query = '') => t.app.inject({ method: 'GET', url: `/checkout/link/${ref}${query}` });
  const tokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)![1];
  const pay = async (ref: string, form: Record<string, string>) => {
    const token = tokenOf((await page(ref)).body);
    return t.app.inject({
      method: 'POST', url: `/checkout/link/${ref}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, ...CARD, ...form }).toString(),
    });
  };
  const paymentCount = async () => Number((await t.db.selectFrom('payments').select((e) => e.fn.countAll().as('n')).where('merchant_id', '=', merchant).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startApp(backend);
    merchant = await createMerchant(t.db, 'Promo Shop', 'GE', ['GEL']);
    other = await createMerchant(t.db, 'Other Promo Shop', 'GE', ['GEL']);
    await createUser(t.db, { email: 'owner@promo.test', password: PASSWORD, merchants: [{ id: merchant, level: 'edit' }] });
    const readerId = await createUser(t.db, { email: 'reader@promo.test', password: PASSWORD, merchants: [{ id: merchant, level: 'edit' }] });
    // Read-only on promocodes alone: edit on everything else (payment solutions too) does not help.
    await t.db.updateTable('merchant_users').set({ level: 'read' }).where('user_id', '=', readerId).where('view', '=', 'promocodes').execute();
    await createUser(t.db, { email: 'stranger@promo.test', password: PASSWORD, merchants: [{ id: other, level: 'edit' }] });
    [owner, reader, stranger, anonymous] = [t.client(), t.client(), t.client(), t.client()];
    await owner.login('owner@promo.test', PASSWORD);
    await reader.login('reader@promo.test', PASSWORD);
    await stranger.login('stranger@promo.test', PASSWORD);
    await anonymous.prime();
    link = await newLink();
    otherLink = await newLink(stranger, other);
  }, 60_000);
  afterAll(async () => t?.close());

  it('adds a promocode to a link: the discount stored as a fraction, shown x100; info and the three lists show it', async () => {
    const id = await added({ ...VALID, valid_after: isoDay(0), valid_before: isoDay(30) });
    const stored = await sql<{ promo_percent: string; is_actual: boolean }>`select promo_percent::text, is_actual from promocodes where id = ${id}`.execute(t.db);
    expect(stored.rows[0]).toEqual({ promo_percent: '0.1500', is_actual: true });
    const info = await owner.get(`${P()}/${id}/info/`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({
      id, merchant, entity_type: 'link', entity_id: link.id, name: 'Tea', promo_name: 'SUMMER_15', promo_percent: 0.15, percent: 15,
      description: 'Summer sale', valid_after: isoDay(0), valid_before: isoDay(30), is_actual: 'yes', status: 'active', can_edit: true,
    });
    const button = await owner.post(`/merchant/payment-solutions/buttons/${merchant}/create/`, { name: 'Coffee', amount: '5.00', currency: 'GEL', button_type: 'purchase', lang: 'en', order_desc: 'A cup' });
    expect(button.statusCode, button.body).toBe(200);
    const onButton = await added({ ...VALID, promo_name: 'BTN10', promo_percent: '10' }, `button/${button.json().id}`);
    const ids = async (path: string) => ((await owner.get(path)).json().data as Array<{ id: number }>).map((r) => r.id);
    expect(await ids(`${P()}/link/${link.id}/list/`)).toContain(id);
    expect(await ids(`${P()}/link/list/`)).toContain(id);
    expect(await ids(`${P()}/list/`)).toContain(id);
    expect(await ids(`${P()}/button/list/`)).toEqual([onButton]);
    expect(await ids(`${P()}/link/list/`)).not.toContain(onButton);
    expect(await ids(`${P()}/list/`)).toContain(onButton);
    expect((await owner.get(`${P()}/${onButton}/info/`)).json().data).toMatchObject({ entity_type: 'button', name: 'Coffee', percent: 10 });
    const list = (await owner.get(`${P()}/link/${link.id}/list/?limit=5&page=1`)).json();
    expect(list.paginator).toMatchObject({ page: 1, limit: 5 });
    expect((await reader.get(`${P()}/link/${link.id}/list/`)).json().data[0].can_edit).toBe(false);
  });

  it('the lists of one type and of one entity are the lists engine\'s: keyset pages newest first, a cached count; an unknown entity is 404', async () => {
    const payable = await newLink();
    const made: number[] = [];
    for (let i = 0; i < 6; i++) made.push(await added({ ...VALID, promo_name: `PAGED_${i}` }, `link/${payable.id}`));
    const newestFirst = [...made].reverse();
    const first = await owner.get(`${P()}/link/${payable.id}/list/?limit=5`);
    expect(first.statusCode, first.body).toBe(200);
    const one = first.json();
    expect(one.data.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(0, 5));
    expect(one.paginator).toMatchObject({ page: 1, pages: 2, limit: 5, count: 6, count_exact: true, prev_cursor: null });
    expect(one.paginator.next_cursor).toEqual(expect.any(String));
    const second = (await owner.get(`${P()}/link/${payable.id}/list/?limit=5&cursor=${encodeURIComponent(one.paginator.next_cursor)}`)).json();
    expect(second.data.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(5));
    expect(second.paginator).toMatchObject({ page: 2, pages: 2, count: 6, next_cursor: null });
    expect(second.paginator.prev_cursor).toEqual(expect.any(String));
    // The type list pages the same way, over every link of the merchant.
    const ofType = (await owner.get(`${P()}/link/list/?limit=5&page=2`)).json();
    expect(ofType.paginator).toMatchObject({ page: 2, limit: 5 });
    expect(ofType.paginator.count).toBeGreaterThanOrEqual(6);
    // Another merchant's entity, an unknown one, a bad id or type: 404, as the handlers answered.
    for (const path of [`link/${otherLink.id}`, 'link/999999', 'link/abc', `thing/${payable.id}`, 'thing']) {
      expect((await owner.get(`${P()}/${path}/list/`)).statusCode, path).toBe(404);
    }
    // Page sizes are the list file's.
    expect((await owner.get(`${P()}/link/${payable.id}/list/?limit=7`)).statusCode).toBe(400);
  });

  it('rules of s.5 with their messages', async () => {
    const bad = async (body: object) => {
      const res = await add(owner, { ...VALID, promo_name: 'RULES', ...body });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error;
    };
    expect(await bad({ promo_name: '' })).toEqual([['promo_name', 'field is required']]);
    expect(await bad({ promo_name: 'bad-name' })).toEqual([['promo_name', 'field must match pattern']]);
    expect(await bad({ promo_name: 'Кава' })).toEqual([['promo_name', 'field must match pattern']]);
    expect(await bad({ promo_name: 'A'.repeat(36) })).toEqual([['promo_name', 'value is to long']]);
    expect(await bad({ promo_percent: '' })).toEqual([['promo_percent', 'field is required']]);
    expect(await bad({ promo_percent: '0' })).toEqual([['promo_percent', 'field must be between 1 and 99']]);
    expect(await bad({ promo_percent: '100' })).toEqual([['promo_percent', 'field must be between 1 and 99']]);
    // Only a field's first message is shown: the range comes before the number format.
    expect(await bad({ promo_percent: 'ab' })).toEqual([['promo_percent', 'field must be between 1 and 99']]);
    expect(await bad({ promo_percent: '1.' })).toEqual([['promo_percent', 'field must be between 1 and 99']]);
    expect(await bad({ promo_percent: '12.5' })).toEqual([['promo_percent', 'value is to long']]);
    expect(await bad({ description: 'd'.repeat(251) })).toEqual([['description', 'value is to long']]);
    expect(await bad({ valid_after: isoDay(-1) })).toEqual([['valid_after', `field is lower than ${isoDay(0)}`]]);
    expect(await bad({ valid_before: isoDay(-1) })).toEqual([['valid_before', `field is lower than ${isoDay(0)}`]]);
    expect(await bad({ valid_after: isoDay(5), valid_before: isoDay(2) })).toEqual([['valid_before', `field is lower than ${isoDay(5)}`]]);
    expect((await bad({ is_actual: 'maybe' }))[0][0]).toBe('is_actual');
    expect(await bad({ surprise: 1 })).toEqual([['surprise', 'This field is not part of the form']]);
    // Unique per payment, whatever the case; the same name on another payment is fine.
    expect(await bad({ promo_name: 'summer_15' })).toEqual([['promo_name', 'A promocode with this name already exists for this payment']]);
    const second = await newLink();
    expect((await add(owner, VALID, `link/${second.id}`)).statusCode).toBe(200);
    // Limits that pass: 35 characters, 1 and 99 percent, one decimal, 250 characters, today, is_actual default yes.
    const ok = await added({ promo_name: 'Z'.repeat(35), promo_percent: '9.5', description: 'd'.repeat(250), valid_after: isoDay(0), valid_before: isoDay(0) });
    expect((await owner.get(`${P()}/${ok}/info/`)).json().data).toMatchObject({ percent: 9.5, promo_percent: 0.095, is_actual: 'yes' });
    expect((await add(owner, { promo_name: 'ONE', promo_percent: '1' })).statusCode).toBe(200);
    expect((await add(owner, { promo_name: 'NINETY_NINE', promo_percent: '99' })).statusCode).toBe(200);
  });

  it('refusals: signed out 401, no CSRF 403, foreign merchant 404, read-only 403, unknown entity or promocode 404', async () => {
    const id = await added({ ...VALID, promo_name: 'REFUSALS' });
    const calls = (c: Client) => ({
      add: () => add(c, { ...VALID, promo_name: 'NEW_ONE' }),
      edit: () => c.post(`${P()}/${id}/edit/`, { ...VALID, promo_name: 'REFUSALS' }),
      remove: () => c.post(`${P()}/${id}/delete/`),
      clone: () => c.post(`${P()}/${id}/clone/link/${link.id}/`),
      info: () => c.get(`${P()}/${id}/info/`),
      all: () => c.get(`${P()}/list/`),
      type: () => c.get(`${P()}/link/list/`),
      entity: () => c.get(`${P()}/link/${link.id}/list/`),
    });
    const changes = ['add', 'edit', 'remove', 'clone'] as const;
    const reads = ['info', 'all', 'type', 'entity'] as const;
    for (const name of [...changes, ...reads]) {
      expect((await calls(anonymous)[name]()).statusCode, name).toBe(401);
      expect((await calls(stranger)[name]()).statusCode, name).toBe(404);
    }
    for (const name of changes) {
      const res = await calls(reader)[name]();
      expect(res.statusCode, name).toBe(403);
      expect(res.json()).toEqual({ error: 'Permission denied' });
    }
    for (const name of reads) expect((await calls(reader)[name]()).statusCode, name).toBe(200);
    expect((await owner.post(`${P()}/${id}/delete/`, {}, false)).statusCode).toBe(403);
    expect((await owner.post(`${P()}/link/${link.id}/add/`, VALID, false)).statusCode).toBe(403);
    // Another merchant's payment, an unknown one, a bad type, an unknown promocode.
    expect((await add(owner, VALID, `link/${otherLink.id}`)).statusCode).toBe(404);
    expect((await add(owner, VALID, 'link/999999')).statusCode).toBe(404);
    expect((await add(owner, VALID, `thing/${link.id}`)).statusCode).toBe(404);
    expect((await owner.get(`${P()}/thing/list/`)).statusCode).toBe(404);
    expect((await owner.get(`${P()}/999999/info/`)).statusCode).toBe(404);
    expect((await owner.get(`${P()}/abc/info/`)).statusCode).toBe(404);
    expect((await owner.post(`${P()}/${id}/clone/link/${otherLink.id}/`)).statusCode).toBe(404);
    expect((await owner.get(`${P(other)}/${id}/info/`)).statusCode).toBe(404);
    // Nothing changed by the refused calls.
    expect((await owner.get(`${P()}/${id}/info/`)).json().data.promo_name).toBe('REFUSALS');
  });

  it('edits, clones (to the same payment with a free name, to another payment with the same name) and deletes', async () => {
    const id = await added({ ...VALID, promo_name: 'EDIT_ME' });
    const edited = await owner.post(`${P()}/${id}/edit/`, { promo_name: 'EDITED', promo_percent: '20', description: 'Changed', valid_after: null, valid_before: isoDay(10), is_actual: 'no' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await owner.get(`${P()}/${id}/info/`)).json().data).toMatchObject({ promo_name: 'EDITED', percent: 20, description: 'Changed', valid_after: null, valid_before: isoDay(10), is_actual: 'no', status: 'inactive' });
    expect((await owner.post(`${P()}/${id}/edit/`, { ...VALID, promo_name: 'SUMMER_15' })).json().error).toEqual([['promo_name', 'A promocode with this name already exists for this payment']]);
    // A past date kept unchanged may stay on an edit; a new past date may not.
    await sql`update promocodes set valid_after = ${isoDay(-3)}::date where id = ${id}`.execute(t.db);
    expect((await owner.post(`${P()}/${id}/edit/`, { promo_name: 'EDITED', promo_percent: '20', valid_after: isoDay(-3) })).statusCode).toBe(200);
    expect((await owner.post(`${P()}/${id}/edit/`, { promo_name: 'EDITED', promo_percent: '20', valid_after: isoDay(-4) })).json().error).toEqual([['valid_after', `field is lower than ${isoDay(0)}`]]);

    const copy = await owner.post(`${P()}/${id}/clone/link/${link.id}/`);
    expect(copy.statusCode, copy.body).toBe(200);
    expect((await owner.get(`${P()}/${copy.json().id}/info/`)).json().data).toMatchObject({ promo_name: 'EDITED_copy', percent: 20, entity_id: link.id });
    const again = await owner.post(`${P()}/${id}/clone/link/${link.id}/`);
    expect((await owner.get(`${P()}/${again.json().id}/info/`)).json().data.promo_name).toBe('EDITED_copy2');
    const target = await newLink();
    const moved = await owner.post(`${P()}/${id}/clone/link/${target.id}/`);
    expect((await owner.get(`${P()}/${moved.json().id}/info/`)).json().data).toMatchObject({ promo_name: 'EDITED', entity_id: target.id });

    const removed = await owner.post(`${P()}/${id}/delete/`);
    expect(removed.json()).toEqual({ message: 'Request completed successfully' });
    expect((await owner.get(`${P()}/${id}/info/`)).statusCode).toBe(404);
    expect((await owner.post(`${P()}/${id}/delete/`)).statusCode).toBe(404);
    expect(((await owner.get(`${P()}/link/${link.id}/list/?limit=80`)).json().data as Array<{ id: number }>).map((r) => r.id)).not.toContain(id);
    // Its name is free again on that payment.
    expect((await add(owner, { ...VALID, promo_name: 'EDITED' })).statusCode).toBe(200);
  });

  it('checkout: a valid promocode lowers the amount charged and the payment records it with the amount before', async () => {
    const paying = await newLink();
    await added({ ...VALID, promo_name: 'TEA15' }, `link/${paying.id}`);
    const shown = await page(paying.ref, '?promocode=TEA15');
    expect(shown.body).toContain('name="promocode"');
    expect(shown.body).toContain('With TEA15 (-15 %) you pay 10.62 GEL');
    const res = await pay(paying.ref, { promocode: 'tea15' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Payment successful');
    expect(res.body).toContain('10.62 GEL');
    const payment = await t.db.selectFrom('payments').selectAll().where('merchant_id', '=', merchant).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Number(payment.amount)).toBe(1062);
    const use = await sql<{ promo_name: string; original_amount: string; amount: string }>`select promo_name, original_amount::text, amount::text from promocode_uses where payment_id = ${payment.id}`.execute(t.db);
    expect(use.rows).toEqual([{ promo_name: 'TEA15', original_amount: '1250', amount: '1062' }]);
    expect(JSON.stringify(payment.sender_data)).toContain('"original_amount":1250');
    const listed = await owner.get(`/merchant/transactions/payments/?merchant=${merchant}&limit=5`);
    expect(listed.json().data[0]).toMatchObject({ id: payment.id, amount: '10.62' });
  });

  it('checkout: expired, not yet valid, inactive and another payment\'s promocodes are refused and nothing is charged', async () => {
    const paying = await newLink();
    const expired = await added({ ...VALID, promo_name: 'OLD' }, `link/${paying.id}`);
    await sql`update promocodes set valid_after = ${isoDay(-10)}::date, valid_before = ${isoDay(-1)}::date where id = ${expired}`.execute(t.db);
    await added({ ...VALID, promo_name: 'LATER', valid_after: isoDay(3) }, `link/${paying.id}`);
    await added({ ...VALID, promo_name: 'PAUSED', is_actual: 'no' }, `link/${paying.id}`);
    const before = await paymentCount();
    for (const [code, message] of [['OLD', 'This promocode has expired'], ['LATER', `This promocode is valid from ${isoDay(3)}`],
      ['PAUSED', 'This promocode is not active'], ['SUMMER_15', 'This promocode is not valid for this payment'], ['NO_SUCH', 'This promocode is not valid for this payment'],
      ['bad code!', 'This promocode is not valid for this payment']] as const) {
      const res = await pay(paying.ref, { promocode: code });
      expect(res.statusCode, code).toBe(400);
      expect(res.body, code).toContain(message);
      expect(res.body).not.toContain('4242424242424242');
    }
    expect(await paymentCount()).toBe(before);
    // The same page without a code pays the full amount.
    const full = await pay(paying.ref, {});
    expect(full.statusCode).toBe(200);
    expect(full.body).toContain('12.50 GEL');
    // A payable without promocodes offers no field.
    const plain = await newLink();
    expect((await page(plain.ref)).body).not.toContain('name="promocode"');
    expect((await pay(plain.ref, { promocode: 'SUMMER_15' })).body).toContain('This promocode is not valid for this payment');
  });
});
