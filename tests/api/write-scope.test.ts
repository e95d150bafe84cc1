// A writing call cannot touch the database outside its transaction (server/db/write-scope.ts), on
// both backends: its transaction commits or rolls back as one; a statement through the root db or a
// transaction of its own fails at once (on PGlite it would otherwise wait for ever); after the call,
// the root db works again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { inWriteScope, OutsideTransactionError } from '../../server/db/write-scope.ts';
import type { Db } from '../../server/db/connect.ts';
import { BACKENDS, freshDb } from './helpers.ts';

describe.each(BACKENDS)('write scope on %s', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDb(backend));
    await sql`create table scope_probe (n int)`.execute(db);
  });
  afterAll(() => drop());

  const count = async () => Number((await sql<{ c: string }>`select count(*) as c from scope_probe`.execute(db)).rows[0].c);
  const insert = (via: Db, n: number) => sql`insert into scope_probe values (${n})`.execute(via);

  it('commits the call transaction as one, and rolls all of it back when the handler throws', async () => {
    await inWriteScope('probe.ok', (begin) => begin(() => db.transaction().execute(async (trx) => {
      await insert(trx, 1);
      await insert(trx, 2);
    })));
    expect(await count()).toBe(2);
    await expect(inWriteScope('probe.fails', (begin) => begin(() => db.transaction().execute(async (trx) => {
      await insert(trx, 3);
      throw new Error('fault between writes');
    })))).rejects.toThrow('fault between writes');
    expect(await count()).toBe(2);
  });

  it('refuses a statement through the root db while the call runs, read or write, and leaves nothing half-written', async () => {
    const outside = inWriteScope('probe.outside', (begin) => begin(() => db.transaction().execute(async (trx) => {
      await insert(trx, 4);
      await insert(db, 5);
    })));
    await expect(outside).rejects.toThrow(OutsideTransactionError);
    await expect(inWriteScope('probe.read', (begin) => begin(() => db.transaction().execute(async () => {
      await db.selectFrom('users').select('id').execute();
    })))).rejects.toThrow(/probe.read is a writing call: 'select/);
    expect(await count()).toBe(2);
  });

  it('refuses a transaction the handler opens itself, and a write before the call transaction begins', async () => {
    await expect(inWriteScope('probe.own', (begin) => begin(() => db.transaction().execute(async () => {
      await db.transaction().execute((own) => insert(own, 6));
    })))).rejects.toThrow(/probe.own is a writing call: 'begin'/);
    await expect(inWriteScope('probe.early', async () => insert(db, 7))).rejects.toThrow(OutsideTransactionError);
    expect(await count()).toBe(2);
  });

  it('lets each step of a steps call commit on its own and read between steps, never write outside one', async () => {
    await inWriteScope('probe.steps', async (begin) => {
      await begin(() => db.transaction().execute((trx) => insert(trx, 8)));
      expect(await count()).toBe(3);
      await begin(() => db.transaction().execute((trx) => insert(trx, 9)));
    }, 'steps');
    expect(await count()).toBe(4);
    await expect(inWriteScope('probe.stepsWrite', async () => insert(db, 11), 'steps')).rejects.toThrow(OutsideTransactionError);
    await expect(inWriteScope('probe.stepsRead', (begin) => begin(() => db.transaction().execute(() => count())), 'steps'))
      .rejects.toThrow(OutsideTransactionError);
    expect(await count()).toBe(4);
  });

  it('lets the root db answer again once the call is over', async () => {
    let over!: () => void;
    let later: Promise<unknown> = Promise.resolve();
    await inWriteScope('probe.after', (begin) => begin(() => db.transaction().execute(async () => {
      // Work the handler leaves running (a callback sent after the reply) carries the call's scope
      // but reaches the db only once the call is over.
      later = new Promise<void>((resolve) => { over = resolve; }).then(() => insert(db, 10));
    })));
    over();
    await later;
    expect(await count()).toBe(5);
  });
});
