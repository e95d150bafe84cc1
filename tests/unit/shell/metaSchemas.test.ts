// Meta-schemas of the shell's schema files (schemas/_meta/{endpoints,routes,redirects,menu}.json):
// they accept the repository's files, reject bad ones with file + JSON pointer + reason, and stay
// aligned with their TypeScript twins (a key or enum value added on one side only fails here).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { TAG_TYPES } from '../../../engine/api/baseApi';
import { checkSchemaFile, formatIssue, type MetaValidate } from '../../../engine/core/schema';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { createAjv } from '../../../engine/core/validation';
import { checkEndpointFile, type EndpointGroup, type EndpointSpec } from '../../../scripts/gen-endpoints';
import { ACCESS } from '../../../src/router/access';
import type { Redirect, RouteEntry, RouteLink } from '../../../src/router/routeTable';
import type { IconName } from '../../../src/shell/icons';
import type { MenuEntry, MenuLink } from '../../../src/shell/sidebar/menu';

const readJson = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));
const ajv = createAjv({ allErrors: true, strict: false });
addFormats(ajv);
const meta = (name: string) => readJson(`schemas/_meta/${name}.json`);
const validators = Object.fromEntries(
  ['endpoints', 'routes', 'redirects', 'menu'].map((name) => [name, ajv.compile(meta(name)) as MetaValidate]),
);
const check = (name: string, file: string, json: unknown) =>
  checkSchemaFile(file, json, validators[name]).map(formatIssue);

/** Compile-time exhaustive key lists: adding a key to a type without listing it here fails tsc. */
const keys = <T>(record: Record<keyof T, true>) => Object.keys(record).sort();
const propertiesOf = (schema: { properties: object }) =>
  Object.keys(schema.properties)
    .filter((key) => key !== '$schema')
    .sort();

describe('meta-schemas of the shell files', () => {
  it('accept every endpoint, route, redirect and menu file of the repository', () => {
    for (const name of readdirSync(join(REPO_ROOT, 'schemas/endpoints'))) {
      const file = `schemas/endpoints/${name}`;
      expect(check('endpoints', file, readJson(file))).toEqual([]);
      expect(checkEndpointFile(file, readJson(file))).toEqual([]);
    }
    for (const name of ['routes', 'redirects', 'menu'])
      expect(check(name, `schemas/${name}.json`, readJson(`schemas/${name}.json`))).toEqual([]);
  });

  it('reject a bad endpoint file with pointer and reason', () => {
    const file = 'schemas/endpoints/account.json';
    const bad = {
      group: 'account',
      endpoints: {
        get: { method: 'GET', path: '/x/{id}/', reply: { $ref: '#/definitions/StateReply' }, body: 'LoginBody' },
        put: { method: 'PUT', path: 'x', reply: { $ref: '#/definitions/stateReply' }, invalidates: ['Nope'] },
        post: { method: 'POST', path: '/a/', reply: { $ref: '#/definitions/StateReply' }, pollingInterval: 5000, replay: 'X' },
      },
    };
    expect(check('endpoints', file, bad)).toEqual(
      expect.arrayContaining([
        `${file}#/endpoints/get/body: unknown property`,
        `${file}#/endpoints/put/method: must be one of GET, POST`,
        expect.stringMatching(/^schemas\/endpoints\/account.json#\/endpoints\/put\/path: must match pattern/),
        expect.stringMatching(
          /^schemas\/endpoints\/account.json#\/endpoints\/put\/reply\/\$ref: must match pattern/,
        ),
        `${file}#/endpoints/put/invalidates/0: must be one of ${TAG_TYPES.join(', ')}`,
        `${file}#/endpoints/post/pollingInterval: unknown property`,
        `${file}#/endpoints/post/replay: unknown property`,
      ]),
    );
    expect(
      check('endpoints', file, { group: 'account', endpoints: { x: { method: 'GET', path: '/x/' } } }),
    ).toEqual([`${file}#/endpoints/x/reply: is required`, `${file}#/endpoints/x/access: is required`]);
  });

  it('make the generator refuse a bad endpoint file, and a group that is not the file name', () => {
    const file = 'schemas/endpoints/account.json';
    expect(
      checkEndpointFile(file, {
        group: 'account',
        endpoints: { x: { method: 'GET', path: 'x/', access: 'signed-in', reply: { type: 'object' } } },
      }).map(formatIssue)[0],
    ).toMatch(/^schemas\/endpoints\/account.json#\/endpoints\/x\/path: must match pattern/);
    expect(
      checkEndpointFile(file, {
        group: 'acount',
        endpoints: { x: { method: 'GET', path: '/x/', access: 'signed-in', reply: { type: 'object' } } },
      }).map(formatIssue),
    ).toEqual([`${file}#/group: must equal the file name "account"`]);
  });

  it('reject a bad route with pointer and reason', () => {
    const bad = [
      { path: 'account/login', screen: 'Login', title: '', access: 'admin', tilte: 'x' },
      {
        path: '/a/:id?/*',
        screen: 'account/Login',
        title: 'A',
        access: 'open',
        titleByParam: { id: { 1: 'One' } },
      },
    ];
    expect(check('routes', 'schemas/routes.json', bad)).toEqual([
      'schemas/routes.json#/0/tilte: unknown property',
      expect.stringMatching(/^schemas\/routes.json#\/0\/path: must match pattern/),
      expect.stringMatching(/^schemas\/routes.json#\/0\/screen: must match pattern/),
      'schemas/routes.json#/0/title: must NOT have fewer than 1 characters',
      `schemas/routes.json#/0/access: must be one of ${Object.keys(ACCESS).join(', ')}`,
    ]);
  });

  it('reject a bad redirect with pointer and reason', () => {
    expect(check('redirects', 'schemas/redirects.json', [{ from: '/a', to: 'b' }, { from: '/c/*' }])).toEqual(
      [
        expect.stringMatching(/^schemas\/redirects.json#\/0\/to: must match pattern/),
        'schemas/redirects.json#/1/to: is required',
        expect.stringMatching(/^schemas\/redirects.json#\/1\/from: must match pattern/),
      ],
    );
  });

  it('reject a bad menu entry with pointer and reason', () => {
    const bad = [
      { label: 'Home', icon: 'home' },
      { label: 'Group', icon: 'nope', route: '/x', children: [{ label: 'Child', route: '/c' }] },
      { label: 'Feedback', icon: 'feedback', action: 'feedback', match: '/f' },
    ];
    expect(check('menu', 'schemas/menu.json', bad)).toEqual(
      expect.arrayContaining([
        'schemas/menu.json#/0/route: is required',
        'schemas/menu.json#/1/route: unknown property',
        expect.stringMatching(/^schemas\/menu.json#\/1\/icon: must be one of home, /),
        'schemas/menu.json#/2/match: unknown property',
      ]),
    );
  });
});

describe('TypeScript twins of the meta-schemas', () => {
  it('EndpointGroup and EndpointSpec have the keys of schemas/_meta/endpoints.json', () => {
    const m = meta('endpoints');
    expect(keys<EndpointGroup>({ group: true, definitions: true, endpoints: true })).toEqual(propertiesOf(m));
    expect(
      keys<EndpointSpec>({
        method: true,
        path: true,
        reply: true,
        body: true,
        params: true,
        provides: true,
        invalidates: true,
        pollingInterval: true,
        description: true,
        access: true,
        writes: true,
        idempotent: true,
        query: true,
        input: true,
        alsoInput: true,
        pathParams: true,
        survivesNavigation: true,
        multipart: true,
        file: true,
      }),
    ).toEqual(propertiesOf(m.definitions.endpoint));
    expect(m.definitions.endpoint.properties.method.enum).toEqual([
      'GET',
      'POST',
    ] satisfies EndpointSpec['method'][]);
    expect(m.definitions.tag.enum).toEqual([...TAG_TYPES]);
  });

  it('RouteEntry has the keys of schemas/_meta/routes.json, Access its access values', () => {
    const item = meta('routes').items;
    expect(
      keys<RouteEntry>({ path: true, screen: true, schema: true, ns: true, links: true, title: true, access: true, titleByParam: true }),
    ).toEqual(propertiesOf(item));
    expect(keys<RouteLink>({ label: true, route: true })).toEqual(propertiesOf(item.properties.links.items));
    expect(item.properties.access.enum).toEqual(Object.keys(ACCESS));
  });

  it('Redirect has the keys of schemas/_meta/redirects.json', () => {
    expect(keys<Redirect>({ from: true, to: true })).toEqual(propertiesOf(meta('redirects').items));
  });

  it('MenuEntry and MenuLink have the keys of schemas/_meta/menu.json, IconName its icons', () => {
    const item = meta('menu').items;
    expect(
      keys<MenuEntry>({ label: true, icon: true, route: true, match: true, action: true, children: true }),
    ).toEqual(propertiesOf(item));
    expect(keys<MenuLink>({ label: true, route: true, match: true })).toEqual(
      propertiesOf(item.properties.children.items),
    );
    const icons = keys<Record<IconName, unknown>>({
      home: true,
      transactions: true,
      reports: true,
      solutions: true,
      cashRegister: true,
      multiparty: true,
      settings: true,
      tour: true,
      feedback: true,
      bell: true,
    });
    expect([...item.properties.icon.enum].sort()).toEqual(icons);
    expect(item.properties.action.enum).toEqual(['feedback'] satisfies NonNullable<MenuEntry['action']>[]);
  });
});
