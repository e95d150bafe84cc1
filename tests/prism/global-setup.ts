// `npm run test:prism`: the API description as the server serves it (GET /api/v2/openapi.json of an
// app on an empty PGlite), written to a temporary file; a relay; and Stoplight Prism's validation proxy
// (`prism proxy <document> <relay>`, without --errors: its findings come back in each reply's
// `sl-violations` header) that the test files' Clients send their calls through (client.ts).
// The relay passes what prism forwards to the test worker that made the call (its port rides in the
// x-relay-port header: the workers' upstream servers come and go, prism's upstream is one address).
// After the run, the figures of every file (setup.ts writes them) are added up and printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect as netConnect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app.ts';
import { connect } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { REPO_ROOT } from '../../engine/core/schema/loadFilesNode.ts';
import { summary, type FileFigures } from './report.ts';

async function servedDocument(): Promise<string> {
  const db = connect({ pgliteDir: 'memory://' });
  await migrateToLatest(db);
  const app = await buildApp({ db, distDir: null, publicUrl: 'http://localhost:8000', production: false, secretKey: 'prism-document' });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/v2/openapi.json answered ${res.statusCode}`);
    return res.body;
  } finally {
    await app.close();
    await db.destroy();
  }
}

function relay(): Promise<Server> {
  const server = createServer((req, res) => {
    const port = Number(req.headers['x-relay-port']);
    if (!port) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('no x-relay-port: not a call of a test Client');
      return;
    }
    const out = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    out.on('error', (e) => res.writeHead(502, { 'content-type': 'text/plain' }).end(String(e)));
    req.pipe(out);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    server.close(() => resolve(port));
  }));
}

async function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prism exited (${child.exitCode}) before listening; its log: ${log}\n${readFileSync(log, 'utf8').slice(-3000)}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = netConnect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`prism did not listen on ${port} within 60 s; its log: ${log}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'prism-'));
  const document = join(dir, 'openapi.json');
  const records = join(dir, 'records');
  mkdirSync(records);
  writeFileSync(document, await servedDocument());
  const relayServer = await relay();
  const port = await freePort();
  const log = join(dir, 'prism.log');
  const logFd = openSync(log, 'a');
  const upstream = `http://127.0.0.1:${(relayServer.address() as AddressInfo).port}`;
  // Silent: prism's logger overflows its stack serializing a deeply nested body (a bad-input test's) and
  // takes the process down; the findings come back in the replies' headers anyway. Should prism still
  // exit, it is started again on its port (the calls meanwhile answer without it, listed as not validated).
  let stopping = false;
  let restarts = 0;
  const start = (): ChildProcess => {
    const child = spawn(join(REPO_ROOT, 'node_modules/.bin/prism'),
      ['proxy', document, upstream, '--host', '127.0.0.1', '--port', String(port), '--errors', 'false', '--verboseLevel', 'silent'],
      { stdio: ['ignore', logFd, logFd] });
    child.once('exit', () => {
      if (stopping) return;
      restarts += 1;
      prism = start();
    });
    return child;
  };
  let prism = start();
  // Not left behind when the run is stopped before its teardown.
  const stop = () => { stopping = true; prism.kill(); };
  process.once('exit', stop);
  await waitForPort(port, prism, log);
  project.provide('prism', { url: `http://127.0.0.1:${port}`, document, records });

  return async () => {
    process.off('exit', stop);
    stop();
    await new Promise<void>((resolve) => (prism.exitCode !== null ? resolve() : prism.once('exit', () => resolve())));
    relayServer.closeAllConnections();
    await new Promise((resolve) => relayServer.close(resolve));
    const files = readdirSync(records).map((f) => JSON.parse(readFileSync(join(records, f), 'utf8')) as FileFigures);
    console.log(summary(files));
    if (restarts) console.log(`prism exited ${restarts} time(s) during the run and was started again; its output: ${log}`);
    if (process.env.PRISM_KEEP) console.log(`prism mode: document, records and prism's log kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
}
