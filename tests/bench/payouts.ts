// Benchmark of the payout area on a large database (issue 25 must-show 4): with BENCH_PAYMENTS
// payments (default 1,000,000; the lists bench's kept data, topped up the same way) the first payout
// call of the multiparty demo merchant (POST create) and its balance GET, against the payments list
// call of the same merchant (p50, p95). On PostgreSQL a second connection samples pg_stat_activity
// every 50 ms and prints the longest open transaction of the bench's connections in each phase:
// migrations (migration 032's backfill, when the data predates it), and the app's calls with its
// payout worker running. Goals: the first payout within the list call's p95, no app transaction over 1 s.
// BENCH_BACKFILL=1 (PostgreSQL) also times the backfill of 032 on a copy of the bench payments
// without their ledger entries (schema bench_backfill, dropped after), with its longest transaction.
//   BENCH_BACKENDS=postgres node --import tsx tests/bench/payouts.ts
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { publicUrl } from '../../server/config.ts';
import { connect, type DbTarget } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { backfillLedger } from '../../server/ledger/backfill.ts';
import { DEMO_USERS } from '../../server/seed/demo-data.ts';
import { prepareDatabase } from '../../server/seed/first-start.ts';
import { SEED_BASE_DATE } from '../../server/seed/prng.ts';
import { standinPayoutProcessor } from '../../server/payout-processor/standin.ts';
import { Client, TEST_DATABASE_URL } from '../api/helpers.ts';
import { postgresTarget, timed, topUp } from './lists.ts';
import { formatGoal, goal } from './support/stats.ts';

const DAY_MS = 86_400_000;

/** The longest open transaction of the bench's connections (application_name), sampled every 50 ms. */
function transactionSampler(url: string) {
  const named = new URL(url);
  const app = named.searchParams.get('application_name') ?? '';
  named.searchParams.delete('application_name');
  const client = new pg.Client({ connectionString: named.href });
  let longest = { ms: 0, query: '' };
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ ms: number; query: string }>(
        `select extract(epoch from now() - xact_start) * 1000 as ms, query from pg_stat_activity
          where datname = current_database() and application_name = $1 and state <> 'idle' and xact_start is not null
          order by xact_start limit 1`, [app]);
      if (rows[0] && Number(rows[0].ms) > longest.ms) longest = { ms: Number(rows[0].ms), query: rows[0].query.replace(/\s+/g, ' ').slice(0, 100) };
      await new Promise((r) => setTimeout(r, 50));
    }
    await client.end();
  })();
  return {
    /** The longest since the last take, and starts again. */
    take() {
      const seen = longest;
      longest = { ms: 0, query: '' };
      return seen;
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

type Sampler = ReturnType<typeof transactionSampler>;
const show = (label: string, s: { ms: number; query: string }) => console.log(`longest transaction, ${label}: ${s.ms.toFixed(0)} ms${s.query ? ` (${s.query})` : ''}`);

export async function run(): Promise<void> {
  const backends = new Set((process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((s) => s.trim()));
  if (backends.has('pglite')) {
    console.log('--- PGlite (no pg_stat_activity: timings only) ---');
    await measure({ pgliteDir: process.env.BENCH_PGLITE_DIR ?? '.bench/pglite' }, null);
  }
  if (backends.has('postgres')) {
    const target = await postgresTarget(process.env.BENCH_DATABASE_URL ?? TEST_DATABASE_URL);
    if (!target || 'pgliteDir' in target) return;
    console.log('--- PostgreSQL ---');
    const sampler = transactionSampler(target.url);
    try {
      await measure(target, sampler);
      if (process.env.BENCH_BACKFILL === '1') await measureBackfill(target, sampler);
    } finally {
      await sampler.stop();
    }
  }
}

async function measure(target: DbTarget, sampler: Sampler | null): Promise<void> {
  const wanted = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
  const runs = Number(process.env.BENCH_RUNS ?? 30);
  const db = connect(target);
  try {
    const started = performance.now();
    await prepareDatabase(db, publicUrl());
    console.log(`migrations (and any pending backfill; the demo seed on an empty database): ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (sampler) show('migrations and first start', sampler.take());
    const total = await topUp(db, wanted);
    const merchant = await db.selectFrom('merchants').select(['id', 'currencies']).where('has_multiparty', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const { n } = await db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).where('merchant_id', '=', merchant.id).executeTakeFirstOrThrow();
    const entries = await sql<{ n: number }>`select count(*)::int as n from ledger_entries where merchant_id = ${merchant.id}`.execute(db);
    console.log(`payments: ${total} in the database, ${n} on multiparty merchant ${merchant.id} (${entries.rows[0].n} ledger entries)`);
    sampler?.take(); // the seeding and the counts above: the bench's statements, not the app's

    // The stand-in settles at once, so the app's payout worker records the payouts made below.
    const app = await buildApp({ db, distDir: null, logger: false, payoutWorker: true, payoutProcessor: standinPayoutProcessor(0) });
    const owner = DEMO_USERS[0];
    const client = new Client(app);
    if ((await client.login(owner.email, owner.password)).statusCode !== 200) throw new Error('demo owner cannot sign in');

    const day = (offset: number) => new Date(SEED_BASE_DATE.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    const listCall = () => client.get(`/merchant/transactions/payments/?merchant=${merchant.id}&limit=20&s=created&m=range&v=${day(-366)},${day(0)}`);
    const listFirst = await timed(1, listCall);
    const list = await timed(runs, listCall);
    const payout = () => client.request({ method: 'POST', url: `/api/v2/merchant/${merchant.id}/payout/create/`,
      payload: { type: 'card', receiver: '4242424242424242', amount: '1.00', currency: merchant.currencies[0], additional_info: 'bench' } });
    const first = await timed(1, payout);
    const more = await timed(10, payout);
    const balance = await timed(runs, () => client.get(`/merchant/${merchant.id}/payout/balance/`));
    // Let the app's payout worker settle what was created (it runs every second).
    await new Promise((r) => setTimeout(r, 3000));
    const open = await sql<{ n: number }>`select count(*)::int as n from payouts where merchant_id = ${merchant.id} and status = 'processing'`.execute(db);
    await app.close();

    const fmt = (r: { p50: number; p95: number }) => `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`;
    console.log(`payments list first page:  first call ${listFirst.p50.toFixed(1)} ms, then ${fmt(list)}`);
    console.log(`first payout (POST create): ${first.p50.toFixed(1)} ms; next 10: ${fmt(more)}; ${open.rows[0].n} still processing after 3 s`);
    console.log(`balance GET:               ${fmt(balance)}`);
    console.log(formatGoal(goal('first payout within the first list call (ms)', first.p50, '<=', Number(listFirst.p50.toFixed(1)))));
    console.log(formatGoal(goal('next payouts p50 within the list call (ms, list p95)', more.p50, '<=', Number(list.p95.toFixed(1)))));
    console.log(formatGoal(goal('balance p50 within the list call (ms, list p95)', balance.p50, '<=', Number(list.p95.toFixed(1)))));
    if (sampler) {
      const longest = sampler.take();
      show('app calls and payout worker', longest);
      console.log(formatGoal(goal('longest app transaction', longest.ms, '<=', 1000, ' ms')));
    }
  } finally {
    await db.destroy();
  }
}

/** Migration 032's backfill on the bench payments without their ledger: a copy in schema bench_backfill. */
async function measureBackfill(target: { url: string; searchPath?: string }, sampler: Sampler): Promise<void> {
  const from = target.searchPath ?? 'bench';
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query('drop schema if exists bench_backfill cascade; create schema bench_backfill');
  const db = connect({ url: target.url, searchPath: 'bench_backfill' });
  try {
    await migrateToLatest(db);
    let started = performance.now();
    await sql.raw(`insert into companies select * from ${from}.companies`).execute(db);
    await sql.raw(`insert into merchants select * from ${from}.merchants`).execute(db);
    await sql.raw(`insert into settlements select * from ${from}.settlements`).execute(db);
    await sql.raw(`insert into payments select * from ${from}.payments`).execute(db);
    await sql`analyze payments`.execute(db);
    // As migration 032 leaves a database whose payments have no entries.
    await sql`insert into ledger_backfill (after_payment_id) values (0)`.execute(db);
    console.log(`backfill copy: payments copied without ledger in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    sampler.take();
    started = performance.now();
    const done = await backfillLedger(db);
    const longest = sampler.take();
    console.log(`backfill of 032: ${done.entered} entries in ${done.batches} batches, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    show('backfill', longest);
    console.log(formatGoal(goal('longest backfill transaction', longest.ms, '<=', 1000, ' ms')));
    const { rows } = await sql<{ off: number }>`select count(*)::int as off from balances b
      where b.available <> (select coalesce(sum(amount), 0) from ledger_entries l where l.merchant_id = b.merchant_id and l.currency = b.currency)`.execute(db);
    console.log(`balances rows off their sums after the backfill: ${rows[0].off}`);
  } finally {
    await db.destroy();
    await admin.query('drop schema if exists bench_backfill cascade');
    await admin.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
