// API_VIA_PRISM=1 (npm run test:prism): every call a test's Client makes goes over HTTP through
// Stoplight Prism's validation proxy (`prism proxy`, started by global-setup.ts against the document
// the server serves at /api/v2/openapi.json) before the app answers it:
//
//   Client --HTTP--> prism proxy --HTTP--> relay (global-setup.ts) --HTTP--> this file's upstream --inject--> app
//
// Prism checks the request against the document, forwards it, checks the reply and passes it back with
// its findings in the `sl-violations` header. The last hop runs the test's own inject options, so what
// the app sees is exactly what it sees without prism (remoteAddress, Host, a raw body; prism's own
// forwarding re-encodes bodies: binary parts and replies would not survive it), and the test gets the
// app's reply byte for byte. Prism sees the same bytes on both sides: the request as the Client sends it,
// the reply as the app wrote it.
// A call prism does not forward (a body over its 10 MB limit) is answered by inject directly and
// recorded as not validated; so is a JSON body that does not parse, which prism 5 never answers (it
// is not sent to it), and any call prism leaves unanswered for PRISM_WAIT_MS. setup.ts reads the
// record after a file.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { request as httpRequest, Agent, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';

export type Violation = { location: string[]; severity: string; code: string | number; message: string };
export type CallRecord = { method: string; url: string; status: number; violations: Violation[] };
export type Unvalidated = { method: string; url: string; why: string };

/** What this file's calls met (read by setup.ts after the file). */
export const record = { calls: [] as CallRecord[], unvalidated: [] as Unvalidated[] };

declare module 'vitest' {
  export interface ProvidedContext {
    prism: { url: string; document: string; records: string };
  }
}

type Pending = { app: FastifyInstance; options: InjectOptions; reply?: LightMyRequestResponse };
const pending = new Map<string, Pending>();
const agent = new Agent({ keepAlive: true, maxSockets: 16 });
const HOP = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);
/** How long a call waits for prism before it is answered without it (recorded as not validated). */
const PRISM_WAIT_MS = 20_000;

/** A body sent as JSON that does not parse: prism proxy (5.x) holds such a request open without answering. */
function unparsedJson(req: { headers: Record<string, string | string[]>; body?: Buffer }): boolean {
  if (!req.body || !/^application\/(?:[\w.+-]+\+)?json\b/i.test(String(req.headers['content-type'] ?? ''))) return false;
  try {
    JSON.parse(req.body.toString('utf8'));
    return false;
  } catch {
    return true;
  }
}

let upstream: Promise<{ server: Server; port: number }> | undefined;

/** This worker's end of the chain: runs a forwarded call's inject options and answers with its reply. */
function startUpstream(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['x-relay-call'] ?? '');
      const call = pending.get(id);
      if (!call || call.reply) {
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`no pending call ${id}`);
        return;
      }
      call.app.inject(call.options).then((reply) => {
        call.reply = reply;
        for (const [name, value] of Object.entries(reply.headers)) {
          // Not Location: prism's fetch would follow a redirect instead of passing the 3xx back.
          if (value !== undefined && !HOP.has(name) && name !== 'location') res.setHeader(name, value as string | string[]);
        }
        res.writeHead(reply.statusCode).end(reply.rawPayload);
      }, (error: unknown) => {
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`inject failed: ${String(error)}`);
      });
    });
  });
  server.unref();
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

/** The request light-my-request would make of these options, as bytes and headers. */
function asHttp(options: InjectOptions): { method: string; path: string; headers: Record<string, string | string[]>; body?: Buffer } {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries((options.headers ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  }
  let body: Buffer | undefined;
  const payload = options.payload ?? (options as { body?: unknown }).body;
  if (payload !== undefined && payload !== null) {
    if (Buffer.isBuffer(payload)) body = payload;
    else if (typeof payload === 'string') body = Buffer.from(payload);
    else {
      body = Buffer.from(JSON.stringify(payload));
      headers['content-type'] ??= 'application/json';
    }
  }
  const raw = typeof options.url === 'string' ? options.url : String(options.path ?? '/');
  const url = new URL(raw, 'http://localhost');
  for (const [name, value] of Object.entries((options.query ?? {}) as Record<string, string | string[]>)) {
    for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(name, one);
  }
  delete headers.host;
  delete headers['content-length'];
  return { method: String(options.method ?? 'GET').toUpperCase(), path: url.pathname + url.search, headers, body };
}

function send(target: URL, req: ReturnType<typeof asHttp>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const out = httpRequest({
      agent, timeout: PRISM_WAIT_MS, host: target.hostname, port: target.port, method: req.method, path: req.path,
      headers: { ...req.headers, ...(req.body ? { 'content-length': String(req.body.length) } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    out.on('timeout', () => out.destroy(new Error(`no answer within ${PRISM_WAIT_MS} ms`)));
    out.on('error', reject);
    out.end(req.body);
  });
}

function violationsOf(headers: IncomingHttpHeaders): Violation[] {
  const header = headers['sl-violations'];
  if (!header) return [];
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.startsWith('Too many violations!')) {
    return [{ location: ['response'], severity: 'Error', code: 'truncated', message: text.slice(0, 500) }];
  }
  return JSON.parse(text) as Violation[];
}

/** One call through prism; resolves to the app's own reply. */
export async function viaPrism(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  const { port } = await (upstream ??= startUpstream());
  const id = randomUUID();
  const call: Pending = { app, options };
  pending.set(id, call);
  const req = asHttp(options);
  const shown = req.path.split('?')[0];
  if (unparsedJson(req)) {
    pending.delete(id);
    record.unvalidated.push({ method: req.method, url: shown, why: 'a JSON body that does not parse (prism proxy never answers one)' });
    return app.inject(options);
  }
  try {
    const answer = await send(new URL(inject('prism').url), { ...req, headers: { ...req.headers, 'x-relay-call': id, 'x-relay-port': String(port) } })
      .catch((error: unknown) => ({ status: 0, headers: {}, body: Buffer.from(`prism did not answer (${String(error)}); global-setup.ts restarts it`) }));
    if (!call.reply) {
      record.unvalidated.push({ method: req.method, url: shown, why: `prism answered ${answer.status} without forwarding: ${answer.body.toString().slice(0, 300)}` });
      return await app.inject(options);
    }
    if (answer.status !== call.reply.statusCode) {
      record.unvalidated.push({ method: req.method, url: shown, why: `prism passed the app's ${call.reply.statusCode} on as ${answer.status}: ${answer.body.toString().slice(0, 300)}` });
    }
    record.calls.push({ method: req.method, url: shown, status: call.reply.statusCode, violations: violationsOf(answer.headers) });
    if (process.env.PRISM_TRAFFIC) traffic(process.env.PRISM_TRAFFIC, req, call.reply);
    return call.reply;
  } finally {
    pending.delete(id);
  }
}

/**
 * PRISM_TRAFFIC=<file>: each call and the app's reply appended as a JSON line, for replaying them
 * through prism with another document (tests/prism/replay.ts) without running the tests again.
 */
function traffic(file: string, req: ReturnType<typeof asHttp>, reply: LightMyRequestResponse): void {
  appendFileSync(file, `${JSON.stringify({
    file: expect.getState().testPath, method: req.method, path: req.path, headers: req.headers, body: req.body?.toString('base64'),
    status: reply.statusCode, replyHeaders: reply.headers, replyBody: reply.rawPayload.toString('base64'),
  })}\n`);
}

/** Closes this worker's upstream server (after a file). */
export async function closeUpstream(): Promise<void> {
  const started = upstream;
  upstream = undefined;
  agent.destroy();
  if (started) {
    const { server } = await started;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
