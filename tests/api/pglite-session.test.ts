// PGlite is one session (server/db/pglite/driver.ts): statements outside a transaction are sent
// without waiting for each other, a transaction has the session to itself. A statement asked for
// during a transaction must not run inside it (it would see, or be undone with, its writes).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { freshDb } from './helpers.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the PGlite session', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDb('pglite'));
    await sql`create table gate_t (id int primary key)`.execute(db);
  });
  afterAll(() => drop());

  const count = async () => (await sql<{ n: number }>`select count(*)::int as n from gate_t`.execute(db)).rows[0].n;

  it('answers statements sent together each with its own rows, in the order asked', async () => {
    const order: number[] = [];
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      sql<{ v: number }>`select ${i}::int as v`.execute(db).then((r) => { order.push(i); return r.rows[0].v; })));
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(order).toEqual(answers);
  });

  it('a statement asked for during a transaction runs after it, outside it', async () => {
    let seen: number | undefined;
    let seenAt = 0;
    let endedAt = 0;
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into gate_t values (1)`.execute(trx);
      // Asked for while the transaction holds the session (its insert not committed).
      void count().then((n) => { seen = n; seenAt = performance.now(); });
      await pause(50);
      expect(seen, 'the outside statement waits for the transaction').toBeUndefined();
      endedAt = performance.now();
      throw new Error('undone');
    });
    await expect(transaction).rejects.toThrow('undone');
    await pause(0);
    await count();
    expect(seen, 'the rolled-back insert is not seen').toBe(0);
    expect(seenAt).toBeGreaterThanOrEqual(endedAt);
  });

  it('a transaction begins once the statements sent before it are answered, and later ones wait for it', async () => {
    const events: string[] = [];
    const before = sql`select pg_sleep(0.05)`.execute(db).then(() => events.push('before'));
    const transaction = db.transaction().execute(async (trx) => {
      events.push('begun');
      await sql`insert into gate_t values (2)`.execute(trx);
      await pause(20);
      events.push('committing');
    });
    await pause(10); // the transaction waits for `before`; this statement comes after it
    const after = count().then((n) => events.push(`after saw ${n}`));
    await Promise.all([before, transaction, after]);
    expect(events).toEqual(['before', 'begun', 'committing', 'after saw 1']);
  });
});
