// server/callbacks against a canary HTTP server on 127.0.0.1: every private or special target is
// refused before any connection; only an explicit test policy lets loopback through.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyFromEnv, refusalOf } from '../../server/callbacks/address-policy.ts';
import { deliverCallback } from '../../server/callbacks/deliver.ts';
import { postJson } from '../../server/callbacks/post-json.ts';

type Hit = { method: string; url: string; body: string };
const hits: Hit[] = [];
let port = 0;
const canary = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    hits.push({ method: req.method ?? '', url: req.url ?? '', body });
    if (req.url === '/redirect') return res.writeHead(302, { location: `http://127.0.0.1:${port}/landing` }).end();
    if (req.url === '/slow') return; // never answers
    if (req.url === '/huge') return res.writeHead(200).end('x'.repeat(1024 * 1024));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});

const NONE = { allow: [] };
const LOOPBACK = { allow: ['127.0.0.1'] };

beforeAll(async () => {
  await new Promise<void>((r) => canary.listen(0, '127.0.0.1', r));
  port = (canary.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => canary.close(() => r())));

describe('callback targets', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:%p/cb'],
    ['loopback, other address of 127/8', 'http://127.8.9.10:%p/cb'],
    ['private 10/8', 'http://10.1.2.3/cb'],
    ['private 172.16/12', 'http://172.20.0.1/cb'],
    ['private 192.168/16', 'http://192.168.1.1/cb'],
    ['cloud metadata (link-local)', 'http://169.254.169.254/latest/meta-data/'],
    ['CGNAT', 'http://100.64.0.1/cb'],
    ['multicast', 'http://224.0.0.1/cb'],
    ['unspecified', 'http://0.0.0.0:%p/cb'],
    ['broadcast', 'http://255.255.255.255/cb'],
    ['IPv6 loopback', 'http://[::1]:%p/cb'],
    ['IPv6 unspecified', 'http://[::]:%p/cb'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:%p/cb'],
    ['IPv4-mapped IPv6 metadata', 'http://[::ffff:a9fe:a9fe]/cb'],
    ['NAT64 of a private address', 'http://[64:ff9b::a00:1]/cb'],
    ['IPv6 unique local', 'http://[fd00::1]/cb'],
    ['IPv6 link-local', 'http://[fe80::1]/cb'],
    ['IPv6 multicast', 'http://[ff02::1]/cb'],
    ['the name localhost', 'http://localhost:%p/cb'],
    ['decimal spelling of 127.0.0.1', 'http://2130706433:%p/cb'],
    ['hex spelling of 127.0.0.1', 'http://0x7f.0.0.1:%p/cb'],
  ])('refuses %s', async (_name, raw) => {
    const before = hits.length;
    const result = await deliverCallback(raw.replace('%p', String(port)), { order_id: 'x' }, NONE);
    expect(result.delivered).toBe(false);
    expect(result.error).toMatch(/^refused: .* is not a public address$/);
    expect(hits.length).toBe(before);
  });

  it.each([
    ['ftp scheme', 'ftp://example.com/cb', 'scheme ftp: is not allowed'],
    ['file scheme', 'file:///etc/passwd', 'scheme file: is not allowed'],
    ['credentials', 'http://user:pass@example.com/cb', 'credentials in the URL are not allowed'],
    ['garbage', 'not a url', 'not a valid URL'],
    ['a name that does not resolve', 'http://does-not-exist.invalid/cb', 'does-not-exist.invalid does not resolve'],
  ])('refuses %s', async (_name, raw, error) => {
    expect(await deliverCallback(raw, {}, NONE)).toMatchObject({ delivered: false, error: `refused: ${error}` });
  });

  it('public addresses pass the policy; the allow list takes exact addresses only', () => {
    expect(refusalOf('93.184.216.34', NONE)).toBeNull();
    expect(refusalOf('2606:2800:220:1:248:1893:25c8:1946', NONE)).toBeNull();
    expect(refusalOf('127.0.0.1', LOOPBACK)).toBeNull();
    expect(refusalOf('127.0.0.2', LOOPBACK)).toMatch(/not a public address/);
    expect(policyFromEnv({ CALLBACK_ALLOW_HOSTS: '127.0.0.1, localhost, ::1' })).toEqual({ allow: ['127.0.0.1', '::1'] });
    expect(policyFromEnv({})).toEqual({ allow: [] });
  });

  it('with the test policy a delivery reaches the canary as a JSON POST', async () => {
    const result = await deliverCallback(`http://127.0.0.1:${port}/cb`, { order_id: 'o1' }, LOOPBACK);
    expect(result).toMatchObject({ delivered: true, status: 200, address: '127.0.0.1' });
    expect(hits.at(-1)).toEqual({ method: 'POST', url: '/cb', body: '{"order_id":"o1"}' });
  });

  it('connects to the checked address, never resolving the name again', async () => {
    // The name does not exist in DNS: only the pinned address can have been used.
    const target = { url: new URL(`http://callback.invalid:${port}/pinned`), address: '127.0.0.1', family: 4 as const };
    expect(await postJson(target, { a: 1 })).toMatchObject({ ok: true, status: 200 });
    expect(hits.at(-1)).toMatchObject({ url: '/pinned' });
  });

  it('a redirect is not followed', async () => {
    const before = hits.length;
    const result = await deliverCallback(`http://127.0.0.1:${port}/redirect`, {}, LOOPBACK);
    expect(result).toMatchObject({ delivered: false, status: 302, error: 'answered 302' });
    expect(hits.slice(before).map((h) => h.url)).toEqual(['/redirect']);
  });

  it('gives up after the timeout', async () => {
    const result = await deliverCallback(`http://127.0.0.1:${port}/slow`, {}, LOOPBACK, { timeoutMs: 300, maxBytes: 1024 });
    expect(result).toMatchObject({ delivered: false, error: 'no answer within 300 ms' });
    expect(result.ms).toBeLessThan(3_000);
  });

  it('reads at most the size cap of the answer', async () => {
    const result = await deliverCallback(`http://127.0.0.1:${port}/huge`, {}, LOOPBACK, { timeoutMs: 5_000, maxBytes: 1024 });
    expect(result).toMatchObject({ delivered: true, status: 200 });
  });
});
