// Input discipline for every route, set when the route is registered (routes may declare their own):
// - each path parameter gets a schema: ids (`:id`, `:merchant`, `:company`, `:file`) are integers in
//   the range of a database id, any other parameter a string of at most 200 characters;
// - a JSON body must be an object (`null`, a list or a bare value answer 400), and a POST sent with
//   no body at all reads as `{}` (docs/architecture.md: "none: {} is sent");
// - no text anywhere in the parameters, the query or the body may hold a NUL character or a lone
//   UTF-16 surrogate, which PostgreSQL cannot store (400 naming the field; 404 in a path parameter,
//   like any id that names nothing).
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { MAX_DB_ID } from './db-id.ts';
import { badRequest, notFound } from './errors.ts';

const ID_PARAMS = new Set(['id', 'merchant', 'company', 'file']);
export const ID_PARAM = { type: 'integer', minimum: 1, maximum: MAX_DB_ID } as const;
export const TEXT_PARAM = { type: 'string', minLength: 1, maxLength: 200 } as const;
const OBJECT_BODY = { content: { 'application/json': { schema: { type: 'object' } } } };

/** The schema of a path parameter named `name` (also what the API description says of it). */
export const pathParamSchema = (name: string) => (ID_PARAMS.has(name) ? ID_PARAM : TEXT_PARAM);

function withDefaults(route: RouteOptions): void {
  const schema = route.schema ?? {};
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (names.length > 0) {
    const declared = (schema.params as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    const properties = Object.fromEntries(names.map((n) => [n, declared[n] ?? pathParamSchema(n)]));
    schema.params = { type: 'object', properties, required: names };
  }
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.includes('POST') && schema.body === undefined) schema.body = OBJECT_BODY;
  route.schema = schema;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Path of the first text (value or key) holding a NUL or a lone surrogate, walked without recursion; null when none. */
export function nulPath(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (unstorable(v)) return path;
    } else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (unstorable(key)) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

async function refuseNul(request: FastifyRequest): Promise<void> {
  if (nulPath(request.params) !== null) throw notFound();
  const at = nulPath(request.query) ?? nulPath(request.body);
  if (at !== null) throw badRequest([[at.split('.')[0] || 'body', 'Enter a valid value']]);
}

/** Call before the routes are registered. */
export function registerInputSchemas(app: FastifyInstance): void {
  app.addHook('onRoute', withDefaults);
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined && !request.isMultipart()) request.body = {};
    await refuseNul(request);
  });
}
