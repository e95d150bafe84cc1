// An in-process load generator in the manner of autocannon: `connections` keep-alive HTTP/1.1
// connections, each sending the next request as soon as the previous answer is read, for a fixed
// time. It runs in a worker thread, so the client's own work does not share the event loop of the
// server under test (autocannon runs as its own process for the same reason).
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  /** Answers other than 2xx (the bench fails on any). */
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  firstError?: string;
}

const WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, connections, durationMs, warmupMs, headers } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);
let requests = 0, errors = 0, firstError;
const ms = [];
let counting = false;
const one = () => new Promise((resolve) => {
  const start = process.hrtime.bigint();
  const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search,
    method: 'GET', agent, headers }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => {
      if (counting) {
        requests++;
        ms.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (res.statusCode < 200 || res.statusCode > 299) {
          errors++;
          firstError ??= res.statusCode + ' ' + Buffer.concat(chunks).toString().slice(0, 200);
        }
      }
      resolve();
    });
  });
  req.on('error', (e) => { if (counting) { errors++; firstError ??= String(e); } resolve(); });
  req.end();
});
(async () => {
  let stop = false;
  const loop = async () => { while (!stop) await one(); };
  const loops = Array.from({ length: connections }, loop);
  await new Promise((r) => setTimeout(r, warmupMs));
  counting = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, durationMs));
  counting = false;
  const elapsed = performance.now() - started;
  stop = true;
  await Promise.all(loops);
  agent.destroy();
  ms.sort((a, b) => a - b);
  const at = (p) => ms.length ? ms[Math.max(0, Math.ceil(p * ms.length) - 1)] : NaN;
  parentPort.postMessage({ requests, errors, rps: requests / (elapsed / 1000), p50: at(0.5), p99: at(0.99), firstError });
})();
`;

export function load(url: string, options: { connections?: number; durationMs?: number; warmupMs?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const workerData = {
    url, connections: options.connections ?? 20, durationMs: options.durationMs ?? 5000,
    warmupMs: options.warmupMs ?? 1000, headers: options.headers ?? {},
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
