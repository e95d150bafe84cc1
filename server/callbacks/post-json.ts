// One HTTP POST of a JSON body to a checked target: the socket goes to the target's address (the
// lookup is pinned), redirects are not followed (a 3xx is just the answer), the whole exchange is
// bounded by a timeout, and at most maxBytes of the answer are read.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Target } from './resolve-target.ts';

export type Limits = { timeoutMs: number; maxBytes: number };
export type Answer = { ok: true; status: number; body: string } | { ok: false; error: string };

export const DEFAULT_LIMITS: Limits = { timeoutMs: 5_000, maxBytes: 64 * 1024 };

function pinnedLookup(target: Target): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

export function postJson(target: Target, payload: unknown, limits: Limits = DEFAULT_LIMITS): Promise<Answer> {
  const body = JSON.stringify(payload);
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(target.url, {
      method: 'POST', agent: false, lookup: pinnedLookup(target), timeout: limits.timeoutMs,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'MerchantPortal-Callback/1' },
    }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => resolve({ ok: true, status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, limits.maxBytes) });
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limits.maxBytes) chunks.push(chunk);
        else res.destroy();
      });
      res.on('end', done);
      res.on('close', done);
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${limits.timeoutMs} ms`)), limits.timeoutMs);
    req.on('close', () => clearTimeout(timer));
    req.on('timeout', () => req.destroy(new Error(`no answer within ${limits.timeoutMs} ms`)));
    req.on('error', (err) => resolve({ ok: false, error: err.message }));
    req.end(body);
  });
}
