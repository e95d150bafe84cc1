// Benchmark of the payments list call (merchant + date-range filter), on PGlite and PostgreSQL:
// - p50/p95 of every page the pager can show: the first, a typed middle page number, the deepest
//   page number it offers and (on a filter with an exact count) the last page, plus a deep page
//   by keyset cursor, each as a deep/first ratio (goal <= 1.5); the first visit of a typed page
//   (which reads the page anchors once) is printed too;
// - throughput: a hello-world Fastify and the real server listening side by side, each loaded by
//   20 keep-alive connections (support/load.ts, autocannon-like, in a worker thread), req/s and the
//   list/hello-world ratio (goal >= 0.07 on PostgreSQL, >= 0.03 on PGlite);
// - the list file's totals (issue 27 must-show 8): the first page with and without them, in the
//   same run, on apps over a copy of schemas/ without the payments list's `totals`: warm (count and
//   totals cached, as every figure above) and cold (LIST_COUNT_TTL_MS=0: each call counts, and sums,
//   anew), each as a with/without ratio (goal <= 1.5);
// - CPU per first-page call, in a row (this process, and the PostgreSQL server's processes when
//   they run on this machine): steadier than req/s on a shared machine.
// Each database is topped up to BENCH_PAYMENTS payments (default 1,000,000) with the seed module
// first and kept, so later runs skip the seeding:
//   PGlite      BENCH_PGLITE_DIR (default .bench/pglite)
//   PostgreSQL  BENCH_DATABASE_URL (default the local test server), schema `bench`; skipped with a
//               notice when no server answers
// BENCH_BACKENDS=pglite or =postgres measures one of them.
//   BENCH_PAYMENTS=200000 node --import tsx tests/bench/lists.ts
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../../server/app.ts';
import { publicUrl } from '../../server/config.ts';
import pg from 'pg';
import { connect, type Db, type DbTarget } from '../../server/db/connect.ts';
import { DEMO_USERS } from '../../server/seed/demo-data.ts';
import { prepareDatabase } from '../../server/seed/first-start.ts';
import { insertPayments } from '../../server/seed/payments.ts';
import { SEED_BASE_DATE } from '../../server/seed/prng.ts';
import { REPO_ROOT } from '../../engine/core/schema/loadFilesNode.ts';
import Fastify from 'fastify';
import { Client, TEST_DATABASE_URL } from '../api/helpers.ts';
import { load, type LoadResult } from './support/load.ts';
import { formatGoal, goal } from './support/stats.ts';

const DEEP_PAGE = 10_000;
const DAY_MS = 86_400_000;

export const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

export async function topUp(db: Db, wanted: number): Promise<number> {
  const { n } = await db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (n >= wanted) return n;
  const merchants = (await db.selectFrom('merchants').select(['id', 'currencies', 'url']).orderBy('id').execute())
    .map((m) => ({ id: m.id, currency: m.currencies[0] ?? 'EUR', url: m.url }));
  const started = Date.now();
  await insertPayments(db, merchants, wanted - n, { seed: `bench${n}`, base: SEED_BASE_DATE, days: 365,
    onBatch: (done) => process.stdout.write(`\rseeding ${done} / ${wanted - n} (${((Date.now() - started) / 1000).toFixed(0)} s)`) });
  process.stdout.write('\n');
  await sql`analyze payments`.execute(db);
  return wanted;
}

/** p50 and p95 (ms) of `runs` sequential calls; a non-200 answer stops the bench. */
export async function timed(runs: number, call: () => Promise<{ statusCode: number; body: string }>) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const res = await call();
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (res.statusCode !== 200) throw new Error(`call answered ${res.statusCode}: ${res.body}`);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 0.5), p95: percentile(ms, 0.95) };
}

const APP_NAME = 'merchant-portal-bench';

/** CPU ms used so far by the PostgreSQL server processes of the bench's connections (null: not
 * readable, e.g. the server runs on another machine; PGlite: null). */
async function serverCpuMs(db: Db): Promise<number | null> {
  const pids = await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${APP_NAME}`.execute(db)
    .then((r) => r.rows.map((row) => row.pid), () => []);
  if (pids.length === 0) return null;
  let ticks = 0;
  try {
    for (const pid of pids) {
      // utime and stime (fields 14 and 15), in clock ticks of 10 ms.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return ticks * 10;
}

/** BENCH_SCHEMA names another schema (a branch with migrations the shared one has not seen). */
const BENCH_SCHEMA = process.env.BENCH_SCHEMA ?? 'bench';

/** The PostgreSQL target with its `bench` schema created, or null when no server answers. */
export async function postgresTarget(url: string): Promise<DbTarget | null> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create schema if not exists ${BENCH_SCHEMA}`);
    const named = new URL(url);
    named.searchParams.set('application_name', APP_NAME);
    return { url: named.href, searchPath: BENCH_SCHEMA };
  } catch (error) {
    console.log(`PostgreSQL: skipped, no server at ${url} (${(error as Error).message})`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

export async function run(): Promise<void> {
  const backends = new Set((process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((s) => s.trim()));
  if (backends.has('pglite')) {
    console.log('--- PGlite ---');
    await measure({ pgliteDir: process.env.BENCH_PGLITE_DIR ?? '.bench/pglite' });
  }
  if (backends.has('postgres')) {
    const target = await postgresTarget(process.env.BENCH_DATABASE_URL ?? TEST_DATABASE_URL);
    if (target) {
      console.log('--- PostgreSQL ---');
      await measure(target);
    }
  }
}

const RATIO_GOAL = { pglite: 0.03, postgres: 0.07 };

/** req/s of a hello-world Fastify under the same load generator, in the same run. */
async function helloWorld(durationMs: number): Promise<LoadResult> {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const { port } = hello.server.address() as { port: number };
  try {
    return await load(`http://127.0.0.1:${port}/`, { durationMs });
  } finally {
    await hello.close();
  }
}

/** A copy of schemas/ whose payments list has no `totals` (the app built over it serves the list without them). */
function schemasWithoutTotals(): string {
  const root = mkdtempSync(join(tmpdir(), 'bench-no-totals-'));
  cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  const file = join(root, 'schemas', 'lists', 'payments.json');
  const list = JSON.parse(readFileSync(file, 'utf8')) as { totals?: unknown };
  delete list.totals;
  writeFileSync(file, JSON.stringify(list, null, 2));
  return root;
}

/** The payments list's first page with and without its totals, warm and cold, alternating the apps
 * run by run so that the machine's load falls on both alike. */
async function measureTotals(db: Db, owner: { email: string; password: string }, runs: number, paths: Array<[string, string]>): Promise<void> {
  const root = schemasWithoutTotals();
  const ttl = process.env.LIST_COUNT_TTL_MS;
  const apps: Array<{ close(): Promise<unknown> }> = [];
  const clientOf = async (schemasRoot: string | undefined, cold: boolean) => {
    if (cold) process.env.LIST_COUNT_TTL_MS = '0';
    else if (ttl === undefined) delete process.env.LIST_COUNT_TTL_MS;
    else process.env.LIST_COUNT_TTL_MS = ttl;
    const app = await buildApp({ db, distDir: null, logger: false, schemasRoot });
    apps.push(app);
    const client = new Client(app);
    if ((await client.login(owner.email, owner.password)).statusCode !== 200) throw new Error('demo owner cannot sign in');
    return client;
  };
  try {
    for (const cold of [false, true]) {
      const [withTotals, without] = [await clientOf(undefined, cold), await clientOf(root, cold)];
      for (const [label, path] of paths) {
        const shown = (await withTotals.get(path)).json() as { totals?: unknown };
        if (!('totals' in shown) || 'totals' in (await without.get(path)).json()) throw new Error('the apps do not differ by the totals');
        const a: number[] = [];
        const b: number[] = [];
        for (let i = 0; i < runs; i++) {
          a.push((await timed(1, () => withTotals.get(path))).p50);
          b.push((await timed(1, () => without.get(path))).p50);
        }
        const [pa, pb] = [a.sort((x, y) => x - y), b.sort((x, y) => x - y)].map((ms) => percentile(ms, 0.5));
        const what = `${cold ? 'cold' : 'warm'} first page, ${label}`;
        console.log(`totals: ${what}: with p50 ${pa.toFixed(1)} ms, without ${pb.toFixed(1)} ms (totals ${JSON.stringify(shown.totals)})`);
        console.log(formatGoal(goal(`with/without totals, ${what} (p50)`, pa / pb, '<=', 1.5)));
      }
    }
  } finally {
    if (ttl === undefined) delete process.env.LIST_COUNT_TTL_MS;
    else process.env.LIST_COUNT_TTL_MS = ttl;
    for (const app of apps) await app.close();
    rmSync(root, { recursive: true, force: true });
  }
}

async function measure(target: DbTarget): Promise<void> {
  const backend = 'pgliteDir' in target ? 'pglite' : 'postgres';
  const wanted = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
  const limit = Number(process.env.BENCH_LIMIT ?? 20);
  const runs = Number(process.env.BENCH_RUNS ?? 30);
  const durationMs = Number(process.env.BENCH_LOAD_MS ?? 5000);
  const db = connect(target);
  try {
    await prepareDatabase(db, publicUrl());
    const total = await topUp(db, wanted);
    const app = await buildApp({ db, distDir: null, logger: false });
    const owner = DEMO_USERS[0];
    const client = new Client(app);
    if ((await client.login(owner.email, owner.password)).statusCode !== 200) throw new Error('demo owner cannot sign in');

    // The demo owner's merchant with the most payments, over the whole seeded year.
    const { merchant_id: merchant, n } = await db.selectFrom('payments').select(['merchant_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('merchant_id').orderBy('n', 'desc').limit(1).executeTakeFirstOrThrow();
    const day = (offset: number) => new Date(SEED_BASE_DATE.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    const listPath = (from: number) => `/merchant/transactions/payments/?merchant=${merchant}&limit=${limit}&s=created&m=range&v=${day(from)},${day(0)}`;
    const base = listPath(-366);
    const fmt = (r: { p50: number; p95: number }) => `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`;
    const ratio = (label: string, deepP50: number, firstP50: number) => console.log(formatGoal(goal(`deep/first ${label} (p50)`, deepP50 / firstP50, '<=', 1.5)));
    console.log(`payments: ${total} in the database, ${n} on merchant ${merchant}; limit ${limit}; ${runs} runs each`);

    // The whole year: more rows than the count cap, so the pager offers pages up to cap/limit.
    const first = await timed(runs, () => client.get(base));
    const shown = (await client.get(base)).json().paginator as { pages: number; count: number; count_exact: boolean };
    console.log(`whole year: count ${shown.count}${shown.count_exact ? '' : '+'}, pager offers ${shown.pages} pages`);
    console.log(`first page:                   ${fmt(first)}`);
    for (const page of [Math.ceil(shown.pages / 2), shown.pages]) {
      const cold = await timed(1, () => client.get(`${base}&page=${page}`));
      const warm = await timed(runs, () => client.get(`${base}&page=${page}`));
      console.log(`typed page ${page}:${' '.repeat(Math.max(1, 17 - String(page).length))}${fmt(warm)} (first visit ${cold.p50.toFixed(1)} ms)`);
      ratio(`typed page ${page}`, warm.p50, first.p50);
    }
    // A deep page by keyset cursor (next/previous): its cursor comes once from a typed page.
    const deep = Math.min(DEEP_PAGE, Math.floor(n / limit));
    const before = (await client.get(`${base}&page=${deep - 1}`)).json();
    const cursor = before.paginator.next_cursor as string;
    const seek = await timed(runs, () => client.get(`${base}&cursor=${cursor}`));
    console.log(`page ${deep} by cursor:${' '.repeat(Math.max(1, 12 - String(deep).length))}${fmt(seek)}`);
    ratio(`page ${deep} by cursor`, seek.p50, first.p50);

    // A filter under the cap (exact count): the pager has a last page.
    let from = -1;
    for (const days of [40, 20, 10, 5, 2, 1]) {
      const p = (await client.get(listPath(-days))).json().paginator as { count_exact: boolean };
      if (p.count_exact) { from = -days; break; }
    }
    const narrow = listPath(from);
    const narrowFirst = await timed(runs, () => client.get(narrow));
    const np = (await client.get(narrow)).json().paginator as { pages: number; count: number };
    console.log(`last ${-from} days: count ${np.count}, ${np.pages} pages; first page ${fmt(narrowFirst)}`);
    for (const [label, page] of [['middle', Math.ceil(np.pages / 2)], ['last', np.pages]] as const) {
      const cold = await timed(1, () => client.get(`${narrow}&page=${page}`));
      const warm = await timed(runs, () => client.get(`${narrow}&page=${page}`));
      console.log(`  ${label} page ${page}: ${fmt(warm)} (first visit ${cold.p50.toFixed(1)} ms)`);
      ratio(`${label} page ${page} of ${-from} days`, warm.p50, narrowFirst.p50);
    }

    await measureTotals(db, owner, runs, [['whole year', base], [`last ${-from} days`, narrow]]);

    // CPU per call, which a busy machine changes less than req/s: this process (all threads: the
    // server, the PGlite worker) and, for a local PostgreSQL, the server processes of this pool.
    const cpuRuns = runs * 10;
    const [cpu0, pg0] = [process.cpuUsage(), await serverCpuMs(db)];
    await timed(cpuRuns, () => client.get(base));
    const [cpu, pg1] = [process.cpuUsage(cpu0), await serverCpuMs(db)];
    const pgPart = pg0 === null || pg1 === null ? '' : `, PostgreSQL server ${((pg1 - pg0) / cpuRuns).toFixed(2)} ms`;
    console.log(`CPU per first-page call (${cpuRuns} in a row): node ${((cpu.user + cpu.system) / 1000 / cpuRuns).toFixed(2)} ms${pgPart}`);

    // Throughput, hello-world first, then the list's first page, 20 connections each.
    const hello = await helloWorld(durationMs);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const list = await load(`http://127.0.0.1:${port}/api/v2${base}`, { durationMs, headers: { cookie } });
    await app.close();
    if (list.errors) throw new Error(`list under load: ${list.errors} errors, first ${list.firstError}`);
    console.log(`hello-world: ${hello.rps.toFixed(0)} req/s (p99 ${hello.p99.toFixed(1)} ms); list first page: ${list.rps.toFixed(0)} req/s (p50 ${list.p50.toFixed(1)} ms, p99 ${list.p99.toFixed(1)} ms); 20 connections, ${durationMs / 1000} s each`);
    console.log(formatGoal(goal(`list/hello-world throughput ratio (${backend})`, list.rps / hello.rps, '>=', RATIO_GOAL[backend])));
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
