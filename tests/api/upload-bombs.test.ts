// Decompression bombs among document uploads (company documents and contracts, the merchant
// contract; an individual's files for images): a DOCX (ZIP) whose entries inflate past 50 MB, honestly declared
// or behind a header that under-declares them, entries sharing one packed stream, too many entries;
// a PNG or JPEG claiming more pixels than a viewer can decode. Refused with a message, nothing stored;
// a whole document and a large real-sized scan pass. Built in memory (tests/api/zips.ts, images.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { jpeg, png } from './images.ts';
import { docx, textEntry, zerosEntry, zip, type ZipEntry } from './zips.ts';

const PASSWORD = 'Uploads-pass-1';
const TOO_LARGE = { error: 'The file unpacks to more than 50 MB.' };
const DAMAGED = { error: 'The file is damaged or packed in a way that cannot be checked.' };

function multipart(field: string, name: string, data: Buffer, fields: Record<string, string> = {}) {
  const b = `----bomb${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), data, Buffer.from(`\r\n--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

/** A form's values without a file (the individual's form is multipart). */
function formOnly(fields: Record<string, string>) {
  const b = `----form${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return { payload: Buffer.from(`${parts.join('')}--${b}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

describe.each(BACKENDS)('upload bombs on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  let merchant: number;
  let company: number;
  let person: number;
  let bomb: ZipEntry;
  const send = (path: string, data: Buffer, name = 'doc.docx') => owner.request({ method: 'POST', url: `/api/v2${path}`, ...multipart('file', name, data) });
  const stored = async () => Number((await t.db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startApp(backend);
    merchant = await createMerchant(t.db, 'Bomb Shop', 'GE', ['GEL']);
    company = (await t.db.insertInto('companies').values({ company_name: 'Bomb LLC', country: 'GE', jurtype: 'llc', status: 'active' }).returning('id').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('merchants').set({ company_id: company }).where('id', '=', merchant).execute();
    await createUser(t.db, { email: 'bomb.owner@test.local', password: PASSWORD, merchants: [{ id: merchant, level: 'edit' }] });
    owner = t.client();
    expect((await owner.login('bomb.owner@test.local', PASSWORD)).statusCode).toBe(200);
    const director = { type: 'director', given_name: 'Nino', surname: 'Beridze', date_of_birth: '1985-04-12', citizenship: 'GE', id_document_type: 'passport' };
    const added = await owner.request({ method: 'POST', url: `/api/v2/company_profile/${company}/individuals/add/`, ...formOnly(director) });
    expect(added.statusCode, added.body).toBe(200);
    person = added.json().id;
    bomb = await zerosEntry('word/document.xml', 256);
  }, 120_000);
  afterAll(() => t.close());

  it('a whole DOCX is stored and comes back byte for byte', async () => {
    const file = docx();
    const up = await send(`/company_profile/${company}/docs/upload/1/`, file);
    expect(up.statusCode).toBe(200);
    const dl = await owner.get(`/company_profile/${company}/docs/1/get/?id=${up.json().id}`);
    expect(dl.headers['content-type']).toBe('application/zip');
    expect(dl.rawPayload.equals(file)).toBe(true);
  });

  it('a DOCX inflating to 256 MiB is refused, declared honestly or behind a lying header', async () => {
    const before = await stored();
    const honest = zip([textEntry('[Content_Types].xml', '<Types/>'), bomb]);
    expect(honest.length).toBeLessThan(1024 * 1024);
    // Every call that takes a DOCX (an individual's files are PDF, PNG or JPG only).
    const paths = [`/company_profile/${company}/docs/upload/1/`, `/company_profile/${company}/contracts/upload/1/`, `/merchant/${merchant}/settings/contract/upload/1/`];
    for (const path of paths) {
      const res = await send(path, honest);
      expect([path, res.statusCode, res.json()]).toEqual([path, 400, TOO_LARGE]);
    }
    // The header claims 1000 bytes: inflation stops right past them.
    const started = Date.now();
    const lying = await send(paths[0], zip([bomb], { declare: { 'word/document.xml': 1000 } }));
    expect([lying.statusCode, lying.json()]).toEqual([400, DAMAGED]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await stored()).toBe(before);
  });

  it('entries sharing one packed stream, entries cut short and too many entries are refused', async () => {
    const path = `/company_profile/${company}/docs/upload/1/`;
    // 2000 entries of 20 KiB each (40 MB declared, within the cap) over one 40-byte stream.
    const shared = zip([textEntry('a.xml', 'x'.repeat(20 * 1024))], { shareFirst: 1999 });
    expect((await send(path, shared)).json()).toEqual(DAMAGED);
    const whole = textEntry('a.xml', 'y'.repeat(5000));
    expect((await send(path, zip([{ ...whole, packed: whole.packed.subarray(0, whole.packed.length - 4) }]))).json()).toEqual(DAMAGED);
    expect((await send(path, zip([whole], { declare: { 'a.xml': 6000 } }))).json()).toEqual(DAMAGED);
    const empty = (i: number): ZipEntry => ({ name: `e${i}`, packed: Buffer.alloc(0), size: 0, crc: 0, method: 0 });
    expect((await send(path, zip(Array.from({ length: 5001 }, (_, i) => empty(i))))).json()).toEqual({ error: 'The file packs more than 5000 parts.' });
    expect((await send(path, zip(Array.from({ length: 50 }, (_, i) => empty(i))))).statusCode).toBe(200);
    // No end record: not a whole ZIP.
    const cut = docx();
    expect((await send(path, cut.subarray(0, cut.length - 22))).json()).toEqual(DAMAGED);
  });

  it('a PNG or JPEG claiming 60000 x 60000 px (or over 50 megapixels) or unreadable is refused; a 12-megapixel scan or motion photo passes', async () => {
    const before = await stored();
    const docs = `/company_profile/${company}/docs/upload/2/`;
    expect((await send(docs, png(60000, 60000), 'scan.png')).json()).toEqual({ error: 'The image must be at most 16384 x 16384 px.' });
    expect((await send(`/merchant/${merchant}/settings/contract/upload/1/`, jpeg(60000, 60000), 'scan.jpg')).json()).toEqual({ error: 'The image must be at most 16384 x 16384 px.' });
    expect((await send(`/company_profile/${company}/individuals/${person}/files/upload/passport_scan/`, png(10000, 10000), 'p.png')).json())
      .toEqual({ error: 'The image must be at most 50 megapixels.' });
    // The individual's form save names the field.
    const form = { type: 'director', given_name: 'Nino', surname: 'Beridze', date_of_birth: '1985-04-12', citizenship: 'GE', id_document_type: 'passport', passport_scan: 'p.jpg' };
    const save = await owner.request({ method: 'POST', url: `/api/v2/company_profile/${company}/individuals/${person}/save/`, ...multipart('passport_scan', 'p.jpg', jpeg(60000, 60000), form) });
    expect(save.json()).toEqual({ error: [['passport_scan', 'The image must be at most 16384 x 16384 px.']] });
    const junk = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(500, 7)]);
    expect((await send(docs, junk, 'scan.png')).json()).toEqual({ error: 'The image cannot be read: it is not a whole PNG or JPG image.' });
    expect(await stored()).toBe(before);
    expect((await send(docs, jpeg(4000, 3000), 'scan.jpg')).statusCode).toBe(200);
    // A phone's motion photo: a clip after the JPEG's end.
    expect((await send(docs, Buffer.concat([jpeg(4032, 3024), Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(4000, 1)]), 'photo.jpg')).statusCode).toBe(200);
  });
});
