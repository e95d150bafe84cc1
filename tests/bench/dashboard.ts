// Benchmark of the dashboard widget calls (issue 11 item 7): p50/p95 of each widget over the last day,
// the last 7 days and a whole year (366 days, the longest range) of the merchant with the most
// payments, on PGlite and on PostgreSQL, each range saying what it reads: the rollups of migration
// 019 or the payments through the index of migration 016 (server/dashboard/aggregates.ts
// sourceFor), in the databases of the lists bench (tests/bench/lists.ts: the same
// BENCH_PGLITE_DIR, BENCH_DATABASE_URL, BENCH_SCHEMA, BENCH_PAYMENTS and BENCH_BACKENDS).
//   BENCH_ONLY=dashboard npm run bench
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../../server/app.ts';
import { publicUrl } from '../../server/config.ts';
import { connect, type DbTarget } from '../../server/db/connect.ts';
import { WIDGETS } from '../../server/dashboard/catalog.ts';
import { sourceFor } from '../../server/dashboard/aggregates.ts';
import { addDays } from '../../server/dashboard/period.ts';
import { DEMO_USERS } from '../../server/seed/demo-data.ts';
import { prepareDatabase } from '../../server/seed/first-start.ts';
import { SEED_BASE_DATE } from '../../server/seed/prng.ts';
import { Client, TEST_DATABASE_URL } from '../api/helpers.ts';
import { postgresTarget, timed, topUp } from './lists.ts';

/** The goal of issue 11 item 7 on PostgreSQL. */
const GOAL_MS = 300;

async function measure(target: DbTarget, backend: string): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 20);
  const db = connect(target);
  try {
    await prepareDatabase(db, publicUrl());
    const total = await topUp(db, Number(process.env.BENCH_PAYMENTS ?? 1_000_000));
    // What a running database's autovacuum keeps: the visibility map (index-only reads) and the rollups' statistics.
    await sql`vacuum analyze payments, dashboard_quarter_sums, dashboard_day_sums`.execute(db);
    const app = await buildApp({ db, distDir: null, logger: false });
    const client = new Client(app);
    const owner = DEMO_USERS[0];
    if ((await client.login(owner.email, owner.password)).statusCode !== 200) throw new Error('demo owner cannot sign in');
    const { merchant_id: merchant, currency, n } = await db.selectFrom('payments')
      .select(['merchant_id', 'currency', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['merchant_id', 'currency']).orderBy('n', 'desc').limit(1).executeTakeFirstOrThrow();
    const to = SEED_BASE_DATE.toISOString().slice(0, 10);
    const ranges = ([['1 day', to], ['7 days', addDays(to, -6)], ['366 days', addDays(to, -365)]] as const)
      .map(([days, from]) => [`${days} (${sourceFor({ from, to }) === 'rollup' ? 'rollup' : 'index'})`, from] as const);
    console.log(`payments: ${total} in the database, ${n} on merchant ${merchant} in ${currency}; ${runs} runs each`);
    const worst = new Map<string, number>();
    for (const w of WIDGETS) {
      const figures: string[] = [];
      for (const [label, from] of ranges) {
        const url = `/dashboard/widget/${w.id}/?merchant=${merchant}&currency=${currency}&date_from=${from}&date_to=${to}`;
        await client.get(url); // warm-up
        const r = await timed(runs, () => client.get(url));
        worst.set(label, Math.max(worst.get(label) ?? 0, r.p95));
        figures.push(`${label}: p95 ${r.p95.toFixed(1)} ms (p50 ${r.p50.toFixed(1)})`);
      }
      console.log(`widget ${String(w.id).padStart(2)} ${w.name.padEnd(26)} ${figures.join(' | ')}`);
    }
    for (const [label, ms] of worst) {
      const verdict = backend === 'PostgreSQL' ? ` (goal < ${GOAL_MS} ms: ${ms < GOAL_MS ? 'met' : 'MISSED'})` : '';
      console.log(`worst p95 over ${label}: ${ms.toFixed(1)} ms${verdict}`);
    }
    await app.close();
  } finally {
    await db.destroy();
  }
}

export async function run(): Promise<void> {
  const backends = new Set((process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((s) => s.trim()));
  if (backends.has('pglite')) {
    console.log('--- PGlite ---');
    await measure({ pgliteDir: process.env.BENCH_PGLITE_DIR ?? '.bench/pglite' }, 'PGlite');
  }
  if (backends.has('postgres')) {
    const target = await postgresTarget(process.env.BENCH_DATABASE_URL ?? TEST_DATABASE_URL);
    if (target) {
      console.log('--- PostgreSQL ---');
      await measure(target, 'PostgreSQL');
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
