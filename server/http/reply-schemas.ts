// The server serializes its 200 replies with the reply schemas of schemas/endpoints/ (the same
// schemas the client's types are generated from): every route whose method and path match a call
// of an endpoint file gets that call's reply as its Fastify response schema (`schema.response[200]`,
// fast-json-stringify). A field the schema does not declare is not sent; a required field that is
// missing fails the reply. Other statuses (errors) are sent as they are.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { readdirSync } from 'node:fs';
import { replySchemaOf } from '../../engine/core/schema/replySchema.ts';
import { loadSchemaFile, REPO_ROOT } from '../../engine/core/schema/loadFilesNode.ts';
import { join } from 'node:path';

/** `GET /api/v2/merchant/{}/` for both `/merchant/{merchant}/` (endpoint files) and `/merchant/:merchant/` (routes). */
export const routeKey = (method: string, path: string) => `${method} ${path.replace(/\{\w+\}|:\w+/g, '{}')}`;

/** Reply schemas by route key, `$ref`s resolved (fast-json-stringify gets self-contained schemas). */
export function replySchemasByRoute(prefix: string, root: string = REPO_ROOT): Map<string, object> {
  const schemas = new Map<string, object>();
  for (const name of readdirSync(join(root, 'schemas/endpoints')).filter((f) => f.endsWith('.json')).sort()) {
    const file = loadSchemaFile(`schemas/endpoints/${name}`, root) as { endpoints: Record<string, { method: string; path: string; file?: boolean }> };
    for (const [call, spec] of Object.entries(file.endpoints)) {
      // A file call's reply schema describes what the browser keeps ({ file }), not the bytes sent.
      const schema = spec.file ? undefined : replySchemaOf(file, call);
      if (schema) schemas.set(routeKey(spec.method, prefix + spec.path), schema);
    }
  }
  return schemas;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Narrows the endpoint's reply schema for this route (a list names the fields of its rows). */
    replySchema?: (schema: object) => object;
  }
  interface FastifyInstance {
    /** Calls of the endpoint files that no route serves (`GET /api/v2/x/{}/`): a drift between files and server. */
    unservedCalls(): string[];
  }
}

/** Call before the routes are registered: each route of an endpoint file gets its 200 reply schema. */
export function registerReplySchemas(app: FastifyInstance, prefix: string, root: string = REPO_ROOT): void {
  const schemas = replySchemasByRoute(prefix, root);
  const served = new Set<string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const method = methods.find((m) => m === 'GET' || m === 'POST');
    const key = method ? routeKey(method, route.url) : '';
    const schema = schemas.get(key);
    if (!schema || route.schema?.response) return;
    const refine = route.config?.replySchema;
    route.schema = { ...route.schema, response: { 200: refine ? refine(schema) : schema } };
    served.add(key);
  });
  app.decorate('unservedCalls', () => [...schemas.keys()].filter((key) => !served.has(key)));
}
