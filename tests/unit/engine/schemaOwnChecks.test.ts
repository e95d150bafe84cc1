// The checks a file passes on its own, beyond its meta-schema: ids given twice (routes, menu,
// redirects, ...), an endpoint file's $refs, a form's widget vocabulary.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDuplicateIds } from '../../../engine/core/schema/checkDuplicateIds';
import { checkEndpointRefs } from '../../../engine/core/schema/checkEndpointRefs';
import { checkUiVocabulary } from '../../../engine/core/schema/checkUiVocabulary';
import type { FormObjectSchema } from '../../../engine/core/schema/formFile';
import { formatIssue } from '../../../engine/core/schema/issue';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';

type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (file: string): Loose => JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8'));

describe('ids given twice', () => {
  it('finds none in the repository files it knows', () => {
    for (const file of ['schemas/routes.json', 'schemas/menu.json', 'schemas/redirects.json', 'schemas/lists/payments.json', 'schemas/tabs/merchant_settings.json']) {
      expect(checkDuplicateIds(file, read(file))).toEqual([]);
    }
  });

  it('refuses a route path, a menu entry and a redirect source given twice, naming the first', () => {
    const routes = read('schemas/routes.json');
    routes.push({ ...routes[1] });
    expect(checkDuplicateIds('schemas/routes.json', routes).map(formatIssue)).toEqual([
      `schemas/routes.json#/${routes.length - 1}/path: ${JSON.stringify(routes[1].path)} is given twice (also at /1/path)`,
    ]);
    const menu = read('schemas/menu.json');
    const group = menu.findIndex((e: Loose) => Array.isArray(e.children));
    menu[group].children.push({ ...menu[group].children[0] });
    const last = menu[group].children.length - 1;
    expect(checkDuplicateIds('schemas/menu.json', menu).map((i) => i.pointer)).toEqual([`/${group}/children/${last}/label`, `/${group}/children/${last}/route`]);
    const redirects = [{ from: '/a', to: '/b' }, { from: '/a', to: '/c' }];
    expect(checkDuplicateIds('schemas/redirects.json', redirects).map(formatIssue)).toEqual(['schemas/redirects.json#/1/from: "/a" is given twice (also at /0/from)']);
  });

  it('refuses a list column and a form group given twice', () => {
    const list = read('schemas/lists/payments.json');
    list.columns.push({ ...list.columns[0] });
    expect(checkDuplicateIds('schemas/lists/payments.json', list).map((i) => i.pointer)).toEqual([`/columns/${list.columns.length - 1}/field`]);
    const form = { uiSchema: { 'ui:groups': [{ title: 'A', fields: ['x'] }, { title: 'A', fields: ['y'] }] } };
    expect(checkDuplicateIds('schemas/forms/f.json', form).map((i) => i.pointer)).toEqual(['/uiSchema/ui:groups/1/title']);
  });
});

describe('endpoint $refs', () => {
  it('resolve in the file, in replies and in definitions', () => {
    const group = {
      definitions: { A: { type: 'object', properties: { b: { $ref: '#/definitions/B' } } } },
      endpoints: { x: { reply: { type: 'array', items: { $ref: '#/definitions/A' } } }, y: { reply: 'LegacyName' } },
    };
    expect(checkEndpointRefs('schemas/endpoints/g.json', group).map(formatIssue)).toEqual([
      'schemas/endpoints/g.json#/definitions/A/properties/b/$ref: no definition "B" in this file (#/definitions)',
    ]);
  });
});

describe('widget vocabulary', () => {
  const schema = {
    type: 'object',
    properties: {
      on: { type: 'boolean' },
      when: { type: 'array', items: { type: 'string' } },
      owner: { type: 'object', properties: { name: { type: 'string' } } },
    },
  } as unknown as FormObjectSchema;
  const check = (ui: unknown) => checkUiVocabulary('schemas/forms/f.json', schema, ui).map(formatIssue);

  it('accepts a widget on a shape it takes, with its options', () => {
    expect(check({ on: { 'ui:widget': 'checkbox' }, when: { 'ui:widget': 'dateRange', 'ui:options': { maxSpanDays: 31, minDate: '2020-01-01' } } })).toEqual([]);
  });

  it('refuses a widget on another shape, nested fields too', () => {
    expect(check({ on: { 'ui:widget': 'dateRange' }, owner: { name: { 'ui:widget': 'checkbox' } } })).toEqual([
      'schemas/forms/f.json#/uiSchema/on/ui:widget: widget "dateRange" does not show a boolean field (it takes array<string>)',
      'schemas/forms/f.json#/uiSchema/owner/name/ui:widget: widget "checkbox" does not show a string field (it takes boolean)',
    ]);
  });

  it('refuses an option of the wrong type and an option of another widget', () => {
    expect(check({ when: { 'ui:widget': 'dateRange', 'ui:options': { maxSpanDays: 1.5, rows: 3 } } })).toEqual([
      'schemas/forms/f.json#/uiSchema/when/ui:options/maxSpanDays: must be an integer',
      'schemas/forms/f.json#/uiSchema/when/ui:options/rows: unknown option "rows" of widget "dateRange" (its options: revealOn, choicesFrom, minDate, maxDate, maxSpanDays)',
    ]);
  });
});
