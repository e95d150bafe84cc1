// What prism reported for the calls of a test file, sorted into findings (the document and the server
// disagree) and the rest, grouped by operation and message.
//
// A finding is
//   - any violation of the reply (location `response...`): the app answered what the document does not describe;
//   - a violation of the request (location `request...`) that the app ACCEPTED (a reply under 400): the app
//     takes what the document forbids, or the document forbids what the app's clients send;
//   - a call under /api/v2 that prism found no operation for and the app answered under 400 (the document
//     lacks a call the app serves; a 4xx there is the app not having the call either).
// A violation of a request that the app refused (4xx) is the document and the app agreeing: the tests send
// such requests on purpose (bad input, fuzzing, missing CSRF header or session) and prism, reading the
// document, calls them invalid too. Those are counted and shown, not failed.
import { readFileSync } from 'node:fs';
import type { CallRecord, Unvalidated, Violation } from './client.ts';

export type Item = { operation: string; message: string; status: number; url: string };
export type FileFigures = { file: string; calls: number; findings: Item[]; refusedAsDocumented: Item[]; unvalidated: Unvalidated[] };

type Route = { method: string; pattern: RegExp; operationId: string };

let routes: Route[] | undefined;

function routesOf(documentPath: string): Route[] {
  const doc = JSON.parse(readFileSync(documentPath, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
  const list: Route[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
    for (const [method, op] of Object.entries(item)) list.push({ method: method.toUpperCase(), pattern, operationId: op.operationId ?? `${method} ${path}` });
  }
  // Literal segments before parameters: /x/new/ is not /x/{id}/.
  return list.sort((a, b) => a.pattern.source.split('[^/]+').length - b.pattern.source.split('[^/]+').length);
}

function operationOf(documentPath: string, method: string, url: string): string | undefined {
  routes ??= routesOf(documentPath);
  return routes.find((r) => r.method === method && r.pattern.test(url))?.operationId;
}

const where = (v: Violation) => v.location.join('.');

export function figures(file: string, documentPath: string, calls: CallRecord[], unvalidated: Unvalidated[]): FileFigures {
  const findings: Item[] = [];
  const refusedAsDocumented: Item[] = [];
  for (const call of calls) {
    const operation = operationOf(documentPath, call.method, call.url);
    const item = (message: string): Item => ({ operation: operation ?? `(no operation) ${call.method} ${call.url}`, message, status: call.status, url: `${call.method} ${call.url}` });
    if (!operation && call.url.startsWith('/api/v2/')) {
      (call.status < 400 ? findings : refusedAsDocumented).push(item('no operation of the document matches this call'));
    }
    for (const v of call.violations) {
      if (v.message === 'Selected route not found') continue; // the line above says it, for /api/v2 calls
      const message = `${where(v)}: ${v.message} [${v.severity}]`;
      if (v.location[0] === 'request' && call.status >= 400) refusedAsDocumented.push(item(message));
      else findings.push(item(message));
    }
  }
  return { file, calls: calls.length, findings, refusedAsDocumented, unvalidated };
}

/** `count × operation: message (statuses; an example call)`, most frequent first. */
export function grouped(items: Item[], limit = Infinity): string[] {
  const groups = new Map<string, { n: number; statuses: Set<number>; example: string }>();
  for (const it of items) {
    const key = `${it.operation}: ${it.message}`;
    const g = groups.get(key) ?? { n: 0, statuses: new Set<number>(), example: it.url };
    g.n += 1;
    g.statuses.add(it.status);
    groups.set(key, g);
  }
  return [...groups].sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0])).slice(0, limit)
    .map(([key, g]) => `${String(g.n).padStart(5)} × ${key} (reply ${[...g.statuses].join('/')}; e.g. ${g.example})`);
}

export function summary(files: FileFigures[]): string {
  const calls = files.reduce((n, f) => n + f.calls, 0);
  const findings = files.flatMap((f) => f.findings);
  const refused = files.flatMap((f) => f.refusedAsDocumented);
  const unvalidated = files.flatMap((f) => f.unvalidated);
  return [
    `prism: ${files.length} test files, ${calls} calls through prism proxy; ${findings.length} violations (findings), `
      + `${refused.length} request violations of calls the app refused (as documented), ${unvalidated.length} calls not validated`,
    ...(findings.length ? ['findings by operation and message:', ...grouped(findings)] : []),
    ...(refused.length ? ['refused as documented (not failures), by operation and message:', ...grouped(refused, 40)] : []),
    ...(unvalidated.length ? ['not validated:', ...unvalidated.map((u) => `  ${u.method} ${u.url}: ${u.why}`)] : []),
  ].join('\n');
}
