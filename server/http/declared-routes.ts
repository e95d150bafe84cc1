// The /api/v2 routes of the endpoint files (schemas/endpoints/*.json). Each call names its method,
// path, access, input schemas and whether it writes; its handler is bound by the call's id in a
// handler module (handler-types.ts, registry server/handlers.ts). This layer registers the route,
// checks the access before the handler runs, validates the query (a declared one-value key sent twice
// is refused), the JSON body (`input`) and the path parameters with Fastify, checks a form's body
// when the handler reads it, and runs a writing
// call's handler in one transaction it cannot write around (server/db/write-scope.ts). The reply
// schema is attached by method and path (reply-schemas.ts). Start-up refuses a call that neither a
// handler nor the lists engine serves, and a handler without a call, naming both.
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { createAjv } from '../../engine/core/validation/createAjv.ts';
import type { Db } from '../db/connect.ts';
import { inWriteScope } from '../db/write-scope.ts';
import { requireCompany } from '../companies/require-company.ts';
import { requireMerchant } from '../merchant/require-merchant.ts';
import type { View } from '../merchant/views.ts';
import { endpointGroups } from '../openapi/document.ts';
import { badRequest, unauthorized } from './errors.ts';
import type { CallDeps, CallKind, Handler, HandlerModule, Trx } from './handler-types.ts';
import { validateDeclaredBody } from './validate-body.ts';

export type Access = 'open' | 'signed-in' | { view: View; level: 'read' | 'edit' } | { company: 'read' | 'edit' };

/** A call of an endpoint file as the server reads it (the meta-schema is schemas/_meta/endpoints.json). */
export type DeclaredCall = {
  method: 'GET' | 'POST';
  path: string;
  access?: Access;
  body?: string;
  multipart?: boolean;
  writes?: boolean | 'steps';
  query?: object;
  input?: object;
  pathParams?: Record<string, object>;
};

const kindOf = (call: DeclaredCall): CallKind =>
  call.method === 'GET' || call.writes === false ? 'read' : call.writes === 'steps' ? 'steps' : 'write';

/** `/merchant/{merchant}/x/` -> `/merchant/:merchant/x/`. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function guardOf(db: Db, access: Access) {
  if (access === 'open') return undefined;
  if (access === 'signed-in') return async (request: FastifyRequest) => { if (request.auth?.state !== 'ok') throw unauthorized(); };
  return 'company' in access ? requireCompany(db, access.company) : requireMerchant(db, access.view, access.level);
}

/** The form of a `forms/<id>` JSON body. */
const formOf = (call: DeclaredCall) => (!call.multipart && call.body?.startsWith('forms/') ? call.body.slice('forms/'.length) : undefined);

/** A form's body may also name its merchant (how a merchant-scoped call without one in its path says which). */
function checkedBody(call: DeclaredCall, body: unknown): unknown {
  const form = formOf(call);
  if (!form) return body;
  const scoped = call.access && typeof call.access === 'object' && 'view' in call.access;
  if (!scoped || !body || typeof body !== 'object' || !('merchant' in body)) return validateDeclaredBody(form, body);
  const { merchant, ...values } = body as Record<string, unknown>;
  return { ...(validateDeclaredBody(form, values) as object), merchant };
}

// A declared body is checked as sent: no type coercion, no key dropped (an extra key is refused,
// naming it). Query strings and path parameters are text, coerced to the declared types.
const bodyAjv = createAjv({ allErrors: false, coerceTypes: false, removeAdditional: false, useDefaults: false });
const textAjv = createAjv({ allErrors: false, coerceTypes: 'array', removeAdditional: false, useDefaults: true });
const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);

/**
 * The declared query keys that take one value (not an array): the API description says each is one
 * value, so a repeated one (`?lang=en&lang=uk`) is refused naming it, not read as its first value.
 */
function singleKeys(query: object | undefined): ReadonlySet<string> {
  const properties = ((query as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties) ?? {};
  return new Set(Object.entries(properties).filter(([, s]) => s.type !== 'array').map(([name]) => name));
}

function repeatedKeyCheck(keys: ReadonlySet<string>) {
  return async (request: FastifyRequest) => {
    const at = request.url.indexOf('?');
    if (at < 0) return;
    const seen = new Set<string>();
    for (const [key] of new URLSearchParams(request.url.slice(at + 1))) {
      if (keys.has(key) && seen.has(key)) throw badRequest([[key, 'Enter a valid value']]);
      seen.add(key);
    }
  };
}

function routeOf(db: Db, id: string, call: DeclaredCall, handler: Handler<never>): RouteOptions {
  const guard = call.access ? guardOf(db, call.access) : undefined;
  const kind = kindOf(call);
  const schema: NonNullable<RouteOptions['schema']> = {};
  if (call.query) schema.querystring = call.query;
  if (call.input) schema.body = call.input;
  if (call.pathParams) schema.params = { type: 'object', properties: call.pathParams };
  return {
    method: call.method,
    url: fastifyPath(call.path),
    schema,
    config: { declaredCall: id, ...(call.multipart ? { multipart: true } : {}) },
    // Who may call is checked before what they sent: a stranger learns nothing of the input rules.
    ...(guard ? { preValidation: guard } : {}),
    ...(singleKeys(call.query).size ? { preHandler: repeatedKeyCheck(singleKeys(call.query)) } : {}),
    validatorCompiler,
    handler: async (request, reply) => {
      let body: { value: unknown } | undefined;
      const committed: Array<() => void> = [];
      const base = {
        request, reply, id,
        afterCommit: (work: () => void) => { committed.push(work); },
        get access() {
          if (!request.merchantAccess) throw new Error(`${id}: no merchant access (its access is not {view, level})`);
          return request.merchantAccess;
        },
        get body() {
          body ??= { value: checkedBody(call, request.body) };
          return body.value;
        },
      };
      const run = handler as (call: object) => unknown;
      const result = kind === 'read' ? await run(withDb(base, db)) : await inWriteScope(id, async (begin) => {
        if (kind === 'write') return begin(() => db.transaction().execute((trx) => Promise.resolve(run(withDb(base, trx)))));
        const step = <T>(work: (trx: Trx) => Promise<T>) => begin(() => db.transaction().execute(work));
        return run(Object.assign(withDb(base, db), { step }));
      }, kind === 'steps' ? 'steps' : 'one');
      for (const work of committed) work();
      return result;
    },
  };
}

/**
 * Runs `work` as the writing call `id` outside a handler module (the lists engine's settings and
 * exports): one transaction, nothing outside it.
 */
export function inOneTransaction<T>(db: Db, id: string, work: (trx: Trx) => Promise<T>): Promise<T> {
  return inWriteScope(id, (begin) => begin(() => db.transaction().execute(work)));
}

/** The call object with `db` added (the getters of `base` kept). */
const withDb = (base: object, db: Db | Trx) => Object.defineProperties({ db }, Object.getOwnPropertyDescriptors(base));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `<group>.<name>` of the endpoint call this route serves (declared-routes.ts). */
    declaredCall?: string;
    /** Id of the list file whose route this is (the lists engine, server/lists/list-routes.ts). */
    listFile?: string;
  }
}

/** Refuses (at registration) a route of `api` that neither an endpoint file nor a list file declares. */
export function refuseUndeclaredRoutes(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    if (route.config?.declaredCall || route.config?.listFile) return;
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(`${method} ${route.url}: no endpoint file (schemas/endpoints/) or list file (schemas/lists/) declares this route`);
  });
}

/**
 * Registers a route per call that a handler serves. `listCalls`: the calls the lists engine serves.
 * Throws, naming each, for a call served by nobody or twice, a handler with no call, or a handler's
 * call without an access.
 */
export function registerDeclaredRoutes(api: FastifyInstance, db: Db, deps: CallDeps, modules: HandlerModule[],
  listCalls: ReadonlySet<string>, root?: string): void {
  const calls = new Map<string, DeclaredCall>();
  for (const group of endpointGroups(root)) {
    for (const [name, call] of Object.entries(group.endpoints)) calls.set(`${group.group}.${name}`, call as DeclaredCall);
  }
  const problems: string[] = [];
  const handlers = new Map<string, Handler<never>>();
  for (const module of modules) {
    for (const [name, handler] of Object.entries(module.make(deps))) {
      const id = `${module.group}.${name}`;
      if (!calls.has(id)) problems.push(`handler ${id} (server/handlers.ts) has no call in schemas/endpoints/${module.group}.json`);
      else if (listCalls.has(id)) problems.push(`handler ${id}: the lists engine serves this call`);
      else if (handlers.has(id)) problems.push(`handler ${id} is bound twice`);
      else handlers.set(id, handler);
    }
  }
  for (const [id, call] of calls) {
    const handler = handlers.get(id);
    if (handler === undefined) {
      if (!listCalls.has(id)) problems.push(`call ${id} (${call.method} ${call.path}) of schemas/endpoints/${id.split('.')[0]}.json has no handler`);
      continue;
    }
    if (call.access === undefined) problems.push(`call ${id} of schemas/endpoints/${id.split('.')[0]}.json names no access`);
    else api.route(routeOf(db, id, call, handler));
  }
  if (problems.length > 0) throw new Error(`The endpoint files and the handlers disagree:\n  ${problems.join('\n  ')}`);
}
