// Several portal instances over one PostgreSQL database behind haproxy, as the README's scale-out
// deployment runs them: each instance a real process (`node server/main.ts`), the database a fresh one
// on the test PostgreSQL server, dropped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, waitForServer } from '../e2e/server-process.ts';
import { startHaproxy } from './haproxy.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Instance = {
  name: string;
  port: number;
  identityPort: number;
  url: string;
  child: ChildProcess;
  /** JSON lines the instance logged on stdout (LOG_LEVEL=info: every request). */
  logs: string[];
};

export type Cluster = {
  /** The load balancer's address: what a browser would use. */
  url: string;
  /** The balancer's address of the identity stand-ins (the one frame origin every instance reports). */
  identityUrl: string;
  databaseUrl: string;
  instances: Instance[];
  /** kill -9, and wait until the process is gone. */
  kill(instance: Instance): Promise<void>;
  /** Starts a killed instance again on its ports, and waits until haproxy balances over both. */
  restart(instance: Instance): Promise<void>;
  sql<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  /** Payments added by `npm run seed -- --payments N` before the instances start. */
  payments?: number;
  env?: Record<string, string>;
};

function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const name = `scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = databaseUrl(name);
  const db = new pg.Pool({ connectionString: url, max: 2 });
  // The drop at the end ends connections still closing; that is no test's failure.
  db.on('error', () => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'scale-'));
  const lbPort = await freePort();
  const lbUrl = `http://127.0.0.1:${lbPort}`;
  const identityLbPort = await freePort();
  const identityUrl = `http://127.0.0.1:${identityLbPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url, NODE_ENV: 'test', HOST: '127.0.0.1', PUBLIC_URL: lbUrl, DIST_DIR: join(dir, 'no-dist'),
    // One load balancer in front: the client is the address it appends, whatever the client sent.
    TRUST_PROXY: '1', SECRET_KEY: 'scale-test-secret', WORKERS: '1', LOG_LEVEL: 'info', PGLITE_DIR: '',
    // Each instance runs an identity stand-in; the balancer's identity frontend is their one origin.
    IDENTITY_URL: identityUrl, IDENTITY_STANDIN: '1', IDENTITY_API_KEY: '',
    ...options.env,
  };
  await run(['--import', 'tsx', 'server/seed/cli.ts', '--payments', String(options.payments ?? 0)], env);
  const instances: Instance[] = [];
  let haproxy: ChildProcess | undefined;
  const stop = async () => {
    haproxy?.kill('SIGKILL');
    await Promise.all(instances.map((i) => stopProcess(i.child, 'SIGTERM')));
    await db.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  };
  const launch = (port: number, identityPort: number, logs: string[]): ChildProcess => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...env, PORT: String(port), IDENTITY_PORT: String(identityPort) }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    let rest = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      logs.push(...lines);
    });
    return child;
  };
  try {
    for (const name of ['a', 'b']) {
      const [port, identityPort] = [await freePort(), await freePort()];
      const logs: string[] = [];
      instances.push({ name, port, identityPort, url: `http://127.0.0.1:${port}`, logs, child: launch(port, identityPort, logs) });
    }
    await Promise.all(instances.map((i) => waitForServer(`${i.url}/api/v2/saas/`, i.child, 120_000)));
    haproxy = startHaproxy(dir, [
      { name: 'portal', port: lbPort, health: '/api/v2/saas/', servers: instances },
      { name: 'identity', port: identityLbPort, health: '/api/health', servers: instances.map((i) => ({ name: i.name, port: i.identityPort })) },
    ]);
    await waitForBoth(`${lbUrl}/api/v2/saas/`);
    await waitForBoth(`${identityUrl}/api/health`);
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    url: lbUrl,
    identityUrl,
    databaseUrl: url,
    instances,
    kill: (i) => stopProcess(i.child, 'SIGKILL'),
    async restart(instance) {
      instance.child = launch(instance.port, instance.identityPort, instance.logs);
      await waitForServer(`${instance.url}/api/v2/saas/`, instance.child, 120_000);
      await waitForBoth(`${lbUrl}/api/v2/saas/`);
      await waitForBoth(`${identityUrl}/api/health`);
    },
    sql: async (text, values) => (await db.query(text, values)).rows,
    stop,
  };
}

/** Until haproxy's health checks have put both instances in the rotation. */
async function waitForBoth(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  const seen = new Set<string>();
  while (seen.size < 2) {
    if (Date.now() > deadline) throw new Error(`haproxy did not balance over both instances (saw ${[...seen].join(', ') || 'none'})`);
    const res = await fetch(url).catch(() => undefined);
    const by = res?.headers.get('x-served-by');
    if (res?.ok && by) seen.add(by);
    else await new Promise((r) => setTimeout(r, 100));
  }
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
