// Two instances over one PostgreSQL database (issue 25): a write through one drops the list counts
// the other has cached before the write's reply (LISTEN/NOTIFY, server/lists/list-writes.ts), also
// back to back, and while the other's listening session is lost it counts every call anew. Each
// app has connections of its own, as two processes have. PGlite is one process: nothing to share.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { connect, type Db } from '../../server/db/connect.ts';
import { seedDemoLinks } from '../../server/links/demo-links.ts';
import { CHANNEL } from '../../server/lists/list-writes.ts';
import { Client, createMerchant, createUser, freshDb, PUBLIC_URL, TEST_DATABASE_URL } from './helpers.ts';

const PASSWORD = 'Two-instances-1';
const LINKS = '/merchant/payment-solutions/links';
type Page = { data: Array<{ id: number }>; paginator: { page: number; pages: number; count: number } };

describe('list counts of two instances on PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshDb>>;
  let dbB: Db;
  let schema: string;
  const apps: FastifyInstance[] = [];
  let viaA: Client;
  let viaB: Client;
  let merchant: number;
  let admin: pg.Client;

  const list = async (c: Client, qs = 'limit=5'): Promise<Page> => {
    const res = await c.get(`${LINKS}/?merchant=${merchant}&${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const create = async (c: Client): Promise<number> => {
    const res = await c.post(`${LINKS}/${merchant}/create/`, { amount: '9.90', currency: 'GEL', description: 'Two instances' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().invoice.id;
  };
  /** Links written behind the API's back (as another program would): four of them. */
  const behindTheBack = () => seedDemoLinks(fresh.db, [{ id: merchant, currency: 'GEL' }]);
  const start = async (db: Db) => {
    const app = await buildApp({ db, distDir: null, publicUrl: PUBLIC_URL, production: false, secretKey: 'test-secret' });
    apps.push(app);
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    fresh = await freshDb('postgres');
    schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(fresh.db)).rows[0].schema;
    dbB = connect({ url: TEST_DATABASE_URL, searchPath: schema });
    const [a, b] = [await start(fresh.db), await start(dbB)];
    merchant = await createMerchant(fresh.db, 'Two Instances Shop');
    await createUser(fresh.db, { email: 'owner@instances.test', password: PASSWORD, merchants: [{ id: merchant, level: 'edit' }] });
    for (let i = 0; i < 3; i++) await behindTheBack();
    viaA = new Client(a);
    expect((await viaA.login('owner@instances.test', PASSWORD)).statusCode).toBe(200);
    // The same browser, its next calls balanced to the other instance.
    viaB = new Client(b);
    for (const [name, value] of viaA.cookies) viaB.cookies.set(name, value);
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await admin?.end();
    for (const app of apps) await app.close();
    await dbB?.destroy();
    await fresh?.drop();
  });

  it('a link created through A is in the list B serves at once, with its count and pages', async () => {
    expect((await list(viaB)).paginator).toMatchObject({ count: 12, pages: 3 });
    // B has counted: rows added behind the API's back do not show in its count for now.
    await behindTheBack();
    expect((await list(viaB)).paginator).toMatchObject({ count: 12, pages: 3 });
    const id = await create(viaA);
    const page = await list(viaB);
    expect(page.paginator).toMatchObject({ count: 17, pages: 4 });
    expect(page.data[0].id).toBe(id);
    // The last page, read by the count: the two oldest rows, nothing cut off.
    expect((await list(viaB, 'limit=5&page=4')).data).toHaveLength(2);
  });

  it('back to back, each write through one instance is counted by the next call the other serves', async () => {
    let count = (await list(viaA)).paginator.count;
    for (let i = 0; i < 20; i++) {
      const [writer, reader] = i % 2 ? [viaB, viaA] : [viaA, viaB];
      await list(reader);
      const id = await create(writer);
      const page = await list(reader);
      count += 1;
      expect(page.paginator.count, `write ${i}`).toBe(count);
      expect(page.data[0].id).toBe(id);
    }
  });

  it('while its listening session is lost an instance counts anew; listening again, notices work again', async () => {
    // B's listening session, by the instance id its own notices carry.
    const listener = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await listener.connect();
    const heard = new Promise<string>((resolve) => listener.on('notification', (n) => {
      if (n.payload?.endsWith(` ${schema}`)) resolve(n.payload.split(' ')[0]);
    }));
    await listener.query(`listen ${CHANNEL}`);
    await create(viaB);
    const instanceB = await heard;
    await listener.end();
    const sessionOf = async () => (await admin.query<{ pid: number; query: string; state: string }>(
      `select pid, query, state from pg_stat_activity where application_name = $1`, [`portal list writes ${instanceB}`])).rows;
    const [lost] = await sessionOf();
    expect(lost).toBeDefined();

    let count = (await list(viaB)).paginator.count;
    await admin.query('select pg_terminate_backend($1)', [lost.pid]);
    await behindTheBack();
    expect((await list(viaB)).paginator.count).toBe((count += 4));
    await behindTheBack();
    expect((await list(viaB)).paginator.count).toBe((count += 4));

    // Listening again (within a second or so): cached again, and dropped by A's writes.
    for (const until = Date.now() + 10_000; ; await new Promise((r) => setTimeout(r, 50))) {
      const [again] = await sessionOf();
      if (again && again.pid !== lost.pid && again.state === 'idle' && /^listen /i.test(again.query)) break;
      if (Date.now() > until) throw new Error('B did not listen again');
    }
    expect((await list(viaB)).paginator.count).toBe(count);
    await behindTheBack();
    expect((await list(viaB)).paginator.count).toBe(count);
    await create(viaA);
    expect((await list(viaB)).paginator.count).toBe((count += 5));
  });
});
