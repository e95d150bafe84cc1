// schemas:check on generic pages: the route meta-schema wants `schema` exactly with an
// engine/<kind> screen; the cross-reference pass wants that file in the kind's folder, the
// heading links served, and what a tab shows (form, load call, list, its call, row files)
// to exist with the right method.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { checkSchemaFile, formatIssue, type MetaValidate } from '../../../engine/core/schema';
import { checkCrossRefs } from '../../../engine/core/schema/checkCrossRefs';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { createAjv } from '../../../engine/core/validation';

const ajv = createAjv({ allErrors: true, strict: false });
addFormats(ajv);
const meta = (name: string) => ajv.compile(JSON.parse(readFileSync(join(REPO_ROOT, `schemas/_meta/${name}.json`), 'utf8'))) as MetaValidate;
const routesMeta = meta('routes');
const tabsMeta = meta('tabs');

const route = (extra: object) => ({ path: '/x', title: 'X', access: 'user', ...extra });

describe('generic pages in the route table', () => {
  it('accept engine/<kind> with a schema id, refuse a schema without it or it without one', () => {
    const check = (routes: unknown) => checkSchemaFile('schemas/routes.json', routes, routesMeta).map(formatIssue);
    expect(check([route({ screen: 'engine/list', schema: 'mine', ns: 'settings', links: [{ label: 'Y', route: '/y' }] })])).toEqual([]);
    expect(check([route({ screen: 'engine/list' })])).toContain('schemas/routes.json#/0/schema: is required');
    expect(check([route({ screen: 'account/Login', schema: 'mine' })]).length).toBeGreaterThan(0);
    expect(check([route({ screen: 'engine/page', schema: 'mine' })])[0]).toMatch(/^schemas\/routes.json#\/0\/screen: must match pattern/);
  });

  const corpus = () =>
    new Map<string, unknown>([
      ['schemas/endpoints/shop.json', { group: 'shop', endpoints: {
        list: { method: 'GET', path: '/shop/{merchant}/', reply: 'X' },
        info: { method: 'GET', path: '/shop/{merchant}/info/', reply: 'X' },
        save: { method: 'POST', path: '/shop/{merchant}/info/', reply: 'X' },
      } }],
      ['schemas/lists/shops.json', { id: 'shops', title: 'Shops', endpoint: 'shop.list', columns: [] }],
      ['schemas/forms/shop.json', { id: 'shop', endpoint: 'shop.save', schema: { type: 'object', properties: {} } }],
      ['schemas/tabs/shop.json', { id: 'shop', record: { endpoint: 'shop.info' }, tabs: [
        { id: 'info', label: 'Info', route: '/shops/{merchant}/info', content: [{ form: 'shop', load: 'shop.info' }, { list: 'shops', endpoint: 'shop.list' }] },
      ] }],
      ['schemas/routes.json', [
        { path: '/shops', screen: 'engine/list', schema: 'shops', title: 'Shops', access: 'user', links: [{ label: 'Info', route: '/shops/{merchant}/info' }] },
        { path: '/shops/:merchant/:tab', screen: 'engine/tabs', schema: 'shop', title: 'Shop', access: 'user' },
      ]],
    ]);
  const problems = (files: Map<string, unknown>) => checkCrossRefs(files, []).map(formatIssue);

  it('pass a consistent corpus', () => {
    expect(problems(corpus())).toEqual([]);
  });

  it("report a page whose file is missing from its kind's folder, and an unserved heading link", () => {
    const files = corpus();
    files.set('schemas/routes.json', [
      { path: '/shops', screen: 'engine/tabs', schema: 'shops', title: 'Shops', access: 'user', links: [{ label: 'Nope', route: '/nowhere' }] },
      { path: '/shop', screen: 'engine/form', schema: 'nope', title: 'Shop', access: 'user' },
    ]);
    expect(problems(files)).toEqual(expect.arrayContaining([
      'schemas/routes.json#/0/schema: no tab group "shops" (schemas/tabs/shops.json)',
      'schemas/routes.json#/0/links/0/route: no route serves "/nowhere" (schemas/routes.json or redirects.json)',
      'schemas/routes.json#/1/schema: no form "nope" (schemas/forms/nope.json)',
    ]));
  });

  it("report what a tab shows when it names a missing file or a call of the wrong method", () => {
    const files = corpus();
    files.set('schemas/tabs/shop.json', { id: 'shop', record: { endpoint: 'shop.save' }, tabs: [
      { id: 'info', label: 'Info', route: '/shops/{merchant}/info', content: [
        { form: 'shops', load: 'shop.save' },
        { list: 'shop', endpoint: 'shop.nope', rowFiles: { endpoint: 'shop.info', path: 'files', delete: 'shop.info' } },
      ] },
    ] });
    expect(problems(files)).toEqual([
      'schemas/tabs/shop.json#/record/endpoint: "shop.save" is a POST call: must be a GET',
      'schemas/tabs/shop.json#/tabs/0/content/0/form: no form "shops" (schemas/forms/shops.json)',
      'schemas/tabs/shop.json#/tabs/0/content/0/load: "shop.save" is a POST call: must be a GET',
      'schemas/tabs/shop.json#/tabs/0/content/1/list: no list "shop" (schemas/lists/shop.json)',
      'schemas/tabs/shop.json#/tabs/0/content/1/endpoint: no endpoint "shop.nope" (schemas/endpoints/shop.json)',
      'schemas/tabs/shop.json#/tabs/0/content/1/rowFiles/delete: "shop.info" is a GET call: must be a POST',
    ]);
  });

  it('refuse a tab content item with two kinds or an unknown key', () => {
    const check = (group: unknown) => checkSchemaFile('schemas/tabs/shop.json', group, tabsMeta).map(formatIssue);
    const tab = (content: unknown) => ({ id: 'shop', tabs: [{ id: 'info', label: 'Info', route: '/i', content: [content] }] });
    expect(check(tab({ form: 'shop', load: 'shop.info' }))).toEqual([]);
    expect(check(tab({ form: 'shop', list: 'shops' })).length).toBeGreaterThan(0);
    expect(check(tab({ list: 'shops', colums: [] }))).toContain('schemas/tabs/shop.json#/tabs/0/content/0/colums: unknown property');
  });
});

describe('read-only notice of a tab group', () => {
  it('is required wherever the group or a tab says editWhen', () => {
    const check = (group: unknown) => checkSchemaFile('schemas/tabs/shop.json', group, tabsMeta).map(formatIssue);
    const when = { field: 'can_edit', equals: true };
    const tabs = (tab: object = {}) => [{ id: 'info', label: 'Info', route: '/i', ...tab }];
    expect(check({ id: 'shop', editWhen: when, tabs: tabs() })).toEqual(['schemas/tabs/shop.json#: must have property readOnly when property editWhen is present']);
    expect(check({ id: 'shop', tabs: tabs({ editWhen: when }) })).toContain('schemas/tabs/shop.json#/readOnly: is required');
    expect(check({ id: 'shop', editWhen: when, readOnly: { notice: 'Read only.', id: 'shop' }, tabs: tabs({ editWhen: when }) })).toEqual([]);
  });
});
