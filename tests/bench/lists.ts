// Benchmark of the payments list call (merchant + date-range filter): p50/p95 of the first page
// and of page 10,000 opened by its keyset cursor, and their ratio, on PGlite and on PostgreSQL.
// Each database is topped up to BENCH_PAYMENTS payments (default 1,000,000) with the seed module
// first and kept, so later runs skip the seeding:
//   PGlite      BENCH_PGLITE_DIR (default .bench/pglite)
//   PostgreSQL  BENCH_DATABASE_URL (default the local test server), schema `bench`; skipped with a
//               notice when no server answers
// BENCH_BACKENDS=pglite or =postgres measures one of them.
//   BENCH_PAYMENTS=200000 node --import tsx tests/bench/lists.ts
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
import { Client, TEST_DATABASE_URL } from '../api/helpers.ts';

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

/** BENCH_SCHEMA names another schema (a branch with migrations the shared one has not seen). */
const BENCH_SCHEMA = process.env.BENCH_SCHEMA ?? 'bench';

/** The PostgreSQL target with its `bench` schema created, or null when no server answers. */
export async function postgresTarget(url: string): Promise<DbTarget | null> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create schema if not exists ${BENCH_SCHEMA}`);
    return { url, searchPath: BENCH_SCHEMA };
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

async function measure(target: DbTarget): Promise<void> {
  const wanted = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
  const limit = Number(process.env.BENCH_LIMIT ?? 20);
  const runs = Number(process.env.BENCH_RUNS ?? 30);
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
    const base = `/merchant/transactions/payments/?merchant=${merchant}&limit=${limit}&s=created&m=range&v=${day(-366)},${day(0)}`;
    const deep = Math.min(DEEP_PAGE, Math.floor(n / limit));

    const first = await timed(runs, () => client.get(base));
    // The cursor of page `deep` comes once from the page before it (OFFSET), then is reused.
    const before = (await client.get(`${base}&page=${deep - 1}`)).json();
    const cursor = before.paginator.next_cursor as string;
    const seek = await timed(runs, () => client.get(`${base}&cursor=${cursor}`));
    const offset = await timed(Math.min(runs, 5), () => client.get(`${base}&page=${deep}`));
    await app.close();

    const fmt = (r: { p50: number; p95: number }) => `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`;
    console.log(`payments: ${total} in the database, ${n} on merchant ${merchant}; limit ${limit}; ${runs} runs each`);
    console.log(`first page:               ${fmt(first)}`);
    console.log(`page ${deep} by cursor:    ${fmt(seek)}`);
    console.log(`page ${deep} by OFFSET:    ${fmt(offset)} (for comparison)`);
    console.log(`deep/first ratio (p50):   ${(seek.p50 / first.p50).toFixed(2)}`);
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
