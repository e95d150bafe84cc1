// Merchant settings calls (spec 002 s.7 "Merchant settings"): every call with good and bad input,
// on both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from './images.ts';
import { multipart } from './multipart.ts';
import { BACKENDS, createMerchant, createUser, lastMail, startApp, totpCode, type Client, type TestApp } from './helpers.ts';

const PASSWORD = 'Merchant-pass-1';
const CERT = `-----BEGIN CERTIFICATE-----
MIIBkTCCATegAwIBAgIUAJKuUsjaitjj1ASY9Wsw40iZRWQwCgYIKoZIzj0EAwIw
HjEcMBoGA1UEAwwTbWVyY2hhbnQudGVzdC5hcHBsZTAeFw0yNjExMjEyMjQ1MTVa
Fw0zNjExMTgyMjQ1MTVaMB4xHDAaBgNVBAMME21lcmNoYW50LnRlc3QuYXBwbGUw
WTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAS6Vw6M5xMir67w4bl8tVIzcOlH9ZeF
s/4MdXaQgorcwAaWm2kh2AeKojE1dldU5Dsp8acrIkzAyMVgu2a5JqG+o1MwUTAd
BgNVHQ4EFgQU6J+n/R3bl3pNuUWY0YXFTYjVvaMwHwYDVR0jBBgwFoAU6J+n/R3b
l3pNuUWY0YXFTYjVvaMwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNIADBF
AiALVsXTdHsWMrGLWsuNlidfoOI4a11LhZThzwhG7Uh7gQIhAPyepsGp3Iufb/Zf
phymS9DorU32NJUdUjOPJ0cOND40
-----END CERTIFICATE-----
`;

export const upload = (c: Client, path: string, files: Parameters<typeof multipart>[0], fields?: Record<string, string>) =>
  c.request({ method: 'POST', url: `/api/v2${path}`, ...multipart(files, fields) });

describe.each(BACKENDS)('merchant settings on %s', (backend) => {
  let t: TestApp;
  let ge: number;
  let ua: number;
  let owner: Client;
  let reader: Client;

  const signedIn = async (email: string): Promise<Client> => {
    const c = t.client();
    expect((await c.login(email, PASSWORD)).statusCode).toBe(200);
    return c;
  };

  beforeAll(async () => {
    t = await startApp(backend);
    ge = await createMerchant(t.db, 'Tbilisi Coffee', 'GE', ['GEL', 'USD']);
    ua = await createMerchant(t.db, 'Kyiv Books', 'UA', ['UAH']);
    await createUser(t.db, { email: 'owner@test.local', password: PASSWORD, merchants: [{ id: ge, level: 'edit' }, { id: ua, level: 'edit' }] });
    await createUser(t.db, { email: 'reader@test.local', password: PASSWORD, merchants: [{ id: ge, level: 'read' }] });
    await createUser(t.db, { email: 'stranger@test.local', password: PASSWORD, merchants: [{ id: ua, level: 'read' }] });
    owner = await signedIn('owner@test.local');
    reader = await signedIn('reader@test.local');
  });
  afterAll(() => t.close());

  it('lists the merchants for settings, paged', async () => {
    const res = await owner.get('/settings/merchants/?limit=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((m: { name: string }) => m.name)).toEqual(['Kyiv Books', 'Tbilisi Coffee']);
    expect(body.paginator).toMatchObject({ page: 1, pages: 1, limit: 5, count: 2 });
    expect((await owner.get('/settings/merchants/?query_words=kyiv')).json().data).toHaveLength(1);
  });

  it('basic: reads, saves name and url, refuses a bad url and IBAN', async () => {
    const got = (await owner.get(`/merchant/${ge}/settings/basic/`)).json();
    expect(got).toMatchObject({ name_en: 'Tbilisi Coffee', company_profile: { company_name: 'Tbilisi Coffee LLC' }, settlement_accounts: [] });
    expect(got.debit_private_key).toMatch(/\*{6}$/);
    const saved = await owner.post(`/merchant/${ge}/settings/basic/`, { name_en: 'Tbilisi Coffee House', url: 'https://coffee.example', iban: 'GE29NB0000000101904917', client_fee: '1.5' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name_en: 'Tbilisi Coffee House', url: 'https://coffee.example', iban: 'GE29NB0000000101904917' });
    expect((await owner.get('/merchant/list/')).json().data.map((m: { name: string }) => m.name)).toContain('Tbilisi Coffee House');
    const bad = await owner.post(`/merchant/${ge}/settings/basic/`, { name_en: 'X', url: 'coffee', iban: 'GE00NB0000000101904917' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.arrayContaining([['url', 'Enter a valid url'], ['iban', 'Enter a valid IBAN']]));
    expect((await owner.post(`/merchant/${ge}/settings/basic/`, { url: 'https://a.example' })).json().error).toEqual([['name_en', 'field is required']]);
  });

  it('notification: e-mail lists are checked address by address', async () => {
    const ok = await owner.post(`/merchant/${ge}/settings/notification/`, {
      dispute_emails: ['a@coffee.example', 'b@coffee.example'], tran_emails: ['pay@coffee.example'], email_notification_lang: 'uk',
      forbidden_emails_type: ['refund'], support_email: 'help@coffee.example',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ dispute_emails: ['a@coffee.example', 'b@coffee.example'], email_notification_lang: 'uk', forbidden_emails_type: ['refund'] });
    expect((await owner.get(`/merchant/${ge}/settings/notification/`)).json().support_email).toBe('help@coffee.example');
    const bad = await owner.post(`/merchant/${ge}/settings/notification/`, { dispute_emails: ['a@coffee.example', 'not-an-email'], email_notification_lang: 'en' });
    expect(bad.statusCode).toBe(400);
    const [[field, message]] = bad.json().error as Array<[string, string]>;
    expect(field).toMatch(/^dispute_emails/);
    expect(message).toBe('Enter a valid email address');
    const badLang = await owner.post(`/merchant/${ge}/settings/notification/`, { email_notification_lang: 'xx', support_email: 'x@' });
    expect(badLang.json().error).toEqual(expect.arrayContaining([['support_email', 'Enter a valid email address']]));
  });

  it('notification: a key the form does not declare, or social contacts sent nested, answer 400 naming it and save nothing', async () => {
    const before = (await owner.get(`/merchant/${ge}/settings/notification/`)).json();
    const typo = await owner.post(`/merchant/${ge}/settings/notification/`, { email_notification_lang: 'en', report_emails: ['r@coffee.example'], tran_email: ['x@coffee.example'] });
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toEqual({ error: [['tran_email', 'This field is not part of the form']] });
    expect((await owner.get(`/merchant/${ge}/settings/notification/`)).json()).toEqual(before);
    const nested = await owner.post(`/merchant/${ge}/settings/customization/`, { social_contacts: { telegram_profile: '@coffee' } });
    expect(nested.json()).toEqual({ error: [['social_contacts', 'This field is not part of the form']] });
  });

  it('payment: lifetime in seconds, autocapture interval 1-25 (default 5), URLs, offerta_url with {lang}', async () => {
    expect((await owner.get(`/merchant/${ua}/settings/payment/`)).json()).toMatchObject({ autocapture_interval: 5, default_order_lifetime: 86400 });
    const body = { default_order_lifetime: 2 * 86400 + 3600 + 61, autocapture: true, autocapture_interval: 25, offerta_url: 'https://books.example/{lang}/offer', callback_url: 'https://books.example/cb' };
    const ok = await owner.post(`/merchant/${ua}/settings/payment/`, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject(body);
    const bad = await owner.post(`/merchant/${ua}/settings/payment/`, { default_order_lifetime: -1, autocapture_interval: 26, callback_url: 'ftp://x' });
    expect(bad.json().error).toEqual(expect.arrayContaining([['default_order_lifetime', 'field is lower than 0'], ['autocapture_interval', 'field is greater than 25'], ['callback_url', 'Enter a valid url']]));
    expect((await owner.post(`/merchant/${ua}/settings/payment/`, { default_order_lifetime: 10, autocapture_interval: 0 })).json().error).toEqual([['autocapture_interval', 'field is lower than 1']]);
    // The time input's total is at most 1461 days (spec 002 s.5, s.9: a day is 86400 s).
    expect((await owner.post(`/merchant/${ua}/settings/payment/`, { default_order_lifetime: 1461 * 86400, autocapture_interval: 5 })).statusCode).toBe(200);
    expect((await owner.post(`/merchant/${ua}/settings/payment/`, { default_order_lifetime: 1461 * 86400 + 1, autocapture_interval: 5 })).json().error)
      .toEqual([['default_order_lifetime', `field is greater than ${1461 * 86400}`]]);
  });

  it('customization: social contacts with phone, e-mail and url rules', async () => {
    const ok = await owner.post(`/merchant/${ge}/settings/customization/`, { support_phone: '+995555123456', viber_number: '995555123456', facebook_profile: 'https://facebook.com/coffee', telegram_profile: '@coffee' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ support_phone: '+995555123456', telegram_profile: '@coffee', logo: null });
    const bad = await owner.post(`/merchant/${ge}/settings/customization/`, { support_phone: '12', support_email: 'nope', instagram_profile: 'insta' });
    expect(bad.json().error).toEqual(expect.arrayContaining([['support_phone', 'Enter a valid phone'], ['support_email', 'Enter a valid email address'], ['instagram_profile', 'Enter a valid url']]));
  });

  it('logo: PNG/JPG by content, 50 KB passes, 50 KB + 1 byte is refused, at least 280 px wide', async () => {
    const path = `/merchant/${ge}/settings/customization/logo/`;
    const ok = await upload(owner, path, [{ field: 'file', name: 'logo.png', data: png(840, 300, 50 * 1024), type: 'image/png' }]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ width: 840, height: 300 });
    const big = await upload(owner, path, [{ field: 'file', name: 'logo.png', data: png(840, 300, 50 * 1024 + 1), type: 'image/png' }]);
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe('The file is larger than 50 KB.');
    const narrow = await upload(owner, path, [{ field: 'file', name: 'logo.png', data: png(279, 100, 2000) }]);
    expect(narrow.json().error).toBe('The logo must be at least 280 px wide.');
    const huge = await upload(owner, path, [{ field: 'file', name: 'logo.png', data: png(1680, 600, 2000) }]);
    expect(huge.json().error).toBe('The logo must be at most 840 x 300 px.');
    const svg = await upload(owner, path, [{ field: 'file', name: 'logo.png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/png' }]);
    expect(svg.json().error).toBe('Only PNG or JPG files are accepted.');
    const img = await owner.get(path);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.length).toBe(50 * 1024);
    expect((await owner.get(`/merchant/${ge}/settings/customization/`)).json().logo).toMatch(/\/logo\/\?v=\d+$/);
    expect((await upload(reader, path, [{ field: 'file', name: 'l.png', data: png(300, 100, 500) }])).statusCode).toBe(403);
  });

  it('financial: create (currency and IBAN required), Active/New badge, errors.error, edit', async () => {
    const path = `/merchant/${ge}/settings/financial/`;
    const empty = await owner.post(path, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toEqual([['settlement_currency', 'field is required'], ['iban', 'field is required']]);
    expect(typeof empty.json().errors.error).toBe('string');
    const badIban = await owner.post(path, { settlement_currency: 'GEL', iban: 'GE29NB0000000101904918' });
    expect(badIban.json().error).toEqual([['iban', 'Enter a valid IBAN']]);
    expect((await owner.post(path, { settlement_currency: 'EUR', iban: 'GE29NB0000000101904917' })).json().error).toEqual([['settlement_currency', 'field is required']]);
    const created = await owner.post(path, { settlement_currency: 'USD', iban: 'GE29 NB00 0000 0101 9049 17' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ status: 'New', settlement_status: null, iban: 'GE29NB0000000101904917', multi_currency: true });
    const id = created.json().id as number;
    await t.db.updateTable('merchant_financial_accounts' as never).set({ settlement_status: 'active' } as never).where('id' as never, '=', id as never).execute();
    const list = (await owner.get(path)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ status: 'Active', data: [{ name: 'settlement_currency', value: 'USD' }, { name: 'iban', value: 'GE29NB0000000101904917' }] });
    expect(list.choices.settlement_currency).toEqual([{ value: 'GEL', label: 'GEL' }, { value: 'USD', label: 'USD' }]);
    expect((await owner.get(`/merchant/${ge}/settings/basic/`)).json().settlement_accounts).toEqual([{ country: 'GE', settlement_currency: 'USD', iban: 'GE29NB0000000101904917' }]);
    expect((await owner.get(`${path}${id}/`)).json().status).toBe('Active');
    const edited = await owner.post(`${path}${id}/`, { settlement_currency: 'GEL', iban: 'GE29NB0000000101904917' });
    expect(edited.json()).toMatchObject({ settlement_currency: 'GEL', status: 'New' });
    expect((await owner.get(`/merchant/${ua}/settings/financial/${id}/`)).statusCode).toBe(404);
    expect((await owner.get(`/merchant/${ua}/settings/financial/`)).json().multi_currency).toBe(false);
  });

  it('contract: groups, missing mandatory group, upload checked by content, download, delete', async () => {
    const path = `/merchant/${ua}/settings/contract/`;
    const before = (await owner.get(path)).json();
    expect(before.groups.map((g: { missing: boolean }) => g.missing)).toEqual([true, true, false]);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 0x20)]);
    const up = await upload(owner, `${path}upload/1/`, [{ field: 'file', name: 'contract.pdf', data: pdf, type: 'application/pdf' }]);
    expect(up.statusCode).toBe(200);
    const fileId = up.json().id as number;
    const fake = await upload(owner, `${path}upload/1/`, [{ field: 'file', name: 'contract.pdf', data: Buffer.from('MZ\x90\x00 not a pdf'), type: 'application/pdf' }]);
    expect(fake.json().error).toBe('Only PDF, PNG, JPG, DOC or DOCX files are accepted.');
    expect((await upload(owner, `${path}upload/9/`, [{ field: 'file', name: 'a.pdf', data: pdf }])).statusCode).toBe(404);
    const after = (await owner.get(path)).json();
    expect(after.groups[0]).toMatchObject({ file_type_id: 1, mandatory: true, missing: false, files: [{ id: fileId, name: 'contract.pdf' }] });
    expect(after.data.find((r: { file_id: number }) => r.file_id === fileId)).toMatchObject({ status: 'uploaded', can_delete: true });
    const dl = await owner.get(`${path}1/get/?id=${fileId}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('attachment');
    expect(dl.rawPayload.equals(pdf)).toBe(true);
    expect((await owner.get(`${path}2/get/?id=${fileId}`)).statusCode).toBe(404);
    expect((await owner.post(`${path}1/delete/`, { id: 999999 })).json().error).toBe('File delete error');
    const del = await owner.post(`${path}1/delete/`, { id: fileId });
    expect(del.json()).toEqual({ message: 'File delete success' });
    expect((await owner.get(path)).json().groups[0].missing).toBe(true);
  });

  it('payment methods: Google Pay environment, Apple Pay certificates (password never returned), toggle', async () => {
    const base = `/merchant/${ge}/payment-methods/`;
    expect((await owner.get(`${base}list/`)).json().data.map((m: { type: string; enabled: boolean }) => [m.type, m.enabled])).toEqual([['google', false], ['apple', false]]);
    expect((await owner.post(`${base}google-pay/`, { environment: 'STAGING' })).json().error).toEqual([['environment', 'field is required']]);
    expect((await owner.post(`${base}google-pay/`, { enabled: true, environment: 'PRODUCTION' })).json()).toEqual({ enabled: true, environment: 'PRODUCTION' });
    expect((await owner.get(`${base}google-pay/`)).json()).toEqual({ enabled: true, environment: 'PRODUCTION' });
    expect((await owner.post(`${base}google/`, {})).json()).toEqual({ result: 'ok', enabled: false });

    expect((await owner.post(`${base}apple/`, { enabled: true })).json().error).toBe('Error method activation switch');
    expect((await upload(owner, `${base}apple-pay/cert/pfx/`, [{ field: 'merch_pem_cert', name: 'a.pem', data: Buffer.from(CERT) }])).json().error).toEqual([['cert_type', 'field is required']]);
    expect((await upload(owner, `${base}apple-pay/cert/pem/`, [{ field: 'merch_pem_cert', name: 'a.pem', data: Buffer.from('hello') }])).json().error).toBe('Only PEM, CRT or KEY files are accepted.');
    const one = await upload(owner, `${base}apple-pay/cert/pem/?slot=merch_pem_cert`, [{ field: 'file', name: 'a.pem', data: Buffer.from(CERT) }]);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ cert_type: 'pem', certificate_exists: false, validity: 'valid', subject: { commonName: 'merchant.test.apple' } });
    await upload(owner, `${base}apple-pay/cert/pem/`, [{ field: 'proc_pem_cert', name: 'b.pem', data: Buffer.from(CERT) }]);
    const apple = (await owner.get(`${base}apple-pay/`)).json();
    expect(apple).toMatchObject({ certificate_exists: true, validity: 'valid' });
    expect(apple.valid_before).toMatch(/^2036-/);

    // p12: the password is stored encrypted, answered only as has_password.
    const p12 = Buffer.concat([Buffer.from([0x30, 0x82, 0x01, 0x00]), Buffer.alloc(256, 1)]);
    const secret = 'Sup3r-secret-p12';
    const r = await upload(owner, `${base}apple-pay/cert/p12/`, [{ field: 'merch_p12_cert', name: 'm.p12', data: p12 }], { merch_p12_password: secret });
    expect(r.statusCode).toBe(200);
    expect(JSON.stringify(r.json())).not.toContain(secret);
    expect(r.json().files).toEqual(expect.arrayContaining([expect.objectContaining({ slot: 'merch_p12_cert', has_password: true })]));
    await upload(owner, `${base}apple-pay/cert/p12/`, [{ field: 'proc_p12_cert', name: 'p.p12', data: p12 }]);
    expect((await owner.get(`${base}apple-pay/`)).json().certificate_exists).toBe(false);
    // The form's submit: its values without a file, multipart like the uploads (spec 002); JSON is refused.
    const json = await owner.post(`${base}apple-pay/cert/p12/`, { proc_p12_password: 'Another-1' });
    expect([json.statusCode, json.json()]).toEqual([415, { error: 'This call takes a file upload (multipart/form-data), not JSON.' }]);
    const pw = await upload(owner, `${base}apple-pay/cert/p12/`, [], { cert_type: 'p12', proc_p12_password: 'Another-1' });
    expect(pw.json()).toMatchObject({ certificate_exists: true, cert_type: 'p12' });
    const stored = await t.db.selectFrom('merchant_apple_certs' as never).select('password_enc' as never).execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect((await owner.post(`${base}apple/`, {})).json()).toEqual({ result: 'ok', enabled: true });
    expect((await upload(owner, `${base}apple-pay/cert/pem/`, [], { cert_type: 'x' })).json().error).toEqual([['cert_type', 'field is required']]);
    expect((await upload(owner, `${base}apple-pay/cert/pem/`, [], { cert_type: 'pem' })).statusCode).toBe(200);
    // The form's submit with nothing to send (the path carries the type): an empty multipart body.
    expect((await upload(owner, `${base}apple-pay/cert/pem/`, [])).json()).toMatchObject({ cert_type: 'pem' });
  });

  it('permissions: list, add (existing user notified, new user invited), edit, remove, no privilege, self', async () => {
    const base = `/merchant/${ge}/permissions/`;
    const list = (await owner.get(base)).json();
    expect(list.data.map((u: { email: string }) => u.email)).toEqual(['owner@test.local', 'reader@test.local']);
    const me = list.data.find((u: { email: string }) => u.email === 'owner@test.local');
    expect(me.can_edit).toBe(false);
    expect(me.privileges).toBe('Full access');
    owner.cookies.set('lang', 'uk');
    expect((await owner.get(base)).json().data[0].privileges).toBe('Повний доступ');
    owner.cookies.delete('lang');
    expect(list.data[1]).toMatchObject({ can_edit: true, full_name: 'Test User', views: { settings: { perm: 'read' } } });
    expect((await reader.get(base)).json().data.every((u: { can_edit: boolean }) => !u.can_edit)).toBe(true);

    expect((await owner.post(`${base}add/`, { email: 'stranger@test.local' })).json().error).toBe('Choose at least one privilege');
    expect((await owner.post(`${base}add/`, { read_transactions: true })).json().error).toEqual([['email', 'field is required']]);
    expect((await owner.post(`${base}add/`, { email: 'bad@', read_transactions: true })).json().error).toEqual([['email', 'Enter a valid email address']]);
    const added = await owner.post(`${base}add/`, { email: 'Stranger@test.local', read_transactions: true, edit_reports: true });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ email: 'stranger@test.local', invited: false, views: { transactions: { perm: 'read' }, reports: { perm: 'edit' } } });
    expect(added.json().privileges).toBe('Edit: Reports · Read: Transactions');
    expect((await lastMail(owner, 'stranger@test.local'))?.subject).toMatch(/You were given access to/);
    expect((await owner.post(`${base}add/`, { email: 'stranger@test.local', read_transactions: true })).json().error).toEqual([['email', 'This user already has access to the merchant']]);

    const invited = await owner.post(`${base}add/`, { email: 'new.person@test.local', read_settings: true });
    expect(invited.json()).toMatchObject({ invited: true, full_name: 'Name unspecified' });
    expect((await lastMail(owner, 'new.person@test.local'))?.text).toMatch(/\/account\/invite\/[A-Za-z0-9_-]+/);

    const strangerId = added.json().id as number;
    const info = (await owner.get(`${base}${strangerId}/`)).json();
    expect(info).toMatchObject({ email: 'stranger@test.local', read_transactions: true, edit_transactions: false, edit_reports: true, read_reports: true });
    const edited = await owner.post(`${base}${strangerId}/`, { email: 'other@x.test', read_settings: true });
    expect(edited.json()).toMatchObject({ email: 'stranger@test.local', views: { settings: { perm: 'read' } } });
    expect(Object.keys(edited.json().views)).toEqual(['settings']);
    expect((await owner.post(`${base}${strangerId}/`, {})).json().error).toBe('Choose at least one privilege');
    expect((await owner.post(`${base}${me.id}/`, { read_settings: true })).statusCode).toBe(403);
    expect((await owner.post(`${base}${me.id}/remove/`, {})).statusCode).toBe(403);
    expect((await owner.post(`${base}${strangerId}/remove/`, {})).json()).toEqual({});
    expect((await owner.get(`${base}${strangerId}/`)).statusCode).toBe(404);
    expect((await owner.get(`${base}add/`)).json()).toMatchObject({ email: '', read_settings: false });
  });

  it('permissions: what the tab grants is what the server enforces', async () => {
    const base = `/merchant/${ua}/permissions/`;
    const stranger = await signedIn('stranger@test.local');
    expect((await stranger.post(`/merchant/${ua}/settings/basic/`, { name_en: 'Kyiv', url: 'https://k.example' })).statusCode).toBe(403);
    const id = (await owner.get(base)).json().data.find((u: { email: string }) => u.email === 'stranger@test.local').id;
    expect((await owner.post(`${base}${id}/`, { edit_settings: true })).statusCode).toBe(200);
    expect((await stranger.post(`/merchant/${ua}/settings/basic/`, { name_en: 'Kyiv Books', url: 'https://k.example' })).statusCode).toBe(200);
    expect((await stranger.get(`/merchant/${ua}/payment-methods/list/`)).statusCode).toBe(200);
    expect((await stranger.get(base)).statusCode).toBe(403); // no permissions view granted
    await owner.post(`${base}${id}/remove/`, {});
    // no merchant left at all: demo mode (409), as requireMerchant answers for any merchant call
    expect((await stranger.get(`/merchant/${ua}/settings/basic/`)).statusCode).toBe(409);
    // a reader cannot grant what it does not hold (nor anything: permissions edit is needed)
    expect((await reader.post(`/merchant/${ge}/permissions/add/`, { email: 'x@test.local', read_settings: true })).statusCode).toBe(403);
  });

  it('permissions copy and transfer from another merchant; Users not found', async () => {
    const info = (await owner.get(`/merchant/${ua}/permissions/copy/`)).json();
    expect(info.merchants).toEqual([{ value: ge, label: expect.any(String) }]);
    const fromGe = (await owner.get(`/merchant/${ua}/permissions/copy/?from=${ge}`)).json();
    const readerRow = fromGe.users.find((u: { email: string }) => u.email === 'reader@test.local');
    expect(readerRow.label).toBe('Test User, e-mail reader@test.local');
    expect((await owner.post(`/merchant/${ua}/permissions/copy/`, { from_merchant: ge, users: ['999999'], mode: 'transfer' })).json().error).toBe('Users not found');
    const moved = await owner.post(`/merchant/${ua}/permissions/copy/`, { from_merchant: ge, users: [String(readerRow.id)], mode: 'transfer' });
    expect(moved.json()).toEqual({ copied: 1 });
    const r = (await owner.get(`/merchant/${ua}/permissions/${readerRow.id}/`)).json();
    expect(r).toMatchObject({ read_settings: true, edit_settings: false });
    const ownerId = (await owner.get(`/merchant/${ua}/permissions/`)).json().data.find((u: { email: string }) => u.email === 'owner@test.local').id;
    expect((await owner.post(`/merchant/${ua}/permissions/copy/`, { from_merchant: ge, users: [String(readerRow.id)], mode: 'copy', source_user: ownerId })).json()).toEqual({ copied: 1 });
    expect((await owner.get(`/merchant/${ua}/permissions/${readerRow.id}/`)).json().edit_settings).toBe(true);
    expect((await reader.get(`/merchant/${ua}/permissions/copy/?from=${ge}`)).statusCode).toBe(200);
    const lonely = await createMerchant(t.db, 'Lonely Shop', 'GE', ['GEL']);
    await t.db.insertInto('merchant_users').values({ user_id: ownerId, merchant_id: lonely, view: 'permissions', level: 'edit' }).execute();
    const none = (await owner.get(`/merchant/${ua}/permissions/copy/?from=${lonely}`)).json();
    expect(none).toMatchObject({ users: [], message: 'Users not found' });
    expect((await owner.get(`/merchant/${ua}/permissions/copy/?from=999999`)).statusCode).toBe(404);
  });

  it('permissions copy: the GET gives the form its choices; the POST requires a field that has choices', async () => {
    const info = (await owner.get(`/merchant/${ua}/permissions/copy/`)).json();
    expect(info.users).toEqual([]);
    expect(info.source_users).toContainEqual({ value: expect.any(Number), label: expect.stringMatching(/, e-mail owner@test\.local$/) });
    const fromGe = (await owner.get(`/merchant/${ua}/permissions/copy/?from=${ge}`)).json();
    expect(fromGe.users.length).toBeGreaterThan(0);
    expect((await owner.post(`/merchant/${ua}/permissions/copy/`, { mode: 'transfer' })).json()).toEqual({ error: [['from_merchant', 'field is required']] });
    expect((await owner.post(`/merchant/${ua}/permissions/copy/`, { mode: 'transfer', from_merchant: ge })).json()).toEqual({ error: [['users', 'field is required']] });
    const user = String(fromGe.users[0].id);
    expect((await owner.post(`/merchant/${ua}/permissions/copy/`, { mode: 'copy', from_merchant: ge, users: [user] })).json()).toEqual({ error: [['source_user', 'field is required']] });
  });

  it('merchant delete: settings and permissions edit and the password; the merchant leaves every list', async () => {
    const doomed = await createMerchant(t.db, 'Doomed Shop', 'GE', ['GEL']);
    const ownerId = (await t.db.selectFrom('users').select('id').where('email', '=', 'owner@test.local').executeTakeFirstOrThrow()).id;
    const readerId = (await t.db.selectFrom('users').select('id').where('email', '=', 'reader@test.local').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('merchant_users').values([
      { user_id: ownerId, merchant_id: doomed, view: 'settings', level: 'edit' }, { user_id: ownerId, merchant_id: doomed, view: 'permissions', level: 'edit' },
      { user_id: readerId, merchant_id: doomed, view: 'settings', level: 'edit' },
    ]).execute();
    expect((await reader.post(`/merchant/${doomed}/delete/`, { password: PASSWORD })).statusCode).toBe(403);
    const bare = await owner.post(`/merchant/${doomed}/delete/`, {});
    expect([bare.statusCode, bare.json()]).toEqual([400, { error: [['password', 'field is required']] }]);
    const wrong = await owner.post(`/merchant/${doomed}/delete/`, { password: 'Not-the-password-1' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: [['password', 'Incorrect password']] }]);
    expect((await owner.get('/merchant/list/')).json().data.map((m: { id: number }) => m.id)).toContain(doomed);
    expect((await owner.post(`/merchant/${doomed}/delete/`, { password: PASSWORD })).json()).toEqual({ message: 'Merchant deleted' });
    expect((await owner.get('/merchant/list/')).json().data.map((m: { id: number }) => m.id)).not.toContain(doomed);
    expect((await owner.get(`/merchant/${doomed}/`)).statusCode).toBe(404);
  });

  it('merchant delete with two-step login on: the password, then the code; wrong passwords slow this session only', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const doomed = await createMerchant(t.db, 'Doomed Two-step Shop', 'GE', ['GEL']);
    await createUser(t.db, { email: 'two-step.owner@test.local', password: PASSWORD, mfaSecret: secret, merchants: [{ id: doomed, level: 'edit' }] });
    const c = t.client();
    expect((await c.login('two-step.owner@test.local', PASSWORD)).json()).toEqual({ state: 'need mfa' });
    expect((await c.post('/account/login/two_factor/', { otp: totpCode(secret) })).json()).toEqual({ state: 'ok' });
    const path = `/merchant/${doomed}/delete/`;
    for (let i = 0; i < 5; i++) expect((await c.post(path, { password: 'Not-the-password-1', otp: '123456' })).json()).toEqual({ error: [['password', 'Incorrect password']] });
    // The session's own counter waits; the account's sign-in is not held (from a known device or not).
    const paused = await c.post(path, { password: PASSWORD });
    expect([paused.statusCode, paused.json()]).toEqual([429, { error: 'Too many attempts. Try again in 1 seconds.' }]);
    expect((await t.client().login('two-step.owner@test.local', PASSWORD)).json()).toEqual({ state: 'need mfa' });
    await new Promise((r) => setTimeout(r, 1100));
    const noCode = await c.post(path, { password: PASSWORD });
    expect([noCode.statusCode, noCode.json()]).toEqual([400, { error: 'Enter the code from your authenticator app.', err_code: 'otp required' }]);
    // The sign-in spent this period's code (a code works once): the delete takes the next period's.
    const code = totpCode(secret, Date.now() + 30_000);
    const badCode = await c.post(path, { password: PASSWORD, otp: String((Number(code) + 1) % 1_000_000).padStart(6, '0') });
    expect([badCode.statusCode, badCode.json()]).toEqual([400, { error: [['otp', 'Invalid code']] }]);
    expect((await c.get('/merchant/list/')).json().data.map((m: { id: number }) => m.id)).toEqual([doomed]);
    expect((await c.post(path, { password: PASSWORD, otp: code })).json()).toEqual({ message: 'Merchant deleted' });
    expect((await t.db.selectFrom('merchants').select('status').where('id', '=', doomed).executeTakeFirstOrThrow()).status).toBe('deleted');
  });
});
