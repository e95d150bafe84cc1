// The list calls' statements on PostgreSQL go out pipelined (server/db/pipelined-pool.ts): each
// answered with its own rows, a failing one alone fails (each is its own implicit transaction), a
// connection the server ends fails only its unanswered statements and the next ones open another.
// The statements of one turn of the event loop reach the socket in one write.
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PipelinedPool } from '../../server/db/pipelined-pool.ts';
import { TEST_DATABASE_URL } from './helpers.ts';

const APP = 'pipelined-pool-test';
const query = (text: string, params: unknown[] = []) => CompiledQuery.raw(text, params);

describe('the pipelined pool', () => {
  let pool: PipelinedPool;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  const opened: pg.Client[] = [];
  beforeAll(async () => {
    await admin.connect();
    pool = new PipelinedPool(() => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL, application_name: APP, pipeline: true });
      opened.push(client);
      return client;
    }, 2);
  });
  afterAll(async () => {
    await pool.destroy();
    await admin.end();
  });

  const backends = async () =>
    (await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where application_name = $1', [APP])).rows[0].n;

  it('answers 200 statements sent together, each with its own rows, on at most its connections', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      pool.executeQuery<{ v: number }>(query('select $1::int as v', [i])).then((r) => r.rows[0].v)));
    expect(answers).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(await backends()).toBeLessThanOrEqual(2);
  });

  it('sends the statements of one turn in one write to the socket (each took a write of its own)', async () => {
    await pool.executeQuery(query('select 1'));
    // A Writable hands the socket its buffered chunks through _writev (several) or _write (one).
    const writes: number[] = [];
    const streams = opened.map((c) => c.connection.stream as unknown as Record<'_write' | '_writev', (...a: unknown[]) => unknown>);
    for (const stream of streams) {
      for (const method of ['_write', '_writev'] as const) {
        const original = stream[method];
        stream[method] = function (this: unknown, ...args: unknown[]) {
          writes.push(method === '_writev' ? (args[0] as unknown[]).length : 1);
          return original.apply(this, args);
        };
      }
    }
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      pool.executeQuery<{ v: number }>(query('select $1::int as v', [i])).then((r) => r.rows[0].v)));
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i));
    // One write per connection the statements were spread over, however many statements it holds.
    expect(writes.length).toBeLessThanOrEqual(streams.length);
    expect(writes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(50);
  });

  it('a failing statement fails alone; the others sent with it are answered', async () => {
    const results = await Promise.allSettled([
      pool.executeQuery(query('select 1 as a')),
      pool.executeQuery(query('select 1 / $1::int as b', [0])),
      pool.executeQuery(query('select 3 as c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: '22012' });
    expect((results[2] as PromiseFulfilledResult<{ rows: unknown[] }>).value.rows).toEqual([{ c: 3 }]);
  });

  it('a connection the server ends is replaced', async () => {
    await pool.executeQuery(query('select 1'));
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [APP]);
    // Statements already on their way may fail; once the pool has noticed, every statement is answered.
    await Promise.allSettled(Array.from({ length: 5 }, () => pool.executeQuery(query('select 1'))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await Promise.all(Array.from({ length: 10 }, (_, i) => pool.executeQuery<{ v: number }>(query('select $1::int as v', [i]))));
    expect(rows.map((r) => r.rows[0].v)).toEqual(Array.from({ length: 10 }, (_, i) => i));
  });
});
