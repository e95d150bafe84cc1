// One SQL layer: Kysely over PostgreSQL (DATABASE_URL) or embedded PGlite in a worker thread.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Kysely, PostgresAdapter, PostgresDriver, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import pg from 'pg';
import { PgliteWorkerDialect } from './pglite/driver.ts';
import { PipelinedPool } from './pipelined-pool.ts';
import { isPrepared } from './prepared.ts';
import type { Database } from './schema.ts';
import { guardedDialect } from './write-scope.ts';
import { SplitPostgresDriver } from './split-driver.ts';

export type Db = Kysely<Database>;

/** pipelined: connections of the pipelined pool (default: half this machine's cores, at least one). */
export type DbTarget = { url: string; searchPath?: string; pipelined?: number } | { pgliteDir: string };

export function targetFromEnv(env = process.env): DbTarget {
  if (env.DATABASE_URL) {
    const setting = env.DB_PIPELINED_CONNECTIONS;
    if (setting === undefined || setting === '') return { url: env.DATABASE_URL };
    // A mistyped setting stops the start rather than leaving the default in its place unnoticed.
    if (!/^[1-9]\d{0,2}$/.test(setting)) throw new Error(`DB_PIPELINED_CONNECTIONS must be a whole number from 1 to 999, not '${setting}'`);
    return { url: env.DATABASE_URL, pipelined: Number(setting) };
  }
  return { pgliteDir: env.PGLITE_DIR ?? './data/pglite' };
}

export function connect(target: DbTarget): Db {
  if ('pgliteDir' in target) return new Kysely<Database>({ dialect: guardedDialect(new PgliteWorkerDialect(target.pgliteDir)) });
  const db = connectPostgres(target);
  postgresTargets.set(db, target);
  return db;
}

const postgresTargets = new WeakMap<Db, { url: string; searchPath?: string }>();

export const onPostgres = (db: Db): boolean => postgresTargets.has(db);

/** A connection of its own to the PostgreSQL database (and schema) of `db`, not connected yet, for
 * a session that must stay open (LISTEN); undefined on PGlite (one process, nobody to hear from). */
export function dedicatedClient(db: Db, applicationName: string): pg.Client | undefined {
  const target = postgresTargets.get(db);
  return target && new pg.Client({ ...clientConfig(target, []), application_name: applicationName, keepAlive: true });
}

function connectPostgres(target: { url: string; searchPath?: string; pipelined?: number }): Db {
  const main = new pg.Pool({ ...clientConfig(target, []), max: 10, Client: PreparingClient });
  // Statements marked GENERIC_MARK keep one generic plan per connection (split-driver.ts), sent
  // pipelined on a few connections (pipelined-pool.ts).
  const generic = new PipelinedPool(() => new PreparingClient({ ...clientConfig(target, ['plan_cache_mode=force_generic_plan']), pipeline: true }),
    target.pipelined ?? Math.max(1, Math.floor(availableParallelism() / 2)));
  return new Kysely<Database>({
    dialect: guardedDialect({
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new SplitPostgresDriver(new PostgresDriver({ pool: main }), generic),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    }),
  });
}

function clientConfig(target: { url: string; searchPath?: string }, settings: string[]): pg.ClientConfig {
  // Tests isolate each file in its own schema.
  if (target.searchPath) settings = [...settings, `search_path=${target.searchPath}`];
  return {
    connectionString: target.url,
    options: settings.length ? settings.map((s) => `-c ${s}`).join(' ') : undefined,
    // Same parsing as the PGlite worker: int8 (counts, minor units) as numbers, date as 'YYYY-MM-DD'.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === 20) return Number;
        if (oid === 1082) return (v: string) => v;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  };
}

const MAX_NAMED = 200;
const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < 10 * MAX_NAMED) names.set(text, name);
  }
  return name;
};

/** A pg client that runs statements marked PREPARED_MARK (prepared.ts) as named prepared
 * statements, parsed and planned once per connection, up to MAX_NAMED of them per connection. */
class PreparingClient extends pg.Client {
  #names = new Set<string>();
  #broken = new Set<string>();

  // pg's query() has a dozen overloads; Kysely calls query(text, values) and query(cursor).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [text, values] = args as [unknown, unknown[]];
    if (args.length !== 2 || typeof text !== 'string' || !isPrepared(text)) return super.query(...(args as [string]));
    const name = nameOf(text);
    if (this.#broken.has(name) || (!this.#names.has(name) && this.#names.size >= MAX_NAMED)) return super.query(text, values);
    this.#names.add(name);
    return super.query({ name, text, values }).catch((error: { code?: string }) => {
      // The statement's result type changed under it (DDL since it was prepared): unnamed from now on.
      if (error.code !== '0A000') throw error;
      this.#broken.add(name);
      return super.query(text, values);
    });
  }
}
