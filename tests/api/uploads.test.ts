// Uploads (issue 10 items 9, 11, 15): every multipart route answers a broken or oversized body with
// 400 and an upload message (never 5xx or 413), limits fields, field size, parts and files; the
// profile image is checked by content, pixel width and bytes; a JSON call refuses multipart (415).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCertificate } from '../../server/cashbox/seed.ts';
import { BACKENDS, type Client } from './helpers.ts';
import { jpeg, png } from './images.ts';
import { multipart } from './multipart.ts';
import { insertPayment, START_TIMEOUT, startWorld, type World } from './payments-fixtures.ts';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);
const PEM = Buffer.from('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n');
const MALFORMED = 'The upload is incomplete or malformed.';

type Part = { name: string; value: string | Buffer; filename?: string };
const BOUNDARY = '----up7e3';
const CONTENT_TYPE = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function body(parts: Part[], end = true): Buffer {
  const out: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    out.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`),
      Buffer.from(p.value), Buffer.from('\r\n'));
  }
  if (end) out.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(out);
}

const send = (c: Client, url: string, payload: Buffer, headers: Record<string, string> = CONTENT_TYPE) =>
  c.request({ method: 'POST', url, payload, headers });

describe.each(BACKENDS)('uploads on %s', (backend) => {
  let w: World;
  /** Route pattern -> a URL of it this owner may upload to, the file field and a file it accepts. */
  let routes: Record<string, { url: string; field: string; file: Buffer }>;

  beforeAll(async () => {
    w = await startWorld(backend);
    const company = (await w.db.insertInto('companies').values({ company_name: 'Tbilisi Coffee LLC', country: 'GE', jurtype: 'llc', status: 'active' })
      .returning('id').executeTakeFirstOrThrow()).id;
    await w.db.updateTable('merchants').set({ company_id: company }).where('id', '=', w.merchant).execute();
    // The individual's form is multipart: its values as text fields.
    const person = await w.owner.request({ method: 'POST', url: `/api/v2/company_profile/${company}/individuals/add/`, ...multipart([], {
      type: 'director', given_name: 'Nino', middle_name: '', surname: 'Beridze', date_of_birth: '1985-04-12', citizenship: 'GE',
      id_document_type: 'passport', id_document_number: '13AB45678', position: 'CEO',
    }) });
    expect(person.statusCode).toBe(200);
    const payment = await insertPayment(w.db, w.merchant);
    const dispute = (await w.db.insertInto('disputes').values({
      merchant_id: w.merchant, payment_id: payment, chargeback_id: 'cb_up', merchant_orderid: 'order_up', internal_orderid: 'int_up', email: 'buyer@example.com',
      actual_amount: 10_000, dispute_amount: 2_550, currency: 'GEL', response_deadline: '2099-12-31', dispute_date: '2026-11-01', status_name: 'Needs response',
    }).returning('id').executeTakeFirstOrThrow()).id;
    const landing = await w.owner.post('/merchant/landings/add/', { merchant: w.merchant, type: 'donations', name: 'Uploads', language: 'en' });
    expect(landing.statusCode).toBe(200);
    const m = `/api/v2/merchant/${w.merchant}`;
    const c = `/api/v2/company_profile/${company}`;
    const individual = `${c}/individuals/${person.json().id as number}`;
    routes = {
      'POST /api/v2/settings/profile_image/': { url: '/api/v2/settings/profile_image/', field: 'file', file: png(300, 100) },
      'POST /api/v2/merchant/:merchant/settings/customization/logo/': { url: `${m}/settings/customization/logo/`, field: 'file', file: png(300, 100) },
      'POST /api/v2/merchant/:merchant/settings/contract/upload/:type/': { url: `${m}/settings/contract/upload/1/`, field: 'file', file: PDF },
      'POST /api/v2/merchant/:merchant/payment-methods/apple-pay/cert/:cert_type/': { url: `${m}/payment-methods/apple-pay/cert/pem/`, field: 'merch_pem_cert', file: PEM },
      'POST /api/v2/company_profile/:company/docs/upload/:type/': { url: `${c}/docs/upload/1/`, field: 'file', file: PDF },
      'POST /api/v2/company_profile/:company/contracts/upload/:type/': { url: `${c}/contracts/upload/1/`, field: 'file', file: PDF },
      'POST /api/v2/company_profile/:company/individuals/add/': { url: `${c}/individuals/add/`, field: 'passport_scan', file: PDF },
      'POST /api/v2/company_profile/:company/individuals/:id/save/': { url: `${individual}/save/`, field: 'passport_scan', file: PDF },
      'POST /api/v2/company_profile/:company/individuals/:id/files/upload/:field/': { url: `${individual}/files/upload/passport_scan/`, field: 'file', file: PDF },
      'POST /api/v2/merchant/transactions/disputes/:id/start/': { url: `/api/v2/merchant/transactions/disputes/${dispute}/start/`, field: 'files', file: PDF },
      'POST /api/v2/merchant/landings/:merchant/edit/:id/file/upload/': {
        url: `/api/v2/merchant/landings/${w.merchant}/edit/${landing.json().landing_id as number}/file/upload/?kind=logo`, field: 'file', file: png(300, 100),
      },
      'POST /api/v2/merchant/payment-solutions/:merchant/qr_logo/': { url: `/api/v2/merchant/payment-solutions/${w.merchant}/qr_logo/`, field: 'file', file: png(300, 100) },
      'POST /api/v2/merchant/cashboxes/:merchant/certs/': { url: `/api/v2/merchant/cashboxes/${w.merchant}/certs/`, field: 'file', file: Buffer.from(testCertificate()) },
    };
  }, START_TIMEOUT);
  afterAll(async () => w?.close());

  it('the table covers every route that reads multipart', () => {
    expect([...w.app.multipartRoutes].sort()).toEqual(Object.keys(routes).sort());
  });

  it('no boundary, a truncated body or broken part headers: 400 with the upload message on every multipart route', async () => {
    for (const [route, r] of Object.entries(routes)) {
      const whole = body([{ name: 'comment', value: 'x' }, { name: r.field, value: r.file, filename: 'a.bin' }]);
      const cases: Array<[string, Buffer, Record<string, string>?]> = [
        ['no boundary', whole, { 'content-type': 'multipart/form-data' }],
        ['empty boundary', whole, { 'content-type': 'multipart/form-data; boundary=' }],
        ['cut in the file', whole.subarray(0, whole.length - 40)],
        ['cut in a header', Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`)],
        ['no closing boundary', body([{ name: r.field, value: r.file, filename: 'a.bin' }], false)],
        ['garbage', Buffer.from('\u0000\u0001 not multipart at all')],
      ];
      for (const [name, payload, headers] of cases) {
        const res = await send(w.owner, r.url, payload, headers);
        expect({ route, name, status: res.statusCode, body: res.json() }).toEqual({ route, name, status: 400, body: { error: MALFORMED } });
      }
    }
  });

  it('a body cut at any point answers 400 on every multipart route, never 5xx', async () => {
    const seen = new Map<number, number>();
    for (const [route, r] of Object.entries(routes)) {
      const whole = body([{ name: 'comment', value: 'cut' }, { name: r.field, value: r.file.subarray(0, 300), filename: 'a.bin' }]);
      for (let at = 1; at < whole.length - 1; at += 17) {
        const res = await send(w.owner, r.url, whole.subarray(0, at));
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode !== 400) expect({ route, at, status: res.statusCode, body: res.body }).toBeUndefined();
      }
    }
    expect([...seen.keys()]).toEqual([400]);
  });

  it('limits fields, field size, parts and files on every multipart route (400 with the upload message)', async () => {
    for (const [route, r] of Object.entries(routes)) {
      const file = { name: r.field, value: r.file, filename: 'a.bin' };
      const fields = Array.from({ length: 60 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
      const parts = Array.from({ length: 999 }, (_, i) => ({ name: `p${i}`, value: '' }));
      const long = [{ name: 'comment', value: 'y'.repeat(8 * 1024 + 1) }, file];
      const files = Array.from({ length: 6 }, () => file);
      const results = {
        fields: (await send(w.owner, r.url, body([...fields, file]))).json(),
        parts: (await send(w.owner, r.url, body([...parts, file]))).json(),
        long: (await send(w.owner, r.url, body(long))).json(),
        files: (await send(w.owner, r.url, body(files))).json().error as string,
      };
      expect({ route, ...results }).toEqual({
        route, fields: { error: 'Too many form fields were sent.' }, parts: { error: 'Too many form fields were sent.' },
        long: { error: 'A form field is longer than 8 KB.' }, files: expect.stringMatching(/^(Only one file|At most \d files) can be sent at once\.$/),
      });
    }
  });

  it('150 text fields of 64 KB before the file are refused at the first one', async () => {
    const fields = Array.from({ length: 150 }, (_, i) => ({ name: `f${i}`, value: 'z'.repeat(64 * 1024) }));
    const res = await send(w.owner, '/api/v2/settings/profile_image/', body([...fields, { name: 'file', value: png(300, 300), filename: 'me.png' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'A form field is longer than 8 KB.' });
  });

  it('a JSON call refuses a multipart body (415) before its handler; an unknown address stays 404', async () => {
    const res = await send(w.owner, '/api/v2/settings/personal/', body([{ name: 'first_name', value: 'Nino' }]));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'This call takes JSON, not a file upload.' });
    expect((await send(w.owner, '/api/v2/no/such/call/', body([{ name: 'a', value: 'b' }]))).statusCode).toBe(404);
  });

  describe('profile image: PNG or JPG by content, at least 280 px wide, at most 50 KB', () => {
    const url = '/api/v2/settings/profile_image/';
    const upload = (data: Buffer, filename = 'me.png') => send(w.owner, url, body([{ name: 'file', value: data, filename }]));

    it('refuses what the audit sent: a 100 px PNG and 60 KB of random bytes named .png', async () => {
      const small = await upload(png(100, 100));
      expect(small.statusCode).toBe(400);
      expect(small.json()).toEqual({ error: 'The image must be at least 280 px wide.' });
      const random = Buffer.from(Array.from({ length: 60 * 1024 }, (_, i) => (i * 7919 + 13) % 251));
      const fake = await upload(random);
      expect(fake.statusCode).toBe(400);
      expect(fake.json()).toEqual({ error: 'The file is larger than 50 KB.' });
      expect((await upload(random.subarray(0, 40 * 1024))).json()).toEqual({ error: 'Only PNG or JPG files are accepted.' });
    });

    it('checks the width, the bytes and that the image is whole', async () => {
      expect((await upload(png(279, 400))).json()).toEqual({ error: 'The image must be at least 280 px wide.' });
      expect((await upload(png(2001, 300))).json()).toEqual({ error: 'The image must be at most 2000 x 2000 px.' });
      expect((await upload(png(280, 280, 50 * 1024 + 1))).json()).toEqual({ error: 'The file is larger than 50 KB.' });
      const whole = png(300, 300);
      const unreadable = { error: 'The image cannot be read: it is not a whole PNG or JPG image.' };
      expect((await upload(whole.subarray(0, whole.length - 12))).json()).toEqual(unreadable); // no IEND: cut short
      const badCrc = Buffer.from(whole);
      badCrc.writeUInt32BE(4000, 16); // width changed after the CRC was computed
      expect((await upload(badCrc)).json()).toEqual(unreadable);
      const jpg = jpeg(640, 480);
      expect((await upload(jpg.subarray(0, jpg.length - 2), 'me.jpg')).json()).toEqual(unreadable);
      expect((await upload(Buffer.from('GIF89a'.padEnd(500, 'x')), 'me.gif')).json()).toEqual({ error: 'Only PNG or JPG files are accepted.' });
    });

    it('stores a valid PNG (280 px, exactly 50 KB) or JPEG, serves only the current one to its owner, and the personal settings name it', async () => {
      const first = await upload(png(280, 280, 50 * 1024));
      expect(first.statusCode).toBe(200);
      const firstUrl = first.json().url as string;
      expect((await w.owner.get('/settings/personal/')).json().profile_image).toBe(firstUrl);
      const second = await upload(jpeg(640, 480), 'photo.JPG');
      expect(second.statusCode).toBe(200);
      const { url } = second.json();
      const img = await w.owner.request({ method: 'GET', url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/jpeg');
      expect(img.headers['x-content-type-options']).toBe('nosniff');
      expect((await w.owner.request({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
      expect((await w.viewer.request({ method: 'GET', url })).statusCode).toBe(404);
      expect((await w.owner.get('/settings/personal/')).json().profile_image).toBe(url);
    });
  });
});
