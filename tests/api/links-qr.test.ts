// QR codes of payment links (issue 12 item 5): every generated code decodes, with a QR decoder
// (jsQR), to exactly the link's URL: the PNG and the SVG rendered by Chromium, plain (level L) and
// svg mode (level H) with and without the merchant's logo covering the centre; minimum version 4;
// the SVG download is the same code. A button's codes (its checkout address) come from the same calls.
import { chromium, type Browser } from 'playwright-core';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrVersion } from '../../server/links/qr.ts';
import { createMerchant, createUser, PUBLIC_URL, startApp, type Client, type TestApp } from './helpers.ts';

const B = '/merchant/payment-solutions';

type Pixels = { width: number; height: number; rgba: Buffer };

function decode(p: Pixels): { data: string; version: number } | null {
  const found = jsQR(new Uint8ClampedArray(p.rgba.buffer, p.rgba.byteOffset, p.rgba.length), p.width, p.height);
  return found ? { data: found.data, version: found.version } : null;
}

describe('link QR codes decode to the link URL', () => {
  let t: TestApp;
  let owner: Client;
  let browser: Browser;
  let merchant: number;
  let other: number;

  /** An image as Chromium draws it through <img> (as the portal shows it) on a white canvas with a margin. */
  async function draw(src: string, size?: number): Promise<Pixels> {
    const page = await browser.newPage();
    const out = await page.evaluate(async ({ src, size }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const w = size ?? img.naturalWidth;
      const h = size ?? img.naturalHeight;
      const canvas = document.createElement('canvas');
      canvas.width = w + 40;
      canvas.height = h + 40;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#fff';
      g.fillRect(0, 0, canvas.width, canvas.height);
      g.drawImage(img, 20, 20, w, h);
      const data = g.getImageData(0, 0, canvas.width, canvas.height).data;
      let bin = '';
      for (let i = 0; i < data.length; i += 8192) bin += String.fromCharCode(...data.subarray(i, i + 8192));
      return { width: canvas.width, height: canvas.height, rgba: btoa(bin) };
    }, { src, size });
    await page.close();
    return { width: out.width, height: out.height, rgba: Buffer.from(out.rgba, 'base64') };
  }
  const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

  /** A real 300 x 300 PNG logo drawn by Chromium: a dark square with a light ring, a mark that hides modules. */
  async function logoPng(): Promise<Buffer> {
    const page = await browser.newPage();
    const url = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 300;
      c.height = 300;
      const g = c.getContext('2d')!;
      g.fillStyle = 'rgb(20,40,90)';
      g.fillRect(0, 0, 300, 300);
      g.strokeStyle = 'rgb(240,200,60)';
      g.lineWidth = 30;
      g.beginPath();
      g.arc(150, 150, 105, 0, Math.PI * 2);
      g.stroke();
      return c.toDataURL('image/png');
    });
    await page.close();
    return Buffer.from(url.split(',')[1], 'base64');
  }

  const newLink = async (description: string) => {
    const res = await owner.post(`${B}/links/${merchant}/create/`, { amount: '99.90', currency: 'GEL', description });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().invoice as { id: number; url: string };
  };

  beforeAll(async () => {
    t = await startApp('pglite');
    merchant = await createMerchant(t.db, 'QR Shop');
    other = await createMerchant(t.db, 'Other QR Shop');
    await createUser(t.db, { email: 'qr@links.test', password: 'secret-pass-1', merchants: [{ id: merchant, level: 'edit' }] });
    owner = t.client();
    await owner.login('qr@links.test', 'secret-pass-1');
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('plain is level L, svg level H with cover 25; minimum version 4, or more when the data needs it', () => {
    expect(qrVersion('https://a.test/x', 'plain')).toBe(4);
    const long = `https://portal.example/checkout/link/${'x'.repeat(150)}`;
    expect(qrVersion(long, 'svg')).toBeGreaterThan(4);
  });

  it('without a logo: PNG and rendered SVG of both modes decode to the URL', async () => {
    const link = await newLink('no logo');
    const qr = (await owner.get(`${B}/links/${link.id}/qr/`)).json();
    expect(qr).toMatchObject({ url: link.url, has_logo: false, plain: { error_correction: 'L', cover: 0, size: 1000, quiet: 1, module_size: 15, version: 4 },
      svg: { error_correction: 'H', cover: 25 } });
    expect(qr.svg.version).toBe(Math.max(4, qrVersion(link.url, 'svg')));
    for (const mode of ['plain', 'svg'] as const) {
      expect(decode(await draw(qr[mode].png))?.data, `${mode} png`).toBe(link.url);
      const rendered = decode(await draw(svgSrc(qr[mode].svg), 1000));
      expect(rendered?.data, `${mode} svg`).toBe(link.url);
      expect(rendered?.version).toBe(qr[mode].version);
    }
  });

  it('with the merchant\'s logo: the svg mode shows it in the centre and still decodes; downloads are the same codes', async () => {
    const b = 'qrb';
    const payload = Buffer.concat([Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`), await logoPng(), Buffer.from(`\r\n--${b}--\r\n`)]);
    const up = await owner.request({ method: 'POST', url: `/api/v2${B}/${merchant}/qr_logo/`, payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } });
    expect(up.statusCode, up.body).toBe(200);
    const link = await newLink('with logo');
    const qr = (await owner.get(`${B}/links/${link.id}/qr/`)).json();
    expect(qr.has_logo).toBe(true);
    expect(qr.svg.svg).toContain('<image');
    expect(qr.plain.svg).not.toContain('<image');
    for (const mode of ['plain', 'svg'] as const) {
      expect(decode(await draw(svgSrc(qr[mode].svg), 1000))?.data, `${mode} svg`).toBe(link.url);
      const file = await owner.get(`${B}/links/${link.id}/qr/${mode}/download/`);
      expect(file.headers['content-type']).toBe('image/svg+xml');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="payment-link-qr-${mode}.svg"`);
      expect(decode(await draw(svgSrc(file.body), 1000))?.data, `${mode} download`).toBe(link.url);
    }
    // The cover really hides modules: the centre of the rendered code is the logo's dark square.
    const img = await draw(svgSrc(qr.svg.svg), 1000);
    const centre = (520 * img.width + 520) * 4;
    expect([img.rgba[centre], img.rgba[centre + 1], img.rgba[centre + 2]]).toEqual([20, 40, 90]);
    expect((await owner.get(`${B}/links/${link.id}/qr/other/download/`)).statusCode).toBe(404);
  });

  it('a button\'s QR codes (PNG, rendered SVG and downloads, with the logo) decode to its checkout address', async () => {
    const made = await owner.post(`${B}/buttons/${merchant}/create/`, { name: 'QR tea', amount: '4.00', currency: 'GEL', button_type: 'purchase', lang: 'en' });
    expect(made.statusCode, made.body).toBe(200);
    const { id, alias } = made.json() as { id: number; alias: string };
    const url = `${PUBLIC_URL}/checkout/button/${alias}`;
    const qr = (await owner.get(`${B}/buttons/${merchant}/qr/${id}/`)).json();
    expect(qr).toMatchObject({ url, has_logo: true, plain: { error_correction: 'L', cover: 0 }, svg: { error_correction: 'H', cover: 25 } });
    for (const mode of ['plain', 'svg'] as const) {
      expect(decode(await draw(qr[mode].png))?.data, `${mode} png`).toBe(url);
      expect(decode(await draw(svgSrc(qr[mode].svg), 1000))?.data, `${mode} svg`).toBe(url);
      const file = await owner.get(`${B}/buttons/${merchant}/qr/${id}/${mode}/download/`);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="payment-button-qr-${mode}.svg"`);
      expect(decode(await draw(svgSrc(file.body), 1000))?.data, `${mode} download`).toBe(url);
    }
    // Another merchant's button, or an unknown one, has no QR for this user.
    expect((await owner.get(`${B}/buttons/${merchant}/qr/${id + 999}/`)).statusCode).toBe(404);
    expect((await owner.get(`${B}/buttons/${other}/qr/${id}/`)).statusCode).toBe(404);
  });
});
