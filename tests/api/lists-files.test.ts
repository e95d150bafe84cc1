// The list and filter-set JSON files are the one definition of a list: the server reads them at
// start (here from an edited copy of schemas/), so an analyst's column or filter shows in the
// reply and works, and a file naming a field the server cannot read stops it with file#pointer.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../engine/core/schema/loadFilesNode.ts';
import { insertPayments } from '../../server/seed/payments.ts';
import { SEED_BASE_DATE } from '../../server/seed/prng.ts';
import { seedSettlementsAndDisputes } from '../../server/seed/settlements-disputes.ts';
import { loadListRoutes } from '../../server/lists/load-definitions.ts';
import { transactionSources } from '../../server/transactions/lists.ts';
import { BACKENDS, createMerchant, createUser, startApp, type Client, type TestApp } from './helpers.ts';
import { SETUP_MS, query, signIn } from './lists-fixtures.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A copy of the repository's schemas/ with some files edited. */
function schemasCopy(edits: Record<string, (json: Json) => void>): string {
  const root = mkdtempSync(join(tmpdir(), 'lists-files-'));
  cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(root, 'schemas', file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
    edit(json);
    writeFileSync(path, JSON.stringify(json, null, 2));
  }
  return root;
}

const PASSWORD = 'Files-pass-1';
const NEW_COLUMN = { field: 'ps_tran_id', label: 'Payment system ID' };
const NEW_FILTER = { name: 'internal_orderid', label: 'Internal order ID', type: 'text', search_modes: ['startswith'] };

describe.each(BACKENDS)('list files on %s', (backend) => {
  let t: TestApp;
  let c: Client;
  let shop: number;
  let root: string;
  const get = async (path: string, qs = '') => {
    const res = await c.get(`/merchant/transactions/${path}/?merchant=${shop}&limit=80&${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    root = schemasCopy({
      // An analyst adds a column third and a filter with a mode the server never offered for it.
      'lists/payments.json': (list) => list.columns.splice(2, 0, NEW_COLUMN),
      'filters/disputes.json': (set) => set.items.push(NEW_FILTER),
    });
    t = await startApp(backend, { schemasRoot: root });
    shop = await createMerchant(t.db, 'Files Shop');
    const targets = [{ id: shop, currency: 'GEL', url: 'https://shop.example' }];
    await insertPayments(t.db, targets, 60, { seed: 'files', base: SEED_BASE_DATE, days: 30 });
    await seedSettlementsAndDisputes(t.db, targets);
    await createUser(t.db, { email: 'reader@files.test', password: PASSWORD, merchants: [{ id: shop, level: 'read' }] });
    c = await signIn(t.client(), 'reader@files.test', PASSWORD);
  }, SETUP_MS);
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('a column added to the list file is in the reply, in the file order, shown by default', async () => {
    const body = await get('payments');
    expect(body.current.fields.slice(0, 4)).toEqual(['id', 'order_id', 'ps_tran_id', 'created']);
    expect(body.fields[2]).toEqual({ name: 'ps_tran_id', label: 'Payment system ID', sortable: false });
    expect(typeof body.data[0].ps_tran_id).toBe('string');
    // Every tab of the list shares the file.
    expect((await get('fraud')).current.fields[2]).toBe('ps_tran_id');
    const fields = (await c.get(`/merchant/transactions/payments/fields/?merchant=${shop}`)).json();
    expect(fields.accepted_fields[2]).toBe('ps_tran_id');
  });

  it('a filter added to the filter-set file is offered, accepted and filters rows', async () => {
    const all = (await get('disputes/all')).data as Array<{ internal_orderid: string }>;
    const prefix = all[0].internal_orderid.slice(0, -1);
    const body = await get('disputes/all', query([['internal_orderid', 'startswith', prefix]]));
    expect(body.filters.find((f: { name: string }) => f.name === 'internal_orderid')).toMatchObject({ ...NEW_FILTER, mode: 'startswith', value: prefix });
    expect(body.data.map((r: { internal_orderid: string }) => r.internal_orderid).sort())
      .toEqual(all.map((r) => r.internal_orderid).filter((id) => id.startsWith(prefix)).sort());
    // A mode the file does not list is refused.
    const res = await c.get(`/merchant/transactions/disputes/all/?merchant=${shop}&${query([['internal_orderid', 'eq', prefix]])}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Filter 'internal_orderid' does not support mode 'eq' (allowed: startswith)" });
  });
});

describe('a list file naming a field the server cannot read', () => {
  it('stops the server at start with file#pointer: reason', () => {
    const root = schemasCopy({ 'lists/disputes.json': (list) => list.columns.push({ field: 'nope', label: 'Nope' }) });
    try {
      expect(() => loadListRoutes(transactionSources, root)).toThrow(
        /schemas\/lists\/disputes\.json#\/columns\/12\/field: the server cannot read the field "nope"/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
