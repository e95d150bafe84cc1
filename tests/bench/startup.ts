// Start-up bench (issue 15 must-show 6), run the way `npm start` runs:
// - `scripts/build-start.mjs` with nothing changed since the last build: how long the check takes
//   (it builds first when the sources changed, which is not timed);
// - the compiled server (`dist-server/main.js`) on an empty database (first start: migrations and
//   demo data), then BENCH_RUNS restarts on that data: ms from spawning node until the sign-in page
//   and a signed-out API call both answer. On PGlite (a fresh folder) and on PostgreSQL (a fresh
//   database on BENCH_DATABASE_URL's server; skipped when there is none).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../api/helpers.ts';
import { ROOT } from './support/browser';
import { formatGoal, goal, median } from './support/stats';

const RESTART_BUDGET_MS = 5000;
const CHECK_BUDGET_MS = 1000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const reply = await fetch(url);
    await reply.arrayBuffer();
    return reply.status < 500;
  } catch {
    return false; // not listening yet
  }
}

/** Spawns the compiled server with `env`, resolves with ms until both addresses answer, and a stop function. */
async function start(env: NodeJS.ProcessEnv): Promise<{ ms: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), IDENTITY_PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if ((await answers(`${base}/account/login`)) && (await answers(`${base}/api/v2/account/check_auth/`)))
      return { ms: performance.now() - started, stop };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function measure(label: string, env: NodeJS.ProcessEnv, runs: number): Promise<number> {
  const first = await start(env);
  await first.stop();
  const restarts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const next = await start(env);
    restarts.push(next.ms);
    await next.stop();
  }
  const ms = median(restarts);
  console.log(`  ${label}: first start (empty database, seeds it) ${first.ms.toFixed(0)} ms; restart with its data median ${ms.toFixed(0)} ms (${restarts.map((r) => r.toFixed(0)).join(', ')})`);
  return ms;
}

async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `bench_startup_${process.pid}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.log(`  PostgreSQL: skipped (${(error as Error).message})`);
    await admin.end().catch(() => undefined);
    return null;
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.href,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function run(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  console.log('start-up of the compiled server (npm start), ms from spawn until /account/login and /api/v2/account/check_auth/ answer');
  // The first call builds what is stale; the second is what a restart with nothing changed costs.
  spawnSync(process.execPath, ['scripts/build-start.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const checkStarted = performance.now();
  spawnSync(process.execPath, ['scripts/build-start.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const checkMs = performance.now() - checkStarted;
  console.log(`  npm start's build check, nothing changed: ${checkMs.toFixed(0)} ms`);

  const dir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  const goals = [goal("build check with nothing changed (ms)", checkMs, '<=', CHECK_BUDGET_MS)];
  try {
    goals.push(goal('PGlite restart with data (ms)', await measure('PGlite', { PGLITE_DIR: dir, DATABASE_URL: '' }, runs), '<=', RESTART_BUDGET_MS));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const postgres = await freshPostgres(process.env.BENCH_DATABASE_URL ?? TEST_DATABASE_URL);
  if (postgres) {
    try {
      goals.push(goal('PostgreSQL restart with data (ms)', await measure('PostgreSQL', { DATABASE_URL: postgres.url }, runs), '<=', RESTART_BUDGET_MS));
    } finally {
      await postgres.drop();
    }
  }
  for (const g of goals) console.log(`  ${formatGoal(g)}`);
}
