// Company profile calls (spec 002 s.7 "Company profile"): My Businesses, basic profile, documents
// and contracts, individuals with their files; good and bad input, access (401, 404, 403, 409,
// CSRF), uploads checked by size and content; on both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { jpeg, png } from './images.ts';

const PASSWORD = 'Company-pass-1';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 0x20)]);
const PNG = png(1200, 800);
const EXE = Buffer.from('MZ\x90\x00 not a document');

function multipart(files: Array<{ field: string; name: string; data: Buffer }>, fields: Record<string, string> = {}) {
  const boundary = `----co${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const send = (c: Client, path: string, files: Parameters<typeof multipart>[0], fields?: Record<string, string>) =>
  c.request({ method: 'POST', url: `/api/v2${path}`, ...multipart(files, fields) });
/** An individual's form as the form engine sends it (the call is multipart): its values as text fields, no files. */
const individual = (c: Client, path: string, values: Record<string, unknown>, csrf?: false) => c.request({
  method: 'POST', url: `/api/v2${path}`, csrf,
  ...multipart([], Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]))),
});

const DIRECTOR = { type: 'director', given_name: 'Nino', middle_name: '', surname: 'Beridze', date_of_birth: '1985-04-12', citizenship: 'GE', id_document_type: 'passport', id_document_number: '13AB45678', position: 'CEO' };

describe.each(BACKENDS)('companies on %s', (backend) => {
  let t: TestApp;
  let company: number;
  let foreign: number;
  let owner: Client;
  let reader: Client;
  let stranger: Client;
  let delegate: Client;
  let newcomer: Client;
  let signedOut: Client;

  const signedIn = async (email: string): Promise<Client> => {
    const c = t.client();
    expect((await c.login(email, PASSWORD)).statusCode).toBe(200);
    return c;
  };
  const newCompany = async (name: string) => (await t.db.insertInto('companies').values({ company_name: name, country: 'GE', jurtype: 'llc', status: 'active' })
    .returning('id').executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await startApp(backend);
    company = await newCompany('Tbilisi Coffee LLC');
    foreign = await newCompany('Other Trading LLC');
    const ge = await createMerchant(t.db, 'Tbilisi Coffee', 'GE', ['GEL']);
    const ge2 = await createMerchant(t.db, 'Tbilisi Tea', 'GE', ['GEL']);
    const other = await createMerchant(t.db, 'Other Shop', 'GE', ['GEL']);
    await t.db.updateTable('merchants').set({ company_id: company }).where('id', 'in', [ge, ge2]).execute();
    await t.db.updateTable('merchants').set({ company_id: foreign }).where('id', '=', other).execute();
    await createUser(t.db, { email: 'owner@test.local', password: PASSWORD, merchants: [{ id: ge, level: 'edit' }, { id: ge2, level: 'read' }] });
    await createUser(t.db, { email: 'reader@test.local', password: PASSWORD, merchants: [{ id: ge, level: 'read' }] });
    await createUser(t.db, { email: 'stranger@test.local', password: PASSWORD, merchants: [{ id: other, level: 'edit' }] });
    await createUser(t.db, { email: 'newcomer@test.local', password: PASSWORD });
    const delegateId = await createUser(t.db, { email: 'delegate@test.local', password: PASSWORD });
    await t.db.insertInto('merchant_users').values({ user_id: delegateId, merchant_id: ge, view: 'transactions', level: 'edit' }).execute();
    [owner, reader, stranger, delegate, newcomer] = await Promise.all(['owner', 'reader', 'stranger', 'delegate', 'newcomer'].map((u) => signedIn(`${u}@test.local`)));
    signedOut = await t.client().prime();
  }, 60_000);
  afterAll(() => t.close());

  it('My Businesses: the companies of the user\'s merchants, once each, paged and searchable', async () => {
    const list = await owner.get('/company_profile/?limit=5');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ id: company, company: company, company_name: 'Tbilisi Coffee LLC', country: 'GE', jurtype: 'llc', status: 'active', can_edit: true })]);
    expect(list.json().paginator).toMatchObject({ page: 1, pages: 1, limit: 5, count: 1 });
    expect((await reader.get('/company_profile/')).json().data).toEqual([expect.objectContaining({ id: company, can_edit: false })]);
    expect((await stranger.get('/company_profile/')).json().data.map((c: { id: number }) => c.id)).toEqual([foreign]);
    expect((await owner.get('/company_profile/?query_words=tea')).json().data).toEqual([]);
    expect((await owner.get('/company_profile/?query_words=coffee')).json().data).toHaveLength(1);
    expect((await newcomer.get('/company_profile/')).json().data).toEqual([]);
    expect((await delegate.get('/company_profile/')).json()).toMatchObject({ data: [], paginator: { count: 0 } });
    expect((await signedOut.get('/company_profile/')).statusCode).toBe(401);
  });

  it('a delegate without the settings view (transactions only) reads and writes nothing of the company: 403', async () => {
    const base = `/company_profile/${company}/`;
    const person = (await individual(owner, `${base}individuals/add/`, { ...DIRECTOR, surname: 'Delegated' })).json();
    const doc = (await send(owner, `${base}docs/upload/1/`, [{ field: 'file', name: 'reg.pdf', data: PDF }])).json();
    const file = (await send(owner, `${base}individuals/${person.id}/files/upload/passport_scan/`, [{ field: 'file', name: 'p.pdf', data: PDF }])).json();
    const reads = ['', 'basic/', 'docs/', 'contracts/', `docs/1/get/?id=${doc.id}`, 'individuals/', 'individuals/add/?type=ubo',
      `individuals/${person.id}/`, `individuals/${person.id}/files/passport_scan/get/?id=${file.id}`];
    for (const path of reads) expect([path, (await delegate.get(`${base}${path}`)).json()]).toEqual([path, { error: 'Permission denied' }]);
    const writes: Array<[string, unknown]> = [['basic/', { company_name: 'Taken LLC', country: 'GE', jurtype: 'llc' }],
      [`docs/1/delete/`, { id: doc.id }], [`individuals/${person.id}/files/passport_scan/delete/`, { id: file.id }], [`individuals/${person.id}/delete/`, {}]];
    for (const [path, body] of writes) expect([path, (await delegate.post(`${base}${path}`, body)).json()]).toEqual([path, { error: 'Permission denied' }]);
    for (const path of ['individuals/add/', `individuals/${person.id}/save/`]) {
      expect([path, (await individual(delegate, `${base}${path}`, DIRECTOR)).json()]).toEqual([path, { error: 'Permission denied' }]);
    }
    const upload = await send(delegate, `${base}contracts/upload/1/`, [{ field: 'file', name: 'c.pdf', data: PDF }]);
    expect(upload.json()).toEqual({ error: 'Permission denied' });
    // Nothing changed: the person, the name and the files are as the owner left them.
    expect((await owner.get(`${base}individuals/${person.id}/`)).json()).toMatchObject({ surname: 'Delegated', files: { passport_scan: [{ id: file.id }] } });
    expect((await owner.get(`${base}docs/`)).json().groups[0].files).toEqual([expect.objectContaining({ id: doc.id })]);
    expect((await owner.post(`${base}docs/1/delete/`, { id: doc.id })).json()).toEqual({ message: 'File delete success' });
    expect((await owner.post(`${base}individuals/${person.id}/delete/`, {})).json()).toEqual({ message: 'Individual deleted' });
  });

  it('profile and basic: read by anyone who sees the company; foreign and missing alike 404; demo mode 409; signed out 401', async () => {
    const info = await reader.get(`/company_profile/${company}/`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ company_name: 'Tbilisi Coffee LLC', can_edit: false, tabs: [{ id: 'basic' }, { id: 'documents' }, { id: 'contracts' }, { id: 'individuals' }] });
    expect(info.json().merchants.map((m: { name: string }) => m.name)).toEqual(['Tbilisi Coffee']);
    expect((await owner.get(`/company_profile/${company}/basic/`)).json()).toMatchObject({ company_name: 'Tbilisi Coffee LLC', entity_value: '', phone: '', status: 'active', can_edit: true });
    const foreignReply = await owner.get(`/company_profile/${foreign}/basic/`);
    const missingReply = await owner.get('/company_profile/999999/basic/');
    expect([foreignReply.statusCode, missingReply.statusCode]).toEqual([404, 404]);
    expect(foreignReply.json()).toEqual(missingReply.json());
    expect((await owner.get('/company_profile/abc/')).statusCode).toBe(404);
    expect((await newcomer.get(`/company_profile/${company}/`)).json()).toEqual({ demo_mode: true, error: 'You are still in DEMO mode' });
    expect((await signedOut.get(`/company_profile/${company}/basic/`)).statusCode).toBe(401);
  });

  it('basic save: form rules with field messages, status read-only, the name reaches the merchants; 403 read-only, CSRF', async () => {
    const path = `/company_profile/${company}/basic/`;
    const good = { company_name: 'Tbilisi Coffee Group LLC', entity_value: '405123456', registration_address: '12 Rustaveli Ave, Tbilisi', phone: '+995322123456', vat_number: 'GE405123456', country: 'GE', jurtype: 'llc', status: 'blocked' };
    const saved = await owner.post(path, good);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...good, status: 'active' });
    expect((await owner.get('/merchant/list/')).json().data.map((m: { company_name: string }) => m.company_name)).toContain('Tbilisi Coffee Group LLC');
    const bad = await owner.post(path, { ...good, company_name: '', phone: '12', vat_number: 'GE 405', country: 'XX', entity_value: '#1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.arrayContaining([
      ['company_name', 'field is required'], ['phone', 'Enter a valid phone'], ['vat_number', 'field must match pattern'], ['country', 'field is required'], ['entity_value', 'field must match pattern'],
    ]));
    expect((await owner.post(path, { ...good, company_name: 'x'.repeat(151) })).json().error).toEqual([['company_name', 'value is to long']]);
    expect((await owner.get(path)).json().company_name).toBe('Tbilisi Coffee Group LLC');
    expect((await reader.post(path, good)).json()).toEqual({ error: 'Permission denied' });
    expect((await stranger.post(path, good)).statusCode).toBe(404);
    const noCsrf = await owner.post(path, good, false);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toEqual({ error: 'CSRF token missing or incorrect' });
    expect((await signedOut.post(path, good)).statusCode).toBe(401);
  });

  for (const [kind, groups] of [['docs', 3], ['contracts', 2]] as const) {
    it(`${kind}: groups (mandatory missing), upload checked by content and size, download, delete`, async () => {
      const path = `/company_profile/${company}/${kind}/`;
      const before = (await owner.get(path)).json();
      expect(before.groups).toHaveLength(groups);
      expect(before.groups[0]).toMatchObject({ file_type_id: 1, mandatory: true, missing: true, status: 'missing', files: [] });
      expect(before.data[0]).toMatchObject({ company, type: 1, status: 'missing', file_id: null, can_delete: false });
      const up = await send(owner, `${path}upload/1/`, [{ field: 'file', name: 'reg.pdf', data: PDF }]);
      expect(up.statusCode).toBe(200);
      const id = up.json().id as number;
      expect(up.json()).toMatchObject({ name: 'reg.pdf', url: `/api/v2${path}1/get/?id=${id}` });
      expect((await send(owner, `${path}upload/1/`, [{ field: 'file', name: 'reg.pdf', data: EXE }])).json()).toEqual({ error: 'Only PDF, PNG, JPG, DOC or DOCX files are accepted.' });
      const big = await send(owner, `${path}upload/1/`, [{ field: 'file', name: 'big.pdf', data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) }]);
      expect(big.json()).toEqual({ error: 'The file is larger than 10 MB.' });
      expect((await send(owner, `${path}upload/9/`, [{ field: 'file', name: 'a.pdf', data: PDF }])).statusCode).toBe(404);
      expect((await send(reader, `${path}upload/1/`, [{ field: 'file', name: 'a.pdf', data: PDF }])).statusCode).toBe(403);
      expect((await send(stranger, `${path}upload/1/`, [{ field: 'file', name: 'a.pdf', data: PDF }])).statusCode).toBe(404);
      const after = (await reader.get(path)).json();
      expect(after.groups[0]).toMatchObject({ missing: false, status: 'uploaded', files: [{ id, name: 'reg.pdf' }] });
      expect(after.data.find((r: { file_id: number }) => r.file_id === id)).toMatchObject({ status: 'uploaded', can_delete: false });
      const dl = await reader.get(`${path}1/get/?id=${id}`);
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-type']).toBe('application/pdf');
      expect(dl.headers['content-disposition']).toContain('attachment');
      expect(dl.rawPayload.equals(PDF)).toBe(true);
      expect((await owner.get(`${path}2/get/?id=${id}`)).statusCode).toBe(404);
      expect((await stranger.get(`${path}1/get/?id=${id}`)).statusCode).toBe(404);
      expect((await reader.post(`${path}1/delete/`, { id })).statusCode).toBe(403);
      expect((await owner.post(`${path}1/delete/`, { id: 999999 })).json()).toEqual({ error: 'File delete error' });
      expect((await owner.post(`${path}1/delete/`, { file_id: id })).json()).toEqual({ message: 'File delete success' });
      expect((await owner.get(path)).json().groups[0].missing).toBe(true);
      expect((await owner.get(`${path}1/get/?id=${id}`)).statusCode).toBe(404);
    });
  }

  it('individuals: add (choices required when they exist), list by type, info with choices, save, delete', async () => {
    const base = `/company_profile/${company}/individuals/`;
    const blank = (await owner.get(`${base}add/?type=ubo`)).json();
    expect(blank).toMatchObject({ type: 'ubo', given_name: '', ownership_percent: '', files: { passport_scan: [], proof_of_address: [] } });
    expect(blank.choices.citizenship).toContainEqual({ value: 'GE', label: 'Georgia' });
    expect(blank.choices.id_document_type.map((c: { value: string }) => c.value)).toEqual(['passport', 'id_card', 'residence_permit']);
    expect((await owner.get(`${base}add/?type=chief`)).statusCode).toBe(400);

    const noChoice = await individual(owner, `${base}add/`, { ...DIRECTOR, citizenship: '', id_document_type: 'driving_licence' });
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json().error).toEqual(expect.arrayContaining([['citizenship', 'field is required'], ['id_document_type', 'field is required']]));
    const noName = await individual(owner, `${base}add/`, { ...DIRECTOR, given_name: '', date_of_birth: '1985-13-40' });
    expect(noName.json().error).toEqual(expect.arrayContaining([['given_name', 'field is required'], ['date_of_birth', 'Enter a valid date']]));
    expect((await individual(owner, `${base}add/`, { ...DIRECTOR, type: 'chief' })).json().error).toEqual([['type', 'field is required']]);
    const ubo = { ...DIRECTOR, type: 'ubo', given_name: 'Giorgi', surname: 'Kapanadze', position: undefined };
    expect((await individual(owner, `${base}add/`, { ...ubo, ownership_percent: 0 })).json().error).toEqual([['ownership_percent', 'field is lower than 1']]);
    expect((await individual(owner, `${base}add/`, { ...ubo })).json().error).toEqual([['ownership_percent', 'field is required']]);
    expect((await individual(reader, `${base}add/`, DIRECTOR)).statusCode).toBe(403);

    const added = await individual(owner, `${base}add/`, DIRECTOR);
    expect(added.statusCode).toBe(200);
    const director = added.json();
    // The calls are multipart (their endpoint file, the API description): a JSON body is refused.
    for (const path of ['add/', `${director.id}/save/`]) {
      const json = await owner.post(`${base}${path}`, DIRECTOR);
      expect([json.statusCode, json.json()]).toEqual([415, { error: 'This call takes a file upload (multipart/form-data), not JSON.' }]);
    }
    expect(director).toMatchObject({ type: 'director', company, full_name: 'Nino Beridze', citizenship: 'GE', position: 'CEO', files: { passport_scan: [] } });
    const owned = await individual(owner, `${base}add/`, { ...ubo, ownership_percent: 60 });
    expect(owned.json()).toMatchObject({ type: 'ubo', ownership_percent: 60 });

    expect((await reader.get(base)).json().data.map((p: { full_name: string }) => p.full_name)).toEqual(['Nino Beridze', 'Giorgi Kapanadze']);
    const directors = (await reader.get(`${base}?type=director`)).json().data;
    expect(directors).toEqual([expect.objectContaining({ id: director.id, type: 'director', type_label: 'Director', can_edit: false, is_director: true, files_count: 0 })]);
    expect((await owner.get(`${base}?type=nobody`)).statusCode).toBe(400);

    const info = (await reader.get(`${base}${director.id}/`)).json();
    expect(info).toMatchObject({ given_name: 'Nino', date_of_birth: '1985-04-12', id_document_type: 'passport', choices: { citizenship: expect.any(Array) } });
    expect((await stranger.get(`${base}${director.id}/`)).statusCode).toBe(404);
    expect((await owner.get(`/company_profile/${foreign}/individuals/${director.id}/`)).statusCode).toBe(404);
    expect((await owner.get(`${base}999999/`)).statusCode).toBe(404);

    const saved = await individual(owner, `${base}${director.id}/save/`, { ...DIRECTOR, type: 'ubo', surname: 'Beridze-Lomidze', middle_name: 'G.' });
    expect(saved.json()).toMatchObject({ type: 'director', full_name: 'Nino G. Beridze-Lomidze' });
    expect((await individual(owner, `${base}${director.id}/save/`, { ...DIRECTOR, citizenship: 'XX' })).json().error).toEqual([['citizenship', 'field is required']]);
    expect((await individual(reader, `${base}${director.id}/save/`, DIRECTOR)).statusCode).toBe(403);
    expect((await individual(owner, `${base}${director.id}/save/`, DIRECTOR, false)).statusCode).toBe(403);

    expect((await reader.post(`${base}${owned.json().id}/delete/`, {})).statusCode).toBe(403);
    expect((await owner.post(`${base}${owned.json().id}/delete/`, {})).json()).toEqual({ message: 'Individual deleted' });
    expect((await owner.get(`${base}${owned.json().id}/`)).statusCode).toBe(404);
    expect((await signedOut.get(base)).statusCode).toBe(401);
  });

  it('individuals: multipart save with values and files; file upload, download and delete; wrong type and oversize refused', async () => {
    const base = `/company_profile/${company}/individuals/`;
    const fields = { ...DIRECTOR, type: 'authorized' } as Record<string, string>;
    // As the form engine sends it: the attachment field's file names as text, the files under the same name.
    const created = await send(owner, `${base}add/`, [{ field: 'passport_scan', name: 'passport.pdf', data: PDF }], { ...fields, passport_scan: 'passport.pdf' });
    expect(created.statusCode).toBe(200);
    const person = created.json();
    expect(person).toMatchObject({ type: 'authorized', position: 'CEO', files: { passport_scan: [{ name: 'passport.pdf' }], proof_of_address: [] } });

    // An owner's form has no position: a director's field sent with it is refused, never dropped.
    const withPosition = await send(owner, `${base}add/`, [], { ...DIRECTOR, type: 'ubo', ownership_percent: '25' });
    expect(withPosition.statusCode).toBe(400);
    expect(withPosition.json().error).toEqual([['position', 'This field is not part of the form']]);
    const { position: _position, ...named } = DIRECTOR;
    const ubo = await send(owner, `${base}add/`, [], { ...named, type: 'ubo', ownership_percent: '25' });
    expect(ubo.json()).toMatchObject({ type: 'ubo', ownership_percent: 25 });

    const saved = await send(owner, `${base}${person.id}/save/`, [{ field: 'proof_of_address', name: 'bill.png', data: PNG }], { ...fields, position: 'Attorney' });
    expect(saved.json()).toMatchObject({ position: 'Attorney', files: { passport_scan: [{ name: 'passport.pdf' }], proof_of_address: [{ name: 'bill.png' }] } });
    const badFile = await send(owner, `${base}${person.id}/save/`, [{ field: 'passport_scan', name: 'p.pdf', data: EXE }], fields);
    expect(badFile.json().error).toEqual([['passport_scan', 'Only PDF, PNG or JPG files are accepted.']]);
    const bigFile = await send(owner, `${base}${person.id}/save/`, [{ field: 'passport_scan', name: 'p.pdf', data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) }], fields);
    expect(bigFile.json().error).toEqual([['passport_scan', 'The file is larger than 10 MB.']]);
    const missing = await send(owner, `${base}${person.id}/save/`, [{ field: 'passport_scan', name: 'p.pdf', data: PDF }], { ...fields, id_document_type: '' });
    expect(missing.json().error).toEqual([['id_document_type', 'field is required']]);
    // a refused save stores nothing
    expect((await owner.get(`${base}${person.id}/`)).json().files.passport_scan).toHaveLength(1);

    const up = await send(owner, `${base}${person.id}/files/upload/passport_scan/`, [{ field: 'file', name: 'back.jpg', data: jpeg(1200, 800) }]);
    expect(up.statusCode).toBe(200);
    expect((await send(owner, `${base}${person.id}/files/upload/selfie/`, [{ field: 'file', name: 'a.pdf', data: PDF }])).statusCode).toBe(404);
    expect((await send(owner, `${base}${person.id}/files/upload/passport_scan/`, [{ field: 'file', name: 'a.pdf', data: EXE }])).json()).toEqual({ error: 'Only PDF, PNG or JPG files are accepted.' });
    expect((await send(reader, `${base}${person.id}/files/upload/passport_scan/`, [{ field: 'file', name: 'a.pdf', data: PDF }])).statusCode).toBe(403);
    const dl = await reader.get(`${base}${person.id}/files/passport_scan/get/?id=${up.json().id}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('image/jpeg');
    expect((await stranger.get(`${base}${person.id}/files/passport_scan/get/?id=${up.json().id}`)).statusCode).toBe(404);
    expect((await owner.get(`${base}${person.id}/files/proof_of_address/get/?id=${up.json().id}`)).statusCode).toBe(404);
    expect((await owner.post(`${base}${person.id}/files/passport_scan/delete/`, { id: 0 })).json()).toEqual({ error: 'File delete error' });
    expect((await owner.post(`${base}${person.id}/files/passport_scan/delete/`, { id: up.json().id })).json()).toEqual({ message: 'File delete success' });
    expect((await owner.get(`${base}${person.id}/`)).json().files.passport_scan.map((f: { name: string }) => f.name)).toEqual(['passport.pdf']);
    expect((await owner.get(`${base}?type=authorized`)).json().data[0].files_count).toBe(2);

    const before = Number((await t.db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect((await owner.post(`${base}${person.id}/delete/`, {})).statusCode).toBe(200);
    const after = Number((await t.db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(before - after).toBe(2);
  });
});
