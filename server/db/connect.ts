// One SQL layer: Kysely over PostgreSQL (DATABASE_URL) or embedded PGlite in a worker thread.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PgliteWorkerDialect } from './pglite/driver.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DbTarget = { url: string; searchPath?: string } | { pgliteDir: string };

export function targetFromEnv(env = process.env): DbTarget {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  return { pgliteDir: env.PGLITE_DIR ?? './data/pglite' };
}

export function connect(target: DbTarget): Db {
  if ('pgliteDir' in target) return new Kysely<Database>({ dialect: new PgliteWorkerDialect(target.pgliteDir) });
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    // Tests isolate each file in its own schema.
    options: target.searchPath ? `-c search_path=${target.searchPath}` : undefined,
    // Same parsing as the PGlite worker: int8 (counts, minor units) as numbers, date as 'YYYY-MM-DD'.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === 20) return Number;
        if (oid === 1082) return (v: string) => v;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
