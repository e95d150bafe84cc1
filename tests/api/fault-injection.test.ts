// Nothing half-written (issue 26 must-show 2): a fault is injected before the 1st, 2nd, ... write of
// a call (password reset, registration, each upload) until the call has fewer writes than that and
// succeeds. After every failed try, every table of the database holds exactly what it held before.
// The fault is a Kysely plugin on the app's database: the k-th INSERT, UPDATE or DELETE (query
// builder or raw SQL) after arming throws, as a lost connection or a full disk would.
import { sql, type KyselyPlugin, type OperationNode, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db/connect.ts';
import { png } from './images.ts';
import { buildApp } from '../../server/app.ts';
import { BACKENDS, Client, createMerchant, createUser, freshDb, lastMail, PUBLIC_URL, tokenFrom } from './helpers.ts';
import { multipart } from './multipart.ts';

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const RAW_WRITE = /^\s*(with\b[\s\S]*\)\s*)?(insert|update|delete|merge)\b/i;

function isWrite(node: RootOperationNode): boolean {
  if (WRITES.has(node.kind)) return true;
  const raw = node as OperationNode & { sqlFragments?: readonly string[] };
  return node.kind === 'RawNode' && RAW_WRITE.test((raw.sqlFragments ?? []).join('?'));
}

/** Fails the k-th write after `arm(k)`; `arm(Infinity)` lets every write through. */
function faults() {
  let failAt = Infinity;
  let writes = 0;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (isWrite(node) && ++writes === failAt) throw new Error(`injected fault before write ${writes}`);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { plugin, arm: (k: number) => { failAt = k; writes = 0; } };
}

/** Written before a call's transaction on purpose: an attempt counts even when the call then fails
 * (server/account/throttle.ts), so a fault cannot buy free guesses. */
const OWN_COMMIT = new Set(['throttle_counters']);

/** Every row of every table (but OWN_COMMIT's), in a stable order. */
async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables.rows.filter((t) => !OWN_COMMIT.has(t.name))) {
    const rows = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(name)} t order by 1`.execute(db);
    out[name] = rows.rows.map((r) => r.row);
  }
  return out;
}

describe.each(BACKENDS)('a fault between the writes of a call leaves nothing half-written, on %s', (backend) => {
  const fault = faults();
  let db: Db;
  let drop: () => Promise<void>;
  let client: () => Client;
  let close: () => Promise<unknown>;
  let shop: number;
  let owner: Client;

  beforeAll(async () => {
    ({ db, drop } = await freshDb(backend));
    const app = await buildApp({ db: db.withPlugin(fault.plugin), distDir: null, publicUrl: PUBLIC_URL, production: false, secretKey: 'test-secret', demoMailbox: true });
    await app.ready();
    client = () => new Client(app);
    close = () => app.close();
    shop = await createMerchant(db, 'Fault Shop', 'GE', ['GEL']);
    await createUser(db, { email: 'owner@fault.test', password: 'Owner-pass-123', merchants: [{ id: shop, level: 'edit' }] });
    owner = client();
    expect((await owner.login('owner@fault.test', 'Owner-pass-123')).statusCode).toBe(200);
  });
  afterAll(async () => {
    await close();
    await drop();
  });

  /** Tries `call` with a fault before its 1st, 2nd, ... write; returns how many writes it made. */
  async function faultEachWrite(call: () => Promise<LightMyRequestResponse>, succeeded: (res: LightMyRequestResponse) => void): Promise<number> {
    for (let k = 1; k < 50; k++) {
      const before = await snapshot(db);
      fault.arm(k);
      const res = await call();
      fault.arm(Infinity);
      if (res.statusCode !== 500) {
        succeeded(res);
        return k - 1;
      }
      const after = await snapshot(db);
      const changed = Object.keys(after).filter((table) => JSON.stringify(after[table]) !== JSON.stringify(before[table]));
      expect(changed, `fault before write ${k}: tables changed`).toEqual([]);
    }
    throw new Error('the call never succeeded');
  }

  it('password reset: token consumed, password changed and sessions ended together or not at all', async () => {
    await createUser(db, { email: 'reset@fault.test', password: 'Old-password-1' });
    const c = await client().prime();
    expect((await c.post('/account/password/email/', { email: 'reset@fault.test' })).json()).toEqual({});
    const token = tokenFrom((await lastMail(c, 'reset@fault.test'))!.text, '/account/reset_password');
    const other = client();
    await other.login('reset@fault.test', 'Old-password-1');
    const body = { password: 'Brand-new-pass-1', password2: 'Brand-new-pass-1' };
    const writes = await faultEachWrite(() => c.post(`/account/password/reset/${token}/`, body), (res) => expect(res.json()).toEqual({}));
    expect(writes).toBeGreaterThanOrEqual(2);
    expect((await other.get('/account/check_auth/')).json()).toEqual({ state: 'no' });
    expect((await client().login('reset@fault.test', 'Brand-new-pass-1')).json()).toEqual({ state: 'ok' });
  });

  it('registration: the user, the session and the confirmation mail together or not at all', async () => {
    const c = await client().prime();
    const body = { email: 'new@fault.test', password: 'New-user-pass-1', password2: 'New-user-pass-1', first_name: 'Nina', last_name: 'New' };
    const writes = await faultEachWrite(() => c.post('/account/registration/start/', body), (res) => expect(res.json()).toEqual({ state: 'ok' }));
    expect(writes).toBeGreaterThanOrEqual(2);
    expect((await lastMail(c, 'new@fault.test'))?.text).toContain('/account/confirm/');
  });

  const upload = (path: string, files: Parameters<typeof multipart>[0], fields?: Record<string, string>) => () =>
    owner.request({ method: 'POST', url: `/api/v2${path}`, ...multipart(files, fields) });

  it('logo upload: the file and the merchant setting together; a second logo replaces the first whole', async () => {
    const path = `/merchant/${shop}/settings/customization/logo/`;
    const send = upload(path, [{ field: 'file', name: 'logo.png', data: png(840, 300, 2000), type: 'image/png' }]);
    await faultEachWrite(send, (res) => expect(res.json()).toMatchObject({ width: 840, height: 300 }));
    const replace = upload(path, [{ field: 'file', name: 'logo2.png', data: png(600, 200, 2000), type: 'image/png' }]);
    const writes = await faultEachWrite(replace, (res) => expect(res.json()).toMatchObject({ width: 600, height: 200 }));
    expect(writes).toBeGreaterThanOrEqual(2);
  });

  it('Apple Pay certificate upload: the file and the certificate slot together', async () => {
    const base = `/merchant/${shop}/payment-methods/apple-pay/cert/`;
    const p12 = Buffer.concat([Buffer.from([0x30, 0x82, 0x01, 0x00]), Buffer.alloc(256, 1)]);
    const send = upload(`${base}p12/`, [{ field: 'merch_p12_cert', name: 'm.p12', data: p12 }], { merch_p12_password: 'Sup3r-secret-p12' });
    await faultEachWrite(send, (res) => expect(res.json().files).toEqual(expect.arrayContaining([expect.objectContaining({ slot: 'merch_p12_cert' })])));
    const again = upload(`${base}p12/`, [{ field: 'merch_p12_cert', name: 'm2.p12', data: p12 }], { merch_p12_password: 'Other-secret-p12' });
    expect(await faultEachWrite(again, (res) => expect(res.statusCode).toBe(200))).toBeGreaterThanOrEqual(2);
  });

  it('contract upload: the file and its contract row together', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 0x20)]);
    const send = upload(`/merchant/${shop}/settings/contract/upload/1/`, [{ field: 'file', name: 'contract.pdf', data: pdf, type: 'application/pdf' }]);
    expect(await faultEachWrite(send, (res) => expect(res.json().id).toEqual(expect.any(Number)))).toBeGreaterThanOrEqual(2);
  });
});
