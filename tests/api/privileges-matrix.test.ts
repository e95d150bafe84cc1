// Every merchant-scoped call of merchant settings (and /merchant/status/, /merchant/{id}/, the company
// profile calls of the merchant's company) x
// {owner, edit user, read-only user, transactions-only delegate, user of another merchant, signed out}:
// 200 / 403 / 404 / 401. The delegate holds the merchant without its settings: every call here, the
// company's profile, individuals and documents too, answers him 403.
// Each case runs on a fresh merchant, so destructive calls (remove, delete) do not affect the next.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { VIEWS } from '../../server/merchant/views.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { png } from './images.ts';
import { multipart } from './multipart.ts';

const PASSWORD = 'Merchant-pass-1';
type Role = 'owner' | 'editor' | 'reader' | 'txReader' | 'other' | 'signedOut';
const ROLES: Role[] = ['signedOut', 'other', 'txReader', 'reader', 'editor', 'owner'];
const SIGNED_IN = ['owner', 'editor', 'reader', 'txReader', 'other'] as const;
type Ctx = { m: number; target: number; file: number; account: number; company: number; individual: number; companyFile: number };
type Call = { name: string; method: 'GET' | 'POST'; path: (c: Ctx) => string; body?: unknown; multipart?: () => { payload: Buffer; headers: Record<string, string> }; view: 'settings' | 'permissions'; level: 'read' | 'edit'; alsoPermissionsEdit?: boolean };

function pngMultipart(): { payload: Buffer; headers: Record<string, string> } {
  const b = 'mxboundary';
  return {
    payload: Buffer.concat([Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png(560, 200), Buffer.from(`\r\n--${b}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
}
function pdfMultipart() {
  const b = 'mxboundary';
  return {
    payload: Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 test\r\n--${b}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
}

const M = (c: Ctx) => `/merchant/${c.m}/`;
const CALLS: Call[] = [
  { name: 'GET /merchant/{id}/', method: 'GET', path: M, view: 'settings', level: 'read' },
  { name: 'GET /merchant/status/?merchant=', method: 'GET', path: (c) => `/merchant/status/?merchant=${c.m}`, view: 'settings', level: 'read' },
  ...(['basic', 'notification', 'payment', 'customization'] as const).flatMap((s): Call[] => [
    { name: `GET settings/${s}/`, method: 'GET', path: (c) => `${M(c)}settings/${s}/`, view: 'settings', level: 'read' },
    {
      name: `POST settings/${s}/`, method: 'POST', path: (c) => `${M(c)}settings/${s}/`, view: 'settings', level: 'edit',
      body: { basic: { name_en: 'Shop', url: 'https://shop.example' }, notification: { email_notification_lang: 'en' }, payment: { default_order_lifetime: 60, autocapture_interval: 5 }, customization: {} }[s],
    },
  ]),
  { name: 'POST settings/customization/logo/', method: 'POST', path: (c) => `${M(c)}settings/customization/logo/`, multipart: pngMultipart, view: 'settings', level: 'edit' },
  { name: 'GET settings/financial/', method: 'GET', path: (c) => `${M(c)}settings/financial/`, view: 'settings', level: 'read' },
  { name: 'POST settings/financial/', method: 'POST', path: (c) => `${M(c)}settings/financial/`, body: { settlement_currency: 'GEL', iban: 'GE29NB0000000101904917' }, view: 'settings', level: 'edit' },
  { name: 'GET settings/financial/{id}/', method: 'GET', path: (c) => `${M(c)}settings/financial/${c.account}/`, view: 'settings', level: 'read' },
  { name: 'POST settings/financial/{id}/', method: 'POST', path: (c) => `${M(c)}settings/financial/${c.account}/`, body: { settlement_currency: 'GEL', iban: 'GE29NB0000000101904917' }, view: 'settings', level: 'edit' },
  { name: 'GET settings/contract/', method: 'GET', path: (c) => `${M(c)}settings/contract/`, view: 'settings', level: 'read' },
  { name: 'POST settings/contract/upload/{type}/', method: 'POST', path: (c) => `${M(c)}settings/contract/upload/1/`, multipart: pdfMultipart, view: 'settings', level: 'edit' },
  { name: 'GET settings/contract/{type}/get/', method: 'GET', path: (c) => `${M(c)}settings/contract/1/get/?id=${c.file}`, view: 'settings', level: 'read' },
  { name: 'POST settings/contract/{type}/delete/', method: 'POST', path: (c) => `${M(c)}settings/contract/1/delete/`, body: 'file', view: 'settings', level: 'edit' },
  { name: 'GET payment-methods/list/', method: 'GET', path: (c) => `${M(c)}payment-methods/list/`, view: 'settings', level: 'read' },
  { name: 'POST payment-methods/{type}/', method: 'POST', path: (c) => `${M(c)}payment-methods/google/`, body: {}, view: 'settings', level: 'edit' },
  { name: 'GET payment-methods/google-pay/', method: 'GET', path: (c) => `${M(c)}payment-methods/google-pay/`, view: 'settings', level: 'read' },
  { name: 'POST payment-methods/google-pay/', method: 'POST', path: (c) => `${M(c)}payment-methods/google-pay/`, body: { environment: 'TEST' }, view: 'settings', level: 'edit' },
  { name: 'GET payment-methods/apple-pay/', method: 'GET', path: (c) => `${M(c)}payment-methods/apple-pay/`, view: 'settings', level: 'read' },
  { name: 'POST payment-methods/apple-pay/cert/{type}/', method: 'POST', path: (c) => `${M(c)}payment-methods/apple-pay/cert/pem/`, multipart: () => multipart([], { cert_type: 'pem' }), view: 'settings', level: 'edit' },
  { name: 'GET permissions/', method: 'GET', path: (c) => `${M(c)}permissions/`, view: 'permissions', level: 'read' },
  { name: 'GET permissions/add/', method: 'GET', path: (c) => `${M(c)}permissions/add/`, view: 'permissions', level: 'read' },
  { name: 'POST permissions/add/', method: 'POST', path: (c) => `${M(c)}permissions/add/`, body: 'newUser', view: 'permissions', level: 'edit' },
  { name: 'GET permissions/{id}/', method: 'GET', path: (c) => `${M(c)}permissions/${c.target}/`, view: 'permissions', level: 'read' },
  { name: 'POST permissions/{id}/', method: 'POST', path: (c) => `${M(c)}permissions/${c.target}/`, body: { read_transactions: true }, view: 'permissions', level: 'edit' },
  { name: 'POST permissions/{id}/remove/', method: 'POST', path: (c) => `${M(c)}permissions/${c.target}/remove/`, body: {}, view: 'permissions', level: 'edit' },
  { name: 'GET permissions/copy/', method: 'GET', path: (c) => `${M(c)}permissions/copy/`, view: 'permissions', level: 'read' },
  { name: 'POST permissions/copy/', method: 'POST', path: (c) => `${M(c)}permissions/copy/`, body: 'copy', view: 'permissions', level: 'edit' },
  { name: 'POST delete/', method: 'POST', path: (c) => `${M(c)}delete/`, body: { password: PASSWORD }, view: 'settings', level: 'edit', alsoPermissionsEdit: true },
  // Company profile of the case merchant's company: seen through the merchant, edited with its settings edit.
  ...companyCalls(),
];

function companyCalls(): Call[] {
  const C = (c: Ctx) => `/company_profile/${c.company}/`;
  const director = { type: 'director', given_name: 'Nino', surname: 'Beridze', date_of_birth: '1985-04-12', citizenship: 'GE', id_document_type: 'passport' };
  // The individual's form is multipart (the form engine sends its values as text fields).
  const directorForm = () => multipart([], director);
  return [
    { name: 'GET /company_profile/{c}/', method: 'GET', path: C, view: 'settings', level: 'read' },
    { name: 'GET /company_profile/{c}/basic/', method: 'GET', path: (c) => `${C(c)}basic/`, view: 'settings', level: 'read' },
    { name: 'POST /company_profile/{c}/basic/', method: 'POST', path: (c) => `${C(c)}basic/`, body: { company_name: 'Case LLC', entity_value: '123', country: 'GE', jurtype: 'llc' }, view: 'settings', level: 'edit' },
    { name: 'GET /company_profile/{c}/docs/', method: 'GET', path: (c) => `${C(c)}docs/`, view: 'settings', level: 'read' },
    { name: 'GET /company_profile/{c}/contracts/', method: 'GET', path: (c) => `${C(c)}contracts/`, view: 'settings', level: 'read' },
    { name: 'POST /company_profile/{c}/contracts/upload/{type}/', method: 'POST', path: (c) => `${C(c)}contracts/upload/1/`, multipart: pdfMultipart, view: 'settings', level: 'edit' },
    { name: 'GET /company_profile/{c}/docs/{type}/get/', method: 'GET', path: (c) => `${C(c)}docs/1/get/?id=${c.companyFile}`, view: 'settings', level: 'read' },
    { name: 'POST /company_profile/{c}/docs/{type}/delete/', method: 'POST', path: (c) => `${C(c)}docs/1/delete/`, body: 'companyFile', view: 'settings', level: 'edit' },
    { name: 'GET /company_profile/{c}/individuals/', method: 'GET', path: (c) => `${C(c)}individuals/?type=director`, view: 'settings', level: 'read' },
    { name: 'GET /company_profile/{c}/individuals/add/', method: 'GET', path: (c) => `${C(c)}individuals/add/?type=ubo`, view: 'settings', level: 'read' },
    { name: 'POST /company_profile/{c}/individuals/add/', method: 'POST', path: (c) => `${C(c)}individuals/add/`, multipart: directorForm, view: 'settings', level: 'edit' },
    { name: 'GET /company_profile/{c}/individuals/{id}/', method: 'GET', path: (c) => `${C(c)}individuals/${c.individual}/`, view: 'settings', level: 'read' },
    { name: 'POST /company_profile/{c}/individuals/{id}/save/', method: 'POST', path: (c) => `${C(c)}individuals/${c.individual}/save/`, multipart: directorForm, view: 'settings', level: 'edit' },
    { name: 'POST /company_profile/{c}/individuals/{id}/files/upload/{field}/', method: 'POST', path: (c) => `${C(c)}individuals/${c.individual}/files/upload/passport_scan/`, multipart: pdfMultipart, view: 'settings', level: 'edit' },
    { name: 'POST /company_profile/{c}/individuals/{id}/delete/', method: 'POST', path: (c) => `${C(c)}individuals/${c.individual}/delete/`, body: {}, view: 'settings', level: 'edit' },
  ];
}

function expected(call: Call, role: Role): number {
  if (role === 'signedOut') return 401;
  if (role === 'other') return 404;
  if (role === 'owner') return 200;
  if (role === 'txReader') return 403;
  if (role === 'reader') return call.level === 'read' ? 200 : 403;
  // editor: edit on everything except permissions (read only)
  if (call.alsoPermissionsEdit) return 403;
  return call.view === 'permissions' && call.level === 'edit' ? 403 : 200;
}

describe.each(BACKENDS)('privileges matrix on %s', (backend) => {
  let t: TestApp;
  const users: Partial<Record<Role, number>> = {};
  const clients: Partial<Record<Role, Client>> = {};
  let source: number; // another merchant whose users can be copied (all roles but 'other' hold permissions read on it)
  let sourceUser: number;
  let n = 0;

  async function grant(db: Db, user: number, merchant: number, levels: Record<string, 'read' | 'edit'>) {
    await db.insertInto('merchant_users').values(Object.entries(levels).map(([view, level]) => ({ user_id: user, merchant_id: merchant, view, level }))).execute();
  }
  const all = (level: 'read' | 'edit') => Object.fromEntries(VIEWS.map((v) => [v, level]));

  async function freshCase(): Promise<Ctx> {
    n++;
    const m = await createMerchant(t.db, `Case ${n}`, 'GE', ['GEL']);
    await grant(t.db, users.owner!, m, all('edit'));
    await grant(t.db, users.editor!, m, { ...all('edit'), permissions: 'read' });
    await grant(t.db, users.reader!, m, all('read'));
    await grant(t.db, users.txReader!, m, { transactions: 'read' });
    const target = await createUser(t.db, { email: `target${n}@test.local` }); // no password: scrypt is slow on purpose
    await grant(t.db, target, m, { transactions: 'read' });
    const account = (await t.db.insertInto('merchant_financial_accounts' as never).values({ merchant_id: m, country: 'GE', currency: 'GEL', settlement_currency: 'GEL', iban: 'GE29NB0000000101904917' } as never).returning('id' as never).executeTakeFirstOrThrow() as { id: number }).id;
    const up = await clients.owner!.request({ method: 'POST', url: `/api/v2/merchant/${m}/settings/contract/upload/1/`, ...pdfMultipart() });
    const company = (await t.db.insertInto('companies').values({ company_name: `Case ${n} LLC`, country: 'GE', jurtype: 'llc', status: 'active' }).returning('id').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('merchants').set({ company_id: company }).where('id', '=', m).execute();
    const individual = (await t.db.insertInto('company_individuals' as never).values({ company_id: company, type: 'director', given_name: 'A', surname: 'B', data: '{}' } as never).returning('id' as never).executeTakeFirstOrThrow() as { id: number }).id;
    const doc = await clients.owner!.request({ method: 'POST', url: `/api/v2/company_profile/${company}/docs/upload/1/`, ...pdfMultipart() });
    return { m, target, account, file: up.json().id as number, company, individual, companyFile: doc.json().id as number };
  }

  beforeAll(async () => {
    t = await startApp(backend);
    const otherMerchant = await createMerchant(t.db, 'Other Shop', 'GE', ['GEL']);
    source = await createMerchant(t.db, 'Source Shop', 'GE', ['GEL']);
    for (const role of SIGNED_IN) {
      users[role] = await createUser(t.db, { email: `${role.toLowerCase()}@test.local`, password: PASSWORD });
      const c = t.client();
      clients[role] = c;
    }
    await grant(t.db, users.other!, otherMerchant, all('edit'));
    for (const role of ['owner', 'editor', 'reader'] as const) await grant(t.db, users[role]!, source, { permissions: 'read' });
    sourceUser = await createUser(t.db, { email: 'source.user@test.local', password: PASSWORD });
    await grant(t.db, sourceUser, source, { reports: 'read' });
    for (const role of SIGNED_IN) expect((await clients[role]!.login(`${role}@test.local`, PASSWORD)).statusCode).toBe(200);
    clients.signedOut = await t.client().prime();
  }, 120_000);
  afterAll(() => t.close());

  for (const call of CALLS) {
    it(call.name, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const role of ROLES) {
        const ctx = await freshCase();
        const c = clients[role]!;
        let body = call.body;
        if (body === 'file') body = { id: ctx.file };
        if (body === 'companyFile') body = { id: ctx.companyFile };
        if (body === 'newUser') body = { email: `new.${role}.${ctx.m}@test.local`, read_transactions: true };
        if (body === 'copy') body = { from_merchant: source, users: [String(sourceUser)], mode: 'transfer' };
        const url = `/api/v2${call.path(ctx)}`;
        const res = call.multipart
          ? await c.request({ method: 'POST', url, ...call.multipart() })
          : call.method === 'GET' ? await c.request({ method: 'GET', url }) : await c.request({ method: 'POST', url, payload: body as object });
        got[role] = res.statusCode;
        want[role] = expected(call, role);
        if (res.statusCode === 401) expect(res.json()).toMatchObject({ error: 'Authentication required' });
        if (res.statusCode === 403) expect(res.json()).toEqual({ error: 'Permission denied' });
        if (res.statusCode === 404) expect(res.json()).toEqual({ error: 'Not found' });
      }
      expect(got).toEqual(want);
    });
  }
});
