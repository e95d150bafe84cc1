// Replays calls recorded by `PRISM_TRAFFIC=<file> npm run test:prism` through Stoplight Prism's
// validation proxy with another API description, each answered by the app's recorded reply, and prints
// what prism finds (report.ts). Compares two versions of the document generator on the same traffic
// without running the tests again:
//   node --import tsx tests/prism/replay.ts <traffic.jsonl> <openapi.json>
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../../engine/core/schema/loadFilesNode.ts';
import type { CallRecord, Violation } from './client.ts';
import { figures, summary } from './report.ts';

type Recorded = {
  method: string; path: string; headers: Record<string, string | string[]>; body?: string;
  status: number; replyHeaders: Record<string, string | string[]>; replyBody: string;
};

const [trafficFile, documentFile] = process.argv.slice(2);
const calls = readFileSync(trafficFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Recorded);
const HOP = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

const upstream = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const call = calls[Number(req.headers['x-relay-call'])];
    for (const [name, value] of Object.entries(call.replyHeaders)) if (!HOP.has(name)) res.setHeader(name, value);
    res.writeHead(call.status).end(Buffer.from(call.replyBody, 'base64'));
  });
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const port = 40000 + Math.floor(Math.random() * 20000);
const prism = spawn(join(REPO_ROOT, 'node_modules/.bin/prism'),
  ['proxy', documentFile, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, '--port', String(port), '--errors', 'false', '--verboseLevel', 'silent'],
  { stdio: 'ignore' });
process.once('exit', () => prism.kill());

function send(i: number): Promise<IncomingHttpHeaders | undefined> {
  const call = calls[i];
  const body = call.body ? Buffer.from(call.body, 'base64') : undefined;
  return new Promise((resolve) => {
    const out = request({ host: '127.0.0.1', port, method: call.method, path: call.path,
      headers: { ...call.headers, 'x-relay-call': String(i), ...(body ? { 'content-length': String(body.length) } : {}) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    });
    out.on('error', () => resolve(undefined));
    out.end(body);
  });
}

for (let tries = 0; ; tries += 1) {
  if (await send(0).then(Boolean)) break;
  if (tries > 300) throw new Error('prism did not start');
  await new Promise((r) => setTimeout(r, 200));
}
const records: CallRecord[] = [];
let next = 0;
await Promise.all(Array.from({ length: 8 }, async () => {
  while (next < calls.length) {
    const i = next++;
    const headers = await send(i);
    const header = headers?.['sl-violations'];
    const violations = header ? (JSON.parse(String(header)) as Violation[]) : [];
    records[i] = { method: calls[i].method, url: calls[i].path.split('?')[0], status: calls[i].status, violations };
  }
}));
console.log(summary([figures(trafficFile, documentFile, records, [])]));
prism.kill();
upstream.close();
