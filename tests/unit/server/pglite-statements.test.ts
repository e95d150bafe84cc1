// The PGlite statement runner (server/db/pglite/statements.ts) answers what PGlite's query() does:
// same rows and values (any type, non-ASCII text, nulls), same affected rows, same errors; a named
// (prepared) statement reads the rows as they are now, follows DDL, and the caches stay bounded.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_KNOWN, MAX_NAMED, StatementRunner } from '../../../server/db/pglite/statements.ts';
import { PREPARED_MARK } from '../../../server/db/prepared.ts';

let db: PGlite;
let runner: StatementRunner;
beforeAll(async () => {
  db = new PGlite('memory://', { parsers: { [types.INT8]: (v: string) => Number(v), [types.DATE]: (v: string) => v } });
  await db.waitReady;
  runner = new StatementRunner(db);
  await db.exec(`create table t (id serial primary key, name text, tags text[], data jsonb, at timestamptz, day date,
    n bigint, amount numeric, raw bytea, ok boolean)`);
});
afterAll(() => db.close());

const prepared = (text: string) => `${PREPARED_MARK} ${text}`;

describe('StatementRunner', () => {
  it('gives the rows and affected rows of query(), unnamed and prepared, first and later runs', async () => {
    const insert = 'insert into t (name, tags, data, at, day, n, amount, raw, ok) values ($1, $2, $3, $4, $5, $6, $7, $8, $9), ($10, null, null, null, null, null, null, null, null)';
    const values = ['Café Ünïcødé 🍰', ['a', 'b,c', 'd"e'], { k: [1, 'é'], n: null }, new Date('2026-01-02T03:04:05.678Z'), '2026-01-02',
      9007199254740991, '12.3400', new Uint8Array([0, 1, 255]), true, 'plain'];
    expect(await runner.run(insert, values)).toEqual({ rows: [], affectedRows: 2 });
    for (const text of ['select * from t order by id', 'select id, name, tags from t where name = $1', 'select count(*) as c, now() - now() as iv from t where id > $1']) {
      const params = text.includes('$1') ? (text.includes('name') ? ['Café Ünïcødé 🍰'] : [0]) : [];
      const want = await db.query(text, params);
      for (const run of [text, text, prepared(text), prepared(text), prepared(text)]) {
        const got = await runner.run(run, params);
        expect(got.rows).toEqual(want.rows);
        expect(got.affectedRows).toBe(want.affectedRows);
      }
    }
    expect((await runner.run('update t set ok = false where ok', [])).affectedRows).toBe(1);
  });

  it('a prepared statement reads the rows written after it was prepared', async () => {
    const text = prepared('select name from t where name like $1 order by id');
    expect((await runner.run(text, ['x%'])).rows).toEqual([]);
    await runner.run('insert into t (name) values ($1)', ['x1']);
    expect((await runner.run(text, ['x%'])).rows).toEqual([{ name: 'x1' }]);
    await db.query('update t set name = $1 where name = $2', ['x2', 'x1']);
    expect((await runner.run(text, ['x%'])).rows).toEqual([{ name: 'x2' }]);
  });

  it('answers errors with their message and code, and the connection goes on', async () => {
    await expect(runner.run('select nope from t', [])).rejects.toMatchObject({ message: 'column "nope" does not exist', code: '42703' });
    await expect(runner.run(prepared('select 1 / $1::int as x'), [0])).rejects.toMatchObject({ code: '22012' });
    expect((await runner.run(prepared('select 1 / $1::int as x'), [1])).rows).toEqual([{ x: 1 }]);
    await runner.run('begin', []);
    await expect(runner.run('insert into t (id) values (1)', [])).rejects.toMatchObject({ code: '23505' });
    await expect(runner.run(prepared('select 2 as y'), [])).rejects.toMatchObject({ code: '25P02' });
    await runner.run('rollback', []);
    expect((await runner.run(prepared('select 2 as y'), [])).rows).toEqual([{ y: 2 }]);
  });

  it('follows DDL: a prepared select * shows a column added after it was prepared', async () => {
    await runner.run('create table u (a int)', []);
    await runner.run('insert into u values (1)', []);
    const text = prepared('select * from u');
    expect((await runner.run(text, [])).rows).toEqual([{ a: 1 }]);
    await runner.run('alter table u add column b text', []);
    expect((await runner.run(text, [])).rows).toEqual([{ a: 1, b: null }]);
    // The same through another connection's DDL (no command tag seen here): re-prepared on the error.
    await db.exec('alter table u add column c int');
    expect((await runner.run(text, [])).rows).toEqual([{ a: 1, b: null, c: null }]);
  });

  it('keeps at most MAX_KNOWN statements and MAX_NAMED named ones on the server', async () => {
    for (let i = 0; i < MAX_KNOWN + 20; i++) await runner.run(prepared(`select ${i} as i`), []);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(rows[0].n).toBeLessThanOrEqual(MAX_NAMED);
    expect((await runner.run(prepared('select 0 as i'), [])).rows).toEqual([{ i: 0 }]);
  });
});
