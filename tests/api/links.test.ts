// Payment links (issue 12 items 4, 8): every call of spec 001 s.7 'Links' with its refusals (signed
// out, CSRF, foreign merchant, read-only user, bad body, demo mode), statuses with the visibility
// rules of s.4 (a link past timeend reads expired), share by e-mail into the demo mailbox, the
// e-mail preview with merchant text escaped, the shortener and its redirect, the checkout source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCheckoutSource } from '../../server/links/checkout-source.ts';
import { BACKENDS, createMerchant, createUser, lastMail, PUBLIC_URL, startApp, type Client, type TestApp } from './helpers.ts';
import { png } from './images.ts';

const PASSWORD = 'secret-pass-1';
const B = '/merchant/payment-solutions';
const VALID = { amount: '12.50', currency: 'GEL', description: 'Invoice <b>#7</b> & "tea"', invoice_name: 'INV-7', receiver_email: 'payer@links.test', custom_fields: ['Room number'] };

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(BACKENDS)('links (%s)', (backend) => {
  let t: TestApp;
  let merchant: number;
  let other: number;
  let owner: Client;
  let reader: Client;
  let stranger: Client;
  let newcomer: Client;
  let anonymous: Client;

  const create = (c: Client, body: object = VALID, m = merchant) => c.post(`${B}/links/${m}/create/`, body);
  const createdId = async (body: object = VALID) => {
    const res = await create(owner, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().invoice.id as number;
  };

  beforeAll(async () => {
    t = await startApp(backend);
    merchant = await createMerchant(t.db, 'Links Shop', 'GE', ['GEL', 'USD']);
    other = await createMerchant(t.db, 'Other Shop');
    await createUser(t.db, { email: 'owner@links.test', password: PASSWORD, merchants: [{ id: merchant, level: 'edit' }] });
    await createUser(t.db, { email: 'reader@links.test', password: PASSWORD, merchants: [{ id: merchant, level: 'read' }] });
    await createUser(t.db, { email: 'stranger@links.test', password: PASSWORD, merchants: [{ id: other, level: 'edit' }] });
    await createUser(t.db, { email: 'newcomer@links.test', password: PASSWORD });
    [owner, reader, stranger, newcomer, anonymous] = [t.client(), t.client(), t.client(), t.client(), t.client()];
    await owner.login('owner@links.test', PASSWORD);
    await reader.login('reader@links.test', PASSWORD);
    await stranger.login('stranger@links.test', PASSWORD);
    await newcomer.login('newcomer@links.test', PASSWORD);
    await anonymous.prime();
  }, 60_000);
  afterAll(async () => t?.close());

  it('creates a link: amount in minor units, a random ref, the public checkout address, status created', async () => {
    const res = await create(owner, { ...VALID, timeend: isoDay(3) });
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json().invoice;
    expect(inv).toMatchObject({ merchant, amount: '12.50', currency: 'GEL', status: 'created', invoice_name: 'INV-7', timeend: isoDay(3),
      custom_fields: [{ name: 'cf-1', label: 'Room number' }], can_copy: true, can_share: true, can_qr: true, can_delete: true });
    expect(inv.url).toMatch(new RegExp(`^${PUBLIC_URL}/checkout/link/[\\w-]{24}$`));
    expect(res.json().redirect).toBe(`/solutions/links/info/${inv.id}`);
    const row = await t.db.withTables<{ links: { id: number; amount: number } }>().selectFrom('links').select('amount').where('id', '=', inv.id).executeTakeFirstOrThrow();
    expect(Number(row.amount)).toBe(1250);
  });

  it('validation rules of s.5 with their messages', async () => {
    const bad = async (body: object) => (await create(owner, { ...VALID, ...body })).json().error;
    expect(await bad({ amount: '' })).toEqual([['amount', 'field is required']]);
    expect(await bad({ amount: '12.345' })).toEqual([['amount', 'field must be amount']]);
    expect(await bad({ amount: '0' })).toEqual([['amount', 'field is lower than 0.01']]);
    expect(await bad({ currency: 'EUR' })).toEqual([['currency', 'field must match pattern']]);
    expect(await bad({ currency: undefined })).toEqual([['currency', 'field is required']]);
    expect(await bad({ description: 'x'.repeat(1025) })).toEqual([['description', 'value is to long']]);
    expect((await create(owner, { ...VALID, description: 'x'.repeat(1024) })).statusCode).toBe(200);
    expect(await bad({ receiver_first_name: 'n'.repeat(101) })).toEqual([['receiver_first_name', 'value is to long']]);
    expect(await bad({ receiver_phone: '12ab' })).toEqual([['receiver_phone', 'Enter a valid phone']]);
    expect(await bad({ receiver_email: 'nope' })).toEqual([['receiver_email', 'Enter a valid email address']]);
    expect(await bad({ response_url: 'ftp:/x' })).toEqual([['response_url', 'Enter a valid url']]);
    expect(await bad({ timeend: isoDay(-2) })).toEqual([['timeend', `field is lower than ${isoDay(0)}`]]);
    expect((await create(owner, { ...VALID, timeend: isoDay(0) })).statusCode).toBe(200);
    expect(await bad({ surprise: 1 })).toEqual([['surprise', 'This field is not part of the form']]);
  });

  it('refusals: signed out 401, no CSRF 403, foreign merchant 404, read-only 403, demo mode 409', async () => {
    expect((await create(anonymous)).statusCode).toBe(401);
    expect((await owner.post(`${B}/links/${merchant}/create/`, VALID, false)).statusCode).toBe(403);
    expect((await create(stranger)).statusCode).toBe(404);
    expect((await create(reader)).statusCode).toBe(403);
    const demo = await create(newcomer);
    expect(demo.statusCode).toBe(409);
    expect(demo.json()).toEqual({ demo_mode: true, error: 'You are still in DEMO mode' });
    expect((await create(owner, VALID, 99_999)).statusCode).toBe(404);

    const id = await createdId();
    for (const c of [anonymous, stranger, reader, newcomer]) {
      const info = await c.get(`${B}/links/${id}/info/`);
      expect(info.statusCode).toBe(c === anonymous ? 401 : c === reader ? 200 : c === newcomer ? 409 : 404);
      const del = await c.post(`${B}/links/${id}/delete/`);
      expect(del.statusCode).toBe(c === anonymous ? 401 : c === reader ? 403 : c === newcomer ? 409 : 404);
      const send = await c.post(`${B}/links/${id}/send/`, { email: 'x@links.test' });
      expect(send.statusCode).toBe(c === anonymous ? 401 : c === reader ? 403 : c === newcomer ? 409 : 404);
    }
    expect((await owner.post(`${B}/links/${id}/delete/`, {}, false)).statusCode).toBe(403);
    expect((await owner.get(`${B}/links/99999/info/`)).statusCode).toBe(404);
    expect((await owner.get(`${B}/links/abc/info/`)).statusCode).toBe(404);
    expect((await reader.get(`${B}/links/${id}/preview/`)).statusCode).toBe(200);
    expect((await stranger.get(`${B}/links/${id}/qr/`)).statusCode).toBe(404);
  });

  it('merchants and choices: the merchant\'s currencies; choices need edit', async () => {
    expect((await owner.get(`${B}/links/merchants/`)).json().data).toEqual([
      { text: 'Links Shop', value: merchant, url: `/solutions/links/create/${merchant}/settings`, status: 'active', checked: true }]);
    expect((await stranger.get(`${B}/links/merchants/`)).json().data.map((m: { value: number }) => m.value)).toEqual([other]);
    expect((await anonymous.get(`${B}/links/merchants/`)).statusCode).toBe(401);
    expect((await newcomer.get(`${B}/links/merchants/`)).json()).toEqual({ demo_mode: true, error: 'You are still in DEMO mode' });
    const choices = await owner.get(`${B}/links/${merchant}/create/choices/`);
    expect(choices.json().currency).toEqual([{ value: 'GEL', label: 'GEL' }, { value: 'USD', label: 'USD' }]);
    expect((await reader.get(`${B}/links/${merchant}/create/choices/`)).statusCode).toBe(403);
    expect((await stranger.get(`${B}/links/${merchant}/create/choices/`)).statusCode).toBe(404);
  });

  it('share by e-mail: the mail reaches the demo mailbox with the link; resend goes to the payer; only while created', async () => {
    const id = await createdId();
    const url = (await owner.get(`${B}/links/${id}/info/`)).json().invoice.url as string;
    const sent = await owner.post(`${B}/links/${id}/send/`, { email: 'friend@links.test' });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await lastMail(owner, 'friend@links.test');
    expect(mail?.subject).toBe('Payment request from Links Shop: 12.50 GEL');
    expect(mail?.text).toContain(`Pay here: ${url}`);
    expect(mail?.text).toContain('Reference: INV-7');
    expect((await owner.post(`${B}/links/${id}/send/`, {})).statusCode).toBe(200);
    expect((await lastMail(owner, 'payer@links.test'))?.text).toContain(url);
    expect((await owner.post(`${B}/links/${id}/send/`, { email: 'bad' })).json().error).toEqual([['email', 'Enter a valid email address']]);
    const noPayer = await createdId({ amount: '1.00', currency: 'GEL' });
    expect((await owner.post(`${B}/links/${noPayer}/send/`, {})).json().error).toEqual([['email', 'field is required']]);
    expect((await owner.get(`${B}/links/${id}/info/`)).json().invoice.sent_at).not.toBeNull();
  });

  it('the e-mail preview is the mail\'s HTML with merchant text escaped', async () => {
    const id = await createdId({ ...VALID, description: '<img src=x onerror=alert(1)>', receiver_first_name: '<script>alert(2)</script>' });
    const { html } = (await owner.get(`${B}/links/${id}/preview/`)).json();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Hello &lt;script&gt;alert(2)&lt;/script&gt;,');
    expect(html).not.toMatch(/<script|<img/);
  });

  it('statuses: past timeend reads expired, delete, paid through the checkout source; actions follow s.4', async () => {
    const id = await createdId({ ...VALID, timeend: isoDay(1) });
    const links = t.db.withTables<{ links: { id: number; timeend: string | null; ref: string; status: string } }>();
    await links.updateTable('links').set({ timeend: isoDay(-1) }).where('id', '=', id).execute();
    const expired = (await owner.get(`${B}/links/${id}/info/`)).json().invoice;
    expect(expired).toMatchObject({ status: 'expired', can_copy: false, can_share: false, can_resend: false, can_qr: true, can_delete: true });
    expect((await owner.post(`${B}/links/${id}/send/`, {})).json().error).toBe('Only a link in status created can be sent.');
    const { ref } = await links.selectFrom('links').select('ref').where('id', '=', id).executeTakeFirstOrThrow();
    expect(await linkCheckoutSource.load(t.db, ref)).toBeNull();

    const paidId = await createdId();
    const paidRef = (await links.selectFrom('links').select('ref').where('id', '=', paidId).executeTakeFirstOrThrow()).ref;
    const order = await linkCheckoutSource.load(t.db, paidRef);
    expect(order).toMatchObject({ merchantId: merchant, amount: 1250, currency: 'GEL', fields: [{ name: 'cf-1', label: 'Room number', required: false }] });
    await t.db.transaction().execute((tx) => linkCheckoutSource.paid(tx, paidRef, 1));
    expect((await owner.get(`${B}/links/${paidId}/info/`)).json().invoice).toMatchObject({ status: 'paid', can_copy: false, can_share: false, can_qr: true });
    expect(await linkCheckoutSource.load(t.db, paidRef)).toBeNull();

    const del = await owner.post(`${B}/links/${paidId}/delete/`);
    expect(del.json()).toEqual({ message: 'Link deleted' });
    expect((await owner.get(`${B}/links/${paidId}/info/`)).json().invoice).toMatchObject({ status: 'deleted', can_qr: false, can_delete: false });
    expect((await owner.post(`${B}/links/${paidId}/delete/`)).json().error).toBe('The link is already deleted.');
    expect((await owner.get(`${B}/links/${paidId}/qr/`)).statusCode).toBe(404);
    expect(await linkCheckoutSource.load(t.db, 'no-such-ref')).toBeNull();
  });

  it('the list: the merchant\'s links with shown status and row flags; readers see no edit flags', async () => {
    const id = await createdId({ ...VALID, invoice_name: 'LIST-1' });
    const res = await owner.get(`${B}/links/?merchant=${merchant}&limit=80`);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ amount: '12.50', currency: 'GEL', status: 'created', can_resend: true, can_delete: true, can_copy: true });
    const asReader = (await reader.get(`${B}/links/?merchant=${merchant}&limit=80`)).json().data.find((r: { id: number }) => r.id === id);
    expect(asReader).toMatchObject({ can_resend: false, can_delete: false, can_qr: true });
    const filtered = (await owner.get(`${B}/links/?merchant=${merchant}&s=status&m=eq&v=deleted&limit=80`)).json().data;
    expect(filtered.every((r: { status: string }) => r.status === 'deleted')).toBe(true);
    expect((await stranger.get(`${B}/links/?merchant=${merchant}`)).statusCode).toBe(404);
    expect((await newcomer.get(`${B}/links/?merchant=${merchant}`)).statusCode).toBe(409);
  });

  it('the shortener: a short link of a checkout address that really redirects; nothing else is shortened', async () => {
    const id = await createdId();
    const url = (await owner.get(`${B}/links/${id}/info/`)).json().invoice.url as string;
    const res = await owner.get(`/s/shortener?url=${encodeURIComponent(url)}`);
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(new RegExp(`^${PUBLIC_URL}/s/[\\w-]+$`));
    expect((await owner.get(`/s/shortener?url=${encodeURIComponent(url)}`)).json().token).toBe(token);
    const follow = await owner.request({ method: 'GET', url: new URL(token).pathname });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe(url);
    expect((await owner.get(`${B}/links/${id}/info/`)).json().invoice.url_short).toBe(token);
    expect((await owner.get(`/s/shortener?url=${encodeURIComponent('https://evil.example/')}`)).json().error).toEqual([['url', 'Enter a valid url']]);
    expect((await owner.get('/s/shortener')).json().error).toEqual([['url', 'field is required']]);
    expect((await anonymous.get(`/s/shortener?url=${encodeURIComponent(url)}`)).statusCode).toBe(401);
    expect((await owner.request({ method: 'GET', url: '/s/nope' })).statusCode).toBe(404);
  });

  it('QR logo: PNG/JPG at least 280 px wide, 50 KB max; edit to upload, read to see', async () => {
    const upload = (c: Client, file: Buffer, m = merchant) => {
      const b = 'qrlogo';
      const payload = Buffer.concat([Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`), file, Buffer.from(`\r\n--${b}--\r\n`)]);
      return c.request({ method: 'POST', url: `/api/v2${B}/${m}/qr_logo/`, payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } });
    };
    expect((await owner.get(`${B}/${merchant}/qr_logo/`)).json()).toEqual({ url: null, width: null, height: null });
    expect((await upload(owner, png(200, 100))).json().error).toBe('The logo must be at least 280 px wide.');
    expect((await upload(owner, png(300, 300, 52 * 1024))).statusCode).toBe(400);
    expect((await upload(reader, png(300, 300))).statusCode).toBe(403);
    expect((await upload(stranger, png(300, 300))).statusCode).toBe(404);
    const ok = await upload(owner, png(300, 300));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ url: `/api/v2${B}/${merchant}/qr_logo/file/`, width: 300, height: 300 });
    expect((await reader.get(`${B}/${merchant}/qr_logo/`)).json().width).toBe(300);
    expect((await reader.request({ method: 'GET', url: ok.json().url })).headers['content-type']).toBe('image/png');
  });
});
