// schemas:check (scripts/schemas-check.ts checkAll) refuses list and filter-set files naming a
// field the server cannot read for that list, and lists inconsistent in themselves, each with
// file#pointer: reason. Node environment: the checker reads a copy of schemas/ from disk.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../../scripts/schemas-check';
import { formatIssue } from '../../../engine/core/schema/issue';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const root = mkdtempSync(join(tmpdir(), 'lists-check-'));
cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
const edit = (file: string, change: (json: Json) => void) => {
  const path = join(root, 'schemas', file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
};
edit('lists/payments.json', (list) => {
  list.columns[3].field = 'nope';
  list.columns[5].currencyField = 'v_curency';
  list.columns[7].sortable = true; // card: may be empty in storage
  list.rowActions[1].enabledIf = 'can_capturee';
  list.columns[5].instead[0].field = 'capture_amout';
  list.columns[5].notes[0].text = 'of {amout|amount} authorised';
  list.columns[5].notes[1].when.field = 'reversal';
});
edit('lists/settlements.json', (list) => {
  list.totals = { amount: 'odb_ref', currency: 'status' }; // a text summed, a status as currency
});
edit('lists/payout_history.json', (list) => {
  list.totals = { amount: 'paid', currency: 'currency' };
});
edit('lists/disputes.json', (list) => {
  list.defaultSort = '-email';
  list.columns[0].hidden = true; // chargeback_id is mandatory
});
edit('filters/disputes.json', (set) => {
  set.items[0].name = 'chargeback';
  set.enabled.push('missing');
});
edit('endpoints/transactions.json', (group) => {
  group.endpoints.refund.access = { view: 'settings', level: 'read' }; // the payments source reads 'transactions'
});
edit('endpoints/cashboxes.json', (group) => {
  delete group.endpoints.errors.access;
});
const issues = checkAll(root).map(formatIssue);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('schemas:check on list files', () => {
  it.each([
    'schemas/lists/payments.json#/columns/3/field: the server cannot read the field "nope"',
    'schemas/lists/payments.json#/columns/5/currencyField: the server cannot read the currency field "v_curency"',
    'schemas/lists/payments.json#/columns/7/sortable: "card" may be empty in storage; only a field that is never empty can be sorted (keyset paging)',
    'schemas/lists/payments.json#/rowActions/1/enabledIf: the server sends no row field "can_capturee" for this list',
    'schemas/lists/payments.json#/columns/5/instead/0/field: the server sends no row field "capture_amout" for this list',
    'schemas/lists/payments.json#/columns/5/notes/0/text: the server sends no row field "amout" for this list',
    'schemas/lists/payments.json#/columns/5/notes/1/when: the server sends no row field "reversal" for this list',
    'schemas/lists/settlements.json#/totals/amount: totals add up a money field; "odb_ref" is text',
    'schemas/lists/settlements.json#/totals/currency: "status" is not a currency field',
    'schemas/lists/payout_history.json#/totals/amount: the server cannot read the totals amount field "paid"',
    'schemas/lists/disputes.json#/defaultSort: "email" is not a sortable column of this list',
    'schemas/lists/disputes.json#/columns/0/hidden: a mandatory column is always shown: it cannot be hidden',
    'schemas/filters/disputes.json#/items/0/name: the server cannot read (for the disputes list) the field "chargeback"',
    'schemas/filters/disputes.json#/enabled/3: no filter "missing" in items',
    'schemas/endpoints/transactions.json#/endpoints/refund/access: the payments list is read with {"view":"transactions","level":"read"} (its list source): the call must say so',
    'schemas/endpoints/cashboxes.json#/endpoints/errors/access: is required',
  ])('%s', (expected) => {
    expect(issues.some((i) => i.startsWith(expected)), issues.filter((i) => i.includes('lists') || i.includes('filters')).join('\n')).toBe(true);
  });

  it('the files as they are pass', () => {
    expect(checkAll().map(formatIssue).filter((i) => /schemas\/(lists|filters)\//.test(i))).toEqual([]);
  });
});
