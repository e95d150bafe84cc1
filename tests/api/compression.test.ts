// Compression: built assets are served as their precompressed brotli/gzip copies by Accept-Encoding,
// hashed files cached as immutable and index.html revalidated; JSON replies above the threshold are
// compressed on the fly, small ones are not.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/build-precompress.ts';
import { COMPRESS_MIN_BYTES, pickEncoding } from '../../server/http/compress.ts';
import { startApp, type TestApp } from './helpers.ts';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word number ${i}`))};\n`;
const HTML = `<!doctype html><title>Merchant Portal</title><body>${'<p>Merchant Portal</p>'.repeat(100)}</body>`;

async function distFixture(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'dist-compress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), HTML);
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'tiny-4d5e6f.js'), 'console.log(1)');
  expect(await precompress(dir)).toBe(2);
  return dir;
}

describe('pickEncoding', () => {
  it('prefers brotli, honours q-values and refuses identity-only', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});

describe('compression', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await distFixture();
    t = await startApp('pglite', { distDir: dist });
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves a hashed asset as brotli, gzip or plain by Accept-Encoding, cached as immutable', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 3);

    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file below 1 kB (no copy written) as it is', async () => {
    const res = await get('/assets/tiny-4d5e6f.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('serves index.html for a client route compressed and revalidated (no-cache)', async () => {
    const res = await get('/account/login', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(HTML);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(HTML);
  });

  it('compresses a JSON reply above the threshold, and not a small one', async () => {
    const plain = await get('/api/v2/localization/get/?lang=en');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body;
    expect(text.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await get('/api/v2/localization/get/?lang=en', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-length']).not.toBe(String(text.length));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);

    const gz = await get('/api/v2/localization/get/?lang=en', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(text));

    const small = await get('/api/v2/saas/', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTypeOf('object');
  });

  it('answers an unknown API path with a JSON 404, uncompressed', async () => {
    const res = await get('/api/v2/nope/', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });
});
