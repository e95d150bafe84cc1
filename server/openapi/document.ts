// The OpenAPI 3.1 description of /api/v2, generated from the endpoint files (schemas/endpoints/*.json)
// that the server's reply schemas and the client's RTK Query endpoints come from. Each call becomes
// one operation: operationId `<group><Name>` (the RTK endpoint's name), its path parameters typed as
// the server types them (the call's `pathParams`, else input-schemas.ts), its query parameters from the
// call's `query` schema (one parameter per property), a `forms/<id>` body as that form's JSON Schema
// (a field it does not require may be empty; multipart: its file fields as binary parts), a JSON body by
// the call's `input` schema, or either of two (`alsoInput`: a second body the call takes), the reply
// schema of the file (`$ref`s resolved, replySchemaOf), and who may call it from its `access` (session
// cookie; the CSRF pair on every write). A body or query string known only by a TypeScript type of
// engine/api/types.ts is described as an open object naming that type. A body is required only where
// its schema requires a field: the server reads a POST without a body as `{}`. Nothing here reads a
// route: the document is the files' word.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { replySchemaOf } from '../../engine/core/schema/replySchema.ts';
import { loadSchemaFile, REPO_ROOT } from '../../engine/core/schema/loadFilesNode.ts';
import { formFields, readFormFile } from '../forms/form-fields.ts';
import { CSRF_COOKIE } from '../http/csrf.ts';
import { pathParamSchema } from '../http/input-schemas.ts';
import { SESSION_COOKIE } from '../http/session.ts';
import { loadListRoutes } from '../lists/load-definitions.ts';
import { listSources } from '../lists/sources.ts';

type Json = Record<string, unknown>;
/** What this reads of an endpoint file (its full twin: EndpointGroup of scripts/gen-endpoints.ts). */
type Access = 'open' | 'signed-in' | { view: string; level: string } | { company: string };
type EndpointSpec = {
  method: 'GET' | 'POST'; path: string; params?: string; body?: string; multipart?: boolean; file?: boolean;
  access?: Access; query?: Json; input?: Json; alsoInput?: Json; pathParams?: Record<string, Json>;
};
type EndpointGroup = { group: string; endpoints: Record<string, EndpointSpec> };

export const API_PREFIX = '/api/v2';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** `schemasCheck` -> `Schemas check`. */
const words = (name: string) => capitalize(name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`));

const SIGNED_IN = { sessionCookie: [] };
const CSRF = { csrfCookie: [], csrfHeader: [] };
// A read is answered to a session (or is open: check_auth, brand); a write always needs the CSRF pair,
// bound to the session when there is one (signed out: to none, as sign-in and registration are).
// A call whose `access` is not 'open' needs the session.
const READ_SECURITY = [SIGNED_IN, {}];
const WRITE_SECURITY = [{ ...SIGNED_IN, ...CSRF }, CSRF];

function security(spec: EndpointSpec): Json[] {
  const open = spec.access === undefined || spec.access === 'open';
  if (spec.method === 'GET') return open ? READ_SECURITY : [SIGNED_IN];
  return open ? WRITE_SECURITY : [{ ...SIGNED_IN, ...CSRF }];
}

const ERROR_REPLY = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      description: 'a message, or [field, message] pairs of a refused body',
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'string' }], minItems: 2, maxItems: 2 } }],
    },
  },
};

function parameters(spec: EndpointSpec): Json[] {
  const inPath = [...spec.path.matchAll(/\{(\w+)\}/g)].map(([, name]) =>
    ({ name, in: 'path', required: true, schema: spec.pathParams?.[name] ?? pathParamSchema(name) }));
  if (spec.query) {
    const properties = (spec.query.properties ?? {}) as Record<string, Json>;
    const required = new Set((spec.query.required ?? []) as string[]);
    const inQuery = Object.entries(properties).map(([name, schema]) => ({
      name, in: 'query', required: required.has(name),
      ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
      schema,
    }));
    return [...inPath, ...inQuery];
  }
  if (!spec.params) return inPath;
  const query = {
    name: 'query', in: 'query', style: 'form', explode: true,
    description: `the fields of ${spec.params} (engine/api/types.ts) as query parameters`,
    schema: { type: 'object', additionalProperties: true },
  };
  return [...inPath, query];
}

/** A multipart form: its file fields are binary parts, the others text parts. */
function multipartSchema(formId: string | undefined): Json {
  if (!formId) return { type: 'object', additionalProperties: { type: 'string', contentMediaType: 'application/octet-stream' } };
  const properties = Object.fromEntries(formFields(formId).filter((f) => f.role !== 'shown').map((f) =>
    [f.name, f.role === 'file' ? { type: 'string', contentMediaType: 'application/octet-stream' } : f.schema]));
  return { type: 'object', properties };
}

// Keywords of our form language that JSON Schema does not define become OpenAPI extensions.
const OWN_KEYWORDS = new Set(['numrange']);

function extensionKeywords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(extensionKeywords);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [OWN_KEYWORDS.has(key) ? `x-${key}` : key, extensionKeywords(value)]));
}

/** A form field named like a path parameter (`merchant`, `id`, `cert_type`) may be left out of the body: the path carries it. */
function fromPath(schema: Json, path: string): Json {
  const params = new Set([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name));
  if (!Array.isArray(schema.required) || !schema.required.some((f) => params.has(f as string))) return schema;
  return { ...schema, required: schema.required.filter((f) => !params.has(f as string)) };
}

// Spec 000 s.5: required means a value is present; '' and null are a field left empty, which the server
// reads as no value for every rule of a form (engine/core/validation/pruneEmpty.ts). So a field the form
// does not require may be sent empty.
const NO_VALUE = { description: 'left empty: no value', anyOf: [{ type: 'null' }, { const: '' }] };

/** A form's schema as the server reads a body: each field it does not require may also be empty (top level and conditional branches). */
function emptyAllowed(schema: Json): Json {
  const top = new Set((schema.required ?? []) as string[]);
  const open = (node: unknown): unknown => {
    if (!node || typeof node !== 'object' || !('properties' in node)) return node;
    const n = node as Json;
    const required = new Set([...top, ...((n.required ?? []) as string[])]);
    const properties = Object.fromEntries(Object.entries(n.properties as Record<string, Json>)
      .map(([name, field]) => [name, required.has(name) ? field : { anyOf: [field, NO_VALUE] }]));
    return { ...n, properties };
  };
  const allOf = Array.isArray(schema.allOf)
    ? { allOf: (schema.allOf as Json[]).map((branch) => ({ ...branch, ...('then' in branch ? { then: open(branch.then) } : {}), ...('else' in branch ? { else: open(branch.else) } : {}) })) }
    : {};
  return { ...(open(schema) as Json), ...allOf };
}

/** `NoBody`: the call reads nothing of its body; one may still be sent (the client sends `{}`), a JSON object. */
const NO_BODY = { required: false, content: { 'application/json': { schema: { type: 'object', description: 'none: the call reads no field' } } } };

function requestBody(spec: EndpointSpec): Json | undefined {
  if (spec.method !== 'POST') return undefined;
  if (spec.body === 'NoBody') return NO_BODY;
  const formId = spec.body?.startsWith('forms/') ? spec.body.slice('forms/'.length) : undefined;
  if (spec.multipart) return { required: true, content: { 'multipart/form-data': { schema: multipartSchema(formId) } } };
  const typeNote = spec.body && !formId ? { description: `${spec.body} (engine/api/types.ts)` } : {};
  const schema = (formId
    ? emptyAllowed(fromPath(extensionKeywords(readFormFile(formId).schema) as Json, spec.path))
    : spec.input ? { ...spec.input, ...typeNote } : { type: 'object', ...typeNote }) as Json;
  const requires = (s: Json) => Array.isArray(s.required) && s.required.length > 0;
  // `alsoInput`: a second JSON body the call takes (its handler tells the two apart).
  if (spec.alsoInput) {
    return { required: requires(schema) && requires(spec.alsoInput), content: { 'application/json': { schema: { anyOf: [schema, spec.alsoInput] } } } };
  }
  return { required: requires(schema), content: { 'application/json': { schema } } };
}

function reply(group: EndpointGroup, name: string, spec: EndpointSpec): Json {
  if (spec.file) return { description: 'a file to save (Content-Disposition names it)', content: { '*/*': { schema: {} } } };
  const schema = replySchemaOf(group, name) ?? {};
  return { description: typeof schema.description === 'string' ? schema.description : 'OK', content: { 'application/json': { schema } } };
}

function operation(group: EndpointGroup, name: string, spec: EndpointSpec): Json {
  const body = requestBody(spec);
  const params = parameters(spec);
  return {
    operationId: group.group + capitalize(name),
    summary: words(name),
    description: `\`${group.group}.${name}\` of schemas/endpoints/${group.group}.json`,
    tags: [group.group],
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    security: security(spec),
    responses: { 200: reply(group, name, spec), '4XX': { $ref: '#/components/responses/Refused' }, '5XX': { $ref: '#/components/responses/Failed' } },
  };
}

/** Two calls of one method and path (links.send with a body, links.resend without): one operation names both. */
function sharedOperation(existing: Json, group: EndpointGroup, name: string, spec: EndpointSpec): Json {
  const real = (body: Json | undefined) => (body === NO_BODY ? undefined : body);
  const theirs = real(existing.requestBody as Json | undefined);
  const mine = real(requestBody(spec));
  const body = theirs ?? mine ?? NO_BODY;
  return {
    ...existing,
    description: `${String(existing.description)}; also \`${group.group}.${name}\`${mine ? '' : ' (no body)'}`,
    ...(body ? { requestBody: { ...body, required: Boolean(theirs?.required && mine?.required) } } : {}),
  };
}

const STRINGS = { type: 'array', items: { type: 'string' } };
const LIST_SETTINGS = {
  type: 'object', required: ['fields', 'limit'],
  properties: { fields: { ...STRINGS, description: 'the columns shown, in order' }, limit: { type: 'integer', description: 'rows per page' } },
};

/**
 * The calls the lists engine (server/lists/list-routes.ts) serves beside each list call of the endpoint
 * files: its columns (fields/), the user's columns and page size (settings/, read and saved) and, for
 * a merchant's list, an export to the report downloads (export/).
 */
function listCompanions(root: string): Array<{ path: string; method: 'get' | 'post'; op: Json }> {
  const out: Array<{ path: string; method: 'get' | 'post'; op: Json }> = [];
  for (const route of loadListRoutes(listSources, root)) {
    const [group, name] = route.endpoint.split('.');
    const merchantScoped = !route.def.userScope;
    const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => ({ name: param, in: 'path', required: true, schema: pathParamSchema(param) }));
    const merchant = merchantScoped && !inPath.some((p) => p.name === 'merchant')
      ? [{ name: 'merchant', in: 'query', required: true, description: 'the merchant whose list it is', schema: pathParamSchema('merchant') }]
      : [];
    // A POST may name its merchant in its body instead.
    const merchantIn = (method: 'get' | 'post') => merchant.map((p) => ({ ...p, required: method === 'get', ...(method === 'post' ? { description: 'the merchant whose list it is (or `merchant` in the body)' } : {}) }));
    const op = (suffix: string, summary: string, method: 'get' | 'post', responseSchema: Json, body?: Json): Json => ({
      operationId: `${group}${capitalize(name)}${capitalize(suffix)}${method === 'post' && suffix === 'settings' ? 'Save' : ''}`,
      summary: `${words(name)}: ${summary}`,
      description: `the lists engine's \`${suffix}/\` of \`${route.endpoint}\` (list file schemas/lists/${route.def.id}.json)`,
      tags: [group],
      parameters: [...inPath, ...merchantIn(method)],
      ...(body ? { requestBody: { required: false, content: { 'application/json': { schema: body } } } } : {}),
      security: method === 'get' ? [SIGNED_IN] : [{ ...SIGNED_IN, ...CSRF }],
      responses: { 200: { description: 'OK', content: { 'application/json': { schema: responseSchema } } }, '4XX': { $ref: '#/components/responses/Refused' }, '5XX': { $ref: '#/components/responses/Failed' } },
    });
    const fields = {
      type: 'object', required: ['fields', 'accepted_fields', 'mandatory_fields'],
      properties: { fields: { type: 'array', items: { type: 'object' }, description: 'every column: name, title, type' }, accepted_fields: STRINGS, mandatory_fields: STRINGS },
    };
    const settingsBody = { type: 'object', properties: { fields: STRINGS, limit: { type: ['integer', 'string'], description: 'one of the list\'s page sizes' } } };
    out.push({ path: `${route.path}fields/`, method: 'get', op: op('fields', 'columns', 'get', fields) });
    out.push({ path: `${route.path}settings/`, method: 'get', op: op('settings', "the user's columns and page size", 'get', LIST_SETTINGS) });
    out.push({ path: `${route.path}settings/`, method: 'post', op: op('settings', "saves the user's columns and page size", 'post', LIST_SETTINGS, settingsBody) });
    // A user-scoped list or a tab preset on the path (promocodes of one entity) has no export/.
    if (merchantScoped && !route.pathPreset) {
      const queued = { type: 'object', required: ['id', 'status', 'message'], properties: { id: { type: 'integer' }, status: { type: 'string' }, message: { type: 'string' } } };
      out.push({ path: `${route.path}export/`, method: 'post', op: op('export', 'exports the list to the report downloads', 'post', queued, { type: 'object', description: 'the list\'s filters, search and columns, as the list call takes them' }) });
    }
  }
  return out;
}

export function endpointGroups(root: string = REPO_ROOT): EndpointGroup[] {
  return readdirSync(join(root, 'schemas/endpoints')).filter((f) => f.endsWith('.json')).sort()
    .map((name) => loadSchemaFile(`schemas/endpoints/${name}`, root) as EndpointGroup);
}

export function openApiDocument(version: string, root: string = REPO_ROOT): Json {
  const groups = endpointGroups(root);
  const paths: Record<string, Json> = {};
  for (const group of groups) {
    for (const [name, spec] of Object.entries(group.endpoints)) {
      const item = (paths[API_PREFIX + spec.path] ??= {});
      const method = spec.method.toLowerCase();
      const existing = item[method] as Json | undefined;
      item[method] = existing ? sharedOperation(existing, group, name, spec) : operation(group, name, spec);
    }
  }
  for (const { path, method, op } of listCompanions(root)) {
    const item = (paths[API_PREFIX + path] ??= {});
    item[method] ??= op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant Portal API',
      version,
      description: 'Generated from schemas/endpoints/*.json, the files the server and the browser client are built from. '
        + `Every write sends the \`${CSRF_COOKIE}\` cookie's value in the X-CSRFToken header.`,
    },
    servers: [{ url: '/', description: 'this portal' }],
    tags: groups.map(({ group }) => ({ name: group, description: `Calls of schemas/endpoints/${group}.json` })),
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'the session, set by sign-in' },
        csrfCookie: { type: 'apiKey', in: 'cookie', name: CSRF_COOKIE, description: 'set by any GET answered without a valid one' },
        csrfHeader: { type: 'apiKey', in: 'header', name: 'X-CSRFToken', description: `the ${CSRF_COOKIE} cookie's value, on every write` },
      },
      responses: {
        Refused: { description: 'refused: 400 invalid input, 401 signed out, 403 no privilege or CSRF, 404 unknown, 409, 429 throttled', content: { 'application/json': { schema: ERROR_REPLY } } },
        Failed: { description: 'not done: 500 a fault of the server, 502 a third party (acquirer, identity provider, fiscal provider) failed or did not answer, 503 unavailable', content: { 'application/json': { schema: ERROR_REPLY } } },
      },
    },
  };
}
