// Statements marked PREPARED_MARK (server/db/prepared.ts) run as named prepared statements on both
// drivers (one connection here: PGlite has only one): the same rows as unmarked, rows written after the statement was prepared, DDL followed.
// GENERIC_MARK: the generic plan, outside transactions only (PostgreSQL: a session that forces it;
// PGlite: plan_cache_mode switched for the statement).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from 'kysely';
import type { Db } from '../../server/db/connect.ts';
import type { Database } from '../../server/db/schema.ts';
import { GENERIC_MARK, PREPARED_MARK } from '../../server/db/prepared.ts';
import { BACKENDS, freshDb } from './helpers.ts';

describe.each(BACKENDS)('prepared statements on %s', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDb(backend));
    await sql`create table prep_t (id int primary key, name text)`.execute(db);
  });
  afterAll(() => drop());

  const marked = (id: number) => sql<{ id: number; name: string }>`${sql.raw(PREPARED_MARK)} select * from prep_t where id >= ${id} order by id`;

  it('reads the rows as they are at each run, on one connection', async () => {
    await db.connection().execute(async (conn) => {
      expect((await marked(0).execute(conn)).rows).toEqual([]);
      await sql`insert into prep_t values (1, 'a'), (2, 'b')`.execute(conn);
      for (let i = 0; i < 7; i++) expect((await marked(2).execute(conn)).rows).toEqual([{ id: 2, name: 'b' }]);
      await sql`update prep_t set name = 'c' where id = 2`.execute(conn);
      expect((await marked(0).execute(conn)).rows).toEqual([{ id: 1, name: 'a' }, { id: 2, name: 'c' }]);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement like ${`%${PREPARED_MARK}%`}`.execute(conn);
      expect(rows[0].n).toBe(1);
    });
  });

  it('a column added after the statement was prepared shows', async () => {
    await db.connection().execute(async (conn) => {
      expect((await marked(1).execute(conn)).rows[0]).toEqual({ id: 1, name: 'a' });
      await sql`alter table prep_t add column extra int`.execute(conn);
      expect((await marked(1).execute(conn)).rows[0]).toEqual({ id: 1, name: 'a', extra: null });
    });
  });

  const planMode = (mark: string) => sql<{ mode: string }>`${sql.raw(mark)} select current_setting('plan_cache_mode') as mode`;
  const modeOf = async (db: Db | Transaction<Database>, mark: string) => (await planMode(mark).execute(db)).rows[0].mode;

  it('a statement marked GENERIC_MARK keeps the generic plan, nothing else does', async () => {
    for (const mark of [GENERIC_MARK, PREPARED_MARK, GENERIC_MARK, GENERIC_MARK, '', GENERIC_MARK]) {
      expect(await modeOf(db, mark), mark).toBe(mark === GENERIC_MARK ? 'force_generic_plan' : 'auto');
    }
    // In a transaction every statement runs on its connection, and sees its writes.
    await db.transaction().execute(async (trx) => {
      await sql`insert into prep_t values (9, 'in transaction')`.execute(trx);
      expect(await modeOf(trx, GENERIC_MARK)).toBe('auto');
      const { rows } = await sql`${sql.raw(GENERIC_MARK)} select name from prep_t where id = ${9}`.execute(trx);
      expect(rows).toEqual([{ name: 'in transaction' }]);
    });
    const { rows } = await sql`${sql.raw(GENERIC_MARK)} select name from prep_t where id = ${9}`.execute(db);
    expect(rows).toEqual([{ name: 'in transaction' }]);
    // A transaction rolled back after a generic statement; a failed statement: the modes still hold.
    expect(await modeOf(db, GENERIC_MARK)).toBe('force_generic_plan');
    await expect(db.transaction().execute(async (trx) => {
      expect(await modeOf(trx, GENERIC_MARK)).toBe('auto');
      throw new Error('undone');
    })).rejects.toThrow('undone');
    await expect(sql`${sql.raw(GENERIC_MARK)} select 1 / ${0}::int as x`.execute(db)).rejects.toThrow(/division by zero/);
    expect(await modeOf(db, '')).toBe('auto');
    expect(await modeOf(db, GENERIC_MARK)).toBe('force_generic_plan');
  });
});
