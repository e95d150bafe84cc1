// The OpenAPI 3.1 description of /api/v2, generated from the endpoint files (schemas/endpoints/*.json)
// that the server's reply schemas and the client's RTK Query endpoints come from. Each call becomes
// one operation: operationId `<group><Name>` (the RTK endpoint's name), its path parameters typed as
// the server types them (input-schemas.ts), a `forms/<id>` body as that form's JSON Schema (multipart:
// its file fields as binary parts), the reply schema of the file, `$ref`s resolved (replySchemaOf).
// Bodies and query strings named by a TypeScript type of engine/api/types.ts are described as open
// objects naming that type. Nothing here reads a route: the document is the files' word.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { replySchemaOf } from '../../engine/core/schema/replySchema.ts';
import { loadSchemaFile, REPO_ROOT } from '../../engine/core/schema/loadFilesNode.ts';
import { formFields, readFormFile } from '../forms/form-fields.ts';
import { CSRF_COOKIE } from '../http/csrf.ts';
import { pathParamSchema } from '../http/input-schemas.ts';
import { SESSION_COOKIE } from '../http/session.ts';

type Json = Record<string, unknown>;
/** What this reads of an endpoint file (its full twin: EndpointGroup of scripts/gen-endpoints.ts). */
type EndpointSpec = { method: 'GET' | 'POST'; path: string; params?: string; body?: string; multipart?: boolean; file?: boolean };
type EndpointGroup = { group: string; endpoints: Record<string, EndpointSpec> };

export const API_PREFIX = '/api/v2';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** `schemasCheck` -> `Schemas check`. */
const words = (name: string) => capitalize(name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`));

const SIGNED_IN = { sessionCookie: [] };
const CSRF = { csrfCookie: [], csrfHeader: [] };
// A read is answered to a session (or is open: check_auth, brand); a write always needs the CSRF pair,
// bound to the session when there is one (signed out: to none, as sign-in and registration are).
const READ_SECURITY = [SIGNED_IN, {}];
const WRITE_SECURITY = [{ ...SIGNED_IN, ...CSRF }, CSRF];

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
  const inPath = [...spec.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: pathParamSchema(name) }));
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

function requestBody(spec: EndpointSpec): Json | undefined {
  if (spec.method !== 'POST' || spec.body === 'NoBody') return undefined;
  const formId = spec.body?.startsWith('forms/') ? spec.body.slice('forms/'.length) : undefined;
  if (spec.multipart) return { required: true, content: { 'multipart/form-data': { schema: multipartSchema(formId) } } };
  const schema = formId
    ? extensionKeywords(readFormFile(formId).schema)
    : { type: 'object', ...(spec.body ? { description: `${spec.body} (engine/api/types.ts)` } : {}) };
  return { required: true, content: { 'application/json': { schema } } };
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
    security: spec.method === 'GET' ? READ_SECURITY : WRITE_SECURITY,
    responses: { 200: reply(group, name, spec), '4XX': { $ref: '#/components/responses/Refused' } },
  };
}

/** Two calls of one method and path (links.send with a body, links.resend without): one operation names both. */
function sharedOperation(existing: Json, group: EndpointGroup, name: string, spec: EndpointSpec): Json {
  const theirs = existing.requestBody as Json | undefined;
  const mine = requestBody(spec);
  const body = theirs ?? mine;
  return {
    ...existing,
    description: `${String(existing.description)}; also \`${group.group}.${name}\`${mine ? '' : ' (no body)'}`,
    ...(body ? { requestBody: { ...body, required: Boolean(theirs && mine) } } : {}),
  };
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
      },
    },
  };
}
