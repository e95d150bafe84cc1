// Pieces of the cheaper list call: the list reply serializer (the reply schema writes everything but
// the rows, whose JSON text the database wrote goes in as it is: the reply reads as JSON.stringify
// would write it) and the security headers set from a map read once (the same headers as
// @fastify/helmet on replies, errors and unknown paths). The rows' own JSON: tests/api/lists-json-rows.test.ts.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { replySchemasByRoute, routeKey } from '../../../server/http/reply-schemas.ts';
import { helmetOptions, registerSecurityHeaders } from '../../../server/http/security-headers.ts';
import { loadListRoutes } from '../../../server/lists/load-definitions.ts';
import { listReplySchema, listResponse, listSerializerCompiler } from '../../../server/lists/list-response.ts';
import { readListQuery } from '../../../server/lists/list-query.ts';
import type { Paginator } from '../../../server/lists/read-page.ts';
import { listSources } from '../../../server/lists/sources.ts';
import type { FieldType } from '../../../server/lists/types.ts';

const SAMPLE: Record<FieldType, unknown> = {
  int: 42, text: 'a "quoted" \u00e9 text\n\u2028', money: '-12.05', timestamp: '2026-03-04T05:06:07.089Z', date: '2026-03-04', bool: true,
};

describe('list reply serializer', () => {
  const routes = loadListRoutes(listSources);
  const schemas = replySchemasByRoute('/api/v2');
  const paginator: Paginator = { page: 2, pages: 3, limit: 20, count: 2, count_exact: true, next_cursor: 'n', prev_cursor: null };

  it.each(routes.map((r) => [r.path, r] as const))('%s: the reply reads as JSON.stringify writes it', (_path, route) => {
    const def = route.def;
    const endpoint = schemas.get(routeKey('GET', `/api/v2${route.path}`));
    expect(endpoint, 'the list call has a reply schema').toBeDefined();
    const schema = listReplySchema(def)(endpoint!) as { properties: { data: { items: { properties: object } } } };
    expect(Object.keys(schema.properties.data.items.properties).sort()).toEqual(def.fields.map((f) => f.name).sort());

    const full = Object.fromEntries(def.fields.map((f) => [f.name, SAMPLE[f.type]]));
    const empty = Object.fromEntries(def.fields.map((f) => [f.name, null]));
    const rows = [full, empty].map((r, i) => ({ __j: JSON.stringify(r), __k: String(i), __id: i }));
    const query = readListQuery(def, new URLSearchParams('q=a%22b'), def.defaultPageSize);
    const serialize = listSerializerCompiler({ schema, method: 'GET', url: route.path, httpStatus: '200' });
    // A user-scoped list's reply adds its own required facts (scope.reply): stand-ins by type.
    const root = endpoint as { required?: string[]; properties: Record<string, { type?: string }> };
    const STAND_IN: Record<string, unknown> = { boolean: false, string: '', array: [], object: {}, integer: 0, number: 0 };
    const extra = Object.fromEntries((root.required ?? []).map((k) => [k, STAND_IN[root.properties[k]?.type ?? 'string']]));
    const reply = { ...extra, ...listResponse(def, query, rows, paginator, { fields: def.defaultColumns, limit: 20, chosen: false }, true) };
    const text = serialize(reply);
    expect(text.match(/"data":/g), 'the rows are written once').toHaveLength(1);
    const sent = JSON.parse(text) as Record<string, unknown>;
    expect(sent).toEqual(JSON.parse(JSON.stringify(reply)));
    expect(sent.data).toEqual([full, empty]);
  });
});

describe('security headers', () => {
  const build = async (own: boolean): Promise<FastifyInstance> => {
    const app = Fastify();
    if (own) await registerSecurityHeaders(app, { frameOrigin: 'https://id.example' });
    else await app.register(helmet, { global: true, ...helmetOptions({ frameOrigin: 'https://id.example' }) });
    app.get('/json', async () => ({ ok: true }));
    app.get('/fails', async () => { throw new Error('boom'); });
    return app;
  };

  it('are the headers of @fastify/helmet on a reply, an error and an unknown path', async () => {
    const [own, plugin] = [await build(true), await build(false)];
    for (const url of ['/json', '/fails', '/nowhere']) {
      const [a, b] = [await own.inject(url), await plugin.inject(url)];
      const { date: _d1, ...ownHeaders } = a.headers;
      const { date: _d2, ...pluginHeaders } = b.headers;
      expect(a.statusCode).toBe(b.statusCode);
      expect(ownHeaders).toEqual(pluginHeaders);
      expect(ownHeaders['content-security-policy']).toContain('frame-src \'self\' https://id.example');
    }
    await own.close();
    await plugin.close();
  });
});
