// Pieces of the cheaper list call: the list reply schema that names each list's row fields (every
// value reaches the browser as JSON.stringify would write it) and the security headers set from a
// map read once (the same headers as @fastify/helmet on replies, errors and unknown paths).
import helmet from '@fastify/helmet';
import fastJson from 'fast-json-stringify';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { replySchemasByRoute } from '../../../server/http/reply-schemas.ts';
import { helmetOptions, registerSecurityHeaders } from '../../../server/http/security-headers.ts';
import type { RawRow } from '../../../server/lists/fetch-rows.ts';
import { loadListRoutes } from '../../../server/lists/load-definitions.ts';
import { listReplySchema, listResponse } from '../../../server/lists/list-response.ts';
import { readListQuery } from '../../../server/lists/list-query.ts';
import type { Paginator } from '../../../server/lists/read-page.ts';
import { listSources } from '../../../server/lists/sources.ts';
import type { FieldType } from '../../../server/lists/types.ts';

const SAMPLE: Record<FieldType, unknown> = {
  int: 42, text: 'a "quoted" \u00e9 text\n\u2028', money: -1205, timestamp: new Date('2026-03-04T05:06:07.089Z'), date: '2026-03-04', bool: true,
};

describe('list reply schema', () => {
  const routes = loadListRoutes(listSources);
  const schemas = replySchemasByRoute('/api/v2');
  const paginator: Paginator = { page: 1, pages: 1, limit: 20, count: 2, count_exact: true, next_cursor: null, prev_cursor: null };

  it.each(routes.map((r) => [r.path, r] as const))('%s: rows serialize as JSON.stringify writes them', (_path, route) => {
    const def = route.def;
    const endpoint = schemas.get(`GET /api/v2${route.path}`);
    expect(endpoint, 'the list call has a reply schema').toBeDefined();
    const schema = listReplySchema(def)(endpoint!) as { properties: { data: { items: { properties: object } } } };
    expect(Object.keys(schema.properties.data.items.properties).sort()).toEqual(def.fields.map((f) => f.name).sort());

    const full = Object.fromEntries(def.fields.map((f) => [f.name, SAMPLE[f.type]])) as RawRow;
    const empty = Object.fromEntries(def.fields.map((f) => [f.name, null])) as RawRow;
    const query = readListQuery(def, new URLSearchParams(), def.defaultPageSize);
    const serialize = fastJson(schema as never);
    // A user-scoped list's reply adds its own required facts (scope.reply): stand-ins by type.
    const root = endpoint as { required?: string[]; properties: Record<string, { type?: string }> };
    const STAND_IN: Record<string, unknown> = { boolean: false, string: '', array: [], object: {}, integer: 0, number: 0 };
    const extra = Object.fromEntries((root.required ?? []).map((k) => [k, STAND_IN[root.properties[k]?.type ?? 'string']]));
    for (const canEdit of [true, false]) {
      const reply = { ...extra, ...listResponse(def, query, [full, empty], paginator, { fields: def.defaultColumns, limit: 20, chosen: false }, canEdit) };
      expect(JSON.parse(serialize(reply)).data).toEqual(JSON.parse(JSON.stringify(reply)).data);
    }
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
