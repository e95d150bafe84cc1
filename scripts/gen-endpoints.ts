// Writes typed RTK Query endpoints (.generated/api/<group>.ts) from schemas/endpoints/<group>.json.
// GET -> query, POST -> mutation; `{name}` in a path becomes an argument field. Every file is checked
// against schemas/_meta/endpoints.json first (file#pointer: reason), like `npm run schemas:check`.
// A `multipart` POST takes `{ body: FormData, <path params> }` (the form engine builds the FormData).
// A tag `{ type, id: "<path parameter>" }` becomes an RTK tag function of (result, error, arg).
// `.generated/api/meta.ts` lists every call's method, path and multipart flag by `<group>.<name>`
// (the form engine reads path parameters and multipart from it). `.generated/api/replies.ts` holds
// the reply types generated from the files' JSON Schemas (`definitions` by their names, an inline
// reply as `<Group><Name>Reply`) and `EndpointReplies`, the reply type by `<group>.<name>`.
// `.generated/api/tagTypes.ts` is the tag vocabulary of the meta-schema (its one list).
import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TagSpec } from '../engine/api/tags';
import { checkSchemaFile, type MetaValidate } from '../engine/core/schema/checkSchemaFile';
import { formatIssue, issue, type SchemaIssue } from '../engine/core/schema/issue';
import { declareType, type ReplySchema } from './json-schema-to-ts';

/** One call of an endpoint file: the TypeScript twin of schemas/_meta/endpoints.json#/definitions/endpoint. */
export interface EndpointSpec {
  method: 'GET' | 'POST';
  /** Starts with /; a `{name}` segment becomes a field of the argument. */
  path: string;
  /** JSON Schema of the 200 reply; `$ref`s name the file's `definitions`. */
  reply: ReplySchema;
  /** POST only: a type of engine/api/types.ts, or `forms/<id>` (the values of that form). */
  body?: string;
  /** GET only: the query-string type. */
  params?: string;
  /** GET only. A tag name, or `{ type, id }` with id a path parameter (only the calls with that value). */
  provides?: TagSpec[];
  invalidates?: TagSpec[];
  /** GET only: ms between refetches while a component uses the hook. */
  pollingInterval?: number;
  /** Not aborted by a navigation (shell reads). */
  survivesNavigation?: boolean;
  /** POST only: the body is multipart/form-data (fields as text, files under their field names). */
  multipart?: boolean;
  /** The 200 reply is a file the browser saves; a mutation whatever the method (each run downloads). */
  file?: boolean;
  /** What the call does (the API reference). */
  description?: string;
  /** Who may call: 'open', 'signed-in', a merchant privilege or a company level (server/http/declared-routes.ts). */
  access: 'open' | 'signed-in' | { view: string; level: 'read' | 'edit' } | { company: 'read' | 'edit' };
  /** POST only: true (default) one transaction, 'steps' a transaction per step, false reads only. */
  writes?: boolean | 'steps';
  /** POST only: an Idempotency-Key header makes a repeat answer the first reply. */
  idempotent?: boolean;
  /** GET only: JSON Schema of the query string, checked by the server. */
  query?: object;
  /** POST only: JSON Schema of a JSON body that is not a form's values, checked by the server. */
  input?: object;
  /** POST only: JSON Schema of a second JSON body the call takes besides its `body` form (the handler tells them apart). */
  alsoInput?: object;
  /** A path parameter's schema where the default (an id or short text) does not fit. */
  pathParams?: Record<string, object>;
}

/** An endpoint file: the TypeScript twin of schemas/_meta/endpoints.json. */
export interface EndpointGroup {
  /** Equals the file name. */
  group: string;
  /** Reply shapes shared inside the file (`{"$ref": "#/definitions/<Name>"}`), each the TypeScript type <Name>. */
  definitions?: Record<string, ReplySchema>;
  endpoints: Record<string, EndpointSpec>;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

function typeOf(ref: string | undefined): string | undefined {
  return ref?.startsWith('forms/') ? 'FormValues' : ref;
}

function argType(spec: EndpointSpec, params: string[]): string {
  const arg = plainArgType(spec, params);
  return spec.file ? `(${arg.replace(/ \| void$/, '')}) & { $fileName?: string }` : arg;
}

function plainArgType(spec: EndpointSpec, params: string[]): string {
  const fields = params.map((name) => `${name}: string | number`).join('; ');
  const headers = spec.method === 'POST' ? ' & CallHeaders' : '';
  if (spec.multipart) return `{ body: FormData${params.length ? `; ${fields}` : ''} }${headers}`;
  const rest = typeOf(spec.method === 'GET' ? spec.params : spec.body);
  if (!params.length) return rest ? `${rest}${headers}` : spec.method === 'POST' ? 'CallHeaders | void' : 'void';
  return (rest ? `${rest} & { ${fields} }` : `{ ${fields} }`) + headers;
}

/** A file call also takes `$fileName` (the name when the reply gives none) and saves its reply (fileReply). */
function queryFn(spec: EndpointSpec, params: string[]): string {
  if (!spec.file) return plainQueryFn(spec, params);
  const url = '`' + spec.path.replace(/\{(\w+)\}/g, '${encodeURIComponent($1)}') + '`';
  const post = spec.method === 'POST';
  const names = [...params, '$fileName', ...(post ? ['$headers', '...body'] : [])];
  const request = post ? `url: ${url}, method: 'POST', body, headers: $headers` : `url: ${url}`;
  return `({ ${names.join(', ')} }) => ({ ${request}, responseHandler: fileReply($fileName) })`;
}

/** A POST takes per-call request headers (an Idempotency-Key) as `$headers` beside its fields. */
function plainQueryFn(spec: EndpointSpec, params: string[]): string {
  const url = params.length
    ? '`' + spec.path.replace(/\{(\w+)\}/g, '${encodeURIComponent($1)}') + '`'
    : `'${spec.path}'`;
  const post = spec.method === 'POST';
  const headers = post ? ', headers: $headers' : '';
  if (spec.multipart) return `({ ${[...params, 'body', '$headers'].join(', ')} }) => ({ url: ${url}, body${headers} })`;
  const restKey = post ? 'body' : 'params';
  const hasRest = Boolean(post ? spec.body : spec.params);
  if (post && !params.length && !hasRest) return `(arg) => ({ url: ${url}, body: {}, headers: arg?.$headers })`;
  const names = [...params, ...(post ? ['$headers'] : []), ...(hasRest ? [`...${restKey}`] : [])];
  const arg = names.length === 1 && hasRest ? `(${restKey})` : names.length ? `({ ${names.join(', ')} })` : '()';
  const rest = hasRest ? `, ${restKey}` : post ? ', body: {}' : '';
  return `${arg} => ({ url: ${url}${rest}${headers} })`;
}

/** Plain names as a constant array; any `{ type, id }` makes it the RTK-documented function of the argument. */
function renderTags(tags: TagSpec[]): string {
  if (tags.every((tag) => typeof tag === 'string')) return JSON.stringify(tags);
  const items = tags.map((tag) => (typeof tag === 'string' ? JSON.stringify(tag) : `{ type: ${JSON.stringify(tag.type)}, id: arg.${tag.id} }`));
  return `(_result, _error, arg) => [${items.join(', ')}]`;
}

const definitionName = (ref: string | undefined) => (ref ? /^#\/definitions\/(.+)$/.exec(ref)?.[1] : undefined);

/** The TypeScript name of a reply: its definition when the reply is a bare `$ref`, else `<Key>Reply`. */
export function replyTypeName(key: string, spec: EndpointSpec): string {
  const keys = Object.keys(spec.reply);
  return (keys.length === 1 && definitionName(spec.reply.$ref)) || `${capitalize(key)}Reply`;
}

function renderEndpoint(key: string, spec: EndpointSpec): string {
  const params = pathParams(spec.path);
  const kind = spec.method === 'GET' && !spec.file ? 'query' : 'mutation';
  const lines = [`    ${key}: build.${kind}<${replyTypeName(key, spec)}, ${argType(spec, params)}>({`, `      query: ${queryFn(spec, params)},`];
  if (spec.provides?.length) lines.push(`      providesTags: ${renderTags(spec.provides)},`);
  if (spec.invalidates?.length) lines.push(`      invalidatesTags: ${renderTags(spec.invalidates)},`);
  if (spec.survivesNavigation) lines.push('      extraOptions: { survivesNavigation: true },');
  return [...lines, '    }),'].join('\n');
}

function hookName(key: string, spec: EndpointSpec): string {
  return `use${capitalize(key)}${spec.method === 'GET' && !spec.file ? 'Query' : 'Mutation'}`;
}

function renderHooks(api: string, entries: [string, EndpointSpec][]): string {
  const plain = entries.filter(([, spec]) => !spec.pollingInterval).map(([key, spec]) => hookName(key, spec));
  const polled = entries
    .filter(([, spec]) => spec.pollingInterval)
    .map(([key, spec]) => {
      const hook = hookName(key, spec);
      return `/** Polls every ${spec.pollingInterval} ms unless the caller says otherwise. */\nexport const ${hook}: typeof ${api}.${hook} = (arg, options) =>\n  ${api}.${hook}(arg, { pollingInterval: ${spec.pollingInterval}, ...options });`;
    });
  return [`export const { ${plain.join(', ')} } = ${api};`, ...polled].join('\n\n');
}

export function renderGroup({ group, endpoints }: EndpointGroup): string {
  const entries = Object.entries(endpoints).map(([name, spec]): [string, EndpointSpec] => [group + capitalize(name), spec]);
  const types = new Set(entries.flatMap(([, spec]) => [spec.multipart ? undefined : typeOf(spec.body), typeOf(spec.params)]).filter((type): type is string => Boolean(type)));
  const replies = new Set(entries.map(([key, spec]) => replyTypeName(key, spec)));
  const api = `${group}Api`;
  if (entries.some(([, spec]) => spec.method === 'POST')) types.add('CallHeaders');
  const typeImport = types.size ? `import type { ${[...types].sort().join(', ')} } from '../../engine/api/types';\n` : '';
  const fileImport = entries.some(([, spec]) => spec.file) ? "import { fileReply } from '../../engine/api/fileReply';\n" : '';
  return `// Generated by scripts/gen-endpoints.ts from schemas/endpoints/${group}.json. Do not edit.
import { baseApi } from '../../engine/api/baseApi';
${fileImport}${typeImport}import type { ${[...replies].sort().join(', ')} } from './replies';

export const ${api} = baseApi.injectEndpoints({
  endpoints: (build) => ({
${entries.map(([key, spec]) => renderEndpoint(key, spec)).join('\n')}
  }),
});

${renderHooks(api, entries)}
`;
}

export function renderIndex(groups: string[]): string {
  return `// Generated by scripts/gen-endpoints.ts. Do not edit.\n${[...groups, 'meta', 'replies', 'formReplies'].map((group) => `export * from './${group}';`).join('\n')}\n`;
}

/** `ENDPOINT_META`: method, path, multipart and provided tags of every call by `<group>.<name>` (no RTK Query import). */
export function renderMeta(groups: EndpointGroup[]): string {
  return `// Generated by scripts/gen-endpoints.ts. Do not edit.
import type { TagSpec } from '../../engine/api/tags';

export interface EndpointMeta {
  method: 'GET' | 'POST';
  path: string;
  multipart?: true;
  /** Cache tags the call provides (the lists engine's list call carries them: a call invalidating one refreshes the list). */
  provides?: readonly TagSpec[];
}

export const ENDPOINT_META: Readonly<Record<string, EndpointMeta>> = {
${groups.flatMap(metaRows).join('\n')}
};
`;
}

function metaRows({ group, endpoints }: EndpointGroup): string[] {
  return Object.entries(endpoints).map(([name, spec]) => {
    const meta = { method: spec.method, path: spec.path, ...(spec.multipart ? { multipart: true } : {}), ...(spec.provides ? { provides: spec.provides } : {}) };
    return `  ${JSON.stringify(`${group}.${name}`)}: ${JSON.stringify(meta)},`;
  });
}

/** `calls/<group>.ts`: the rows of `ENDPOINT_META` of one endpoint file, for a page that loads only
 * the calls it makes (the lean sign-in page). A table of its own rather than ENDPOINT_META's parts:
 * spreading imported tables is not side-effect free to the bundler, which then kept ENDPOINT_META in
 * the app's first chunk. Also each endpoint's path as a constant `<name>Path`, which a bundle keeps
 * alone (the app's entry asks its start calls by them, src/startCalls.ts). */
export function renderCalls(group: EndpointGroup): string {
  const paths = Object.entries(group.endpoints).map(([name, spec]) => `export const ${name}Path = ${JSON.stringify(spec.path)};`);
  return `// Generated by scripts/gen-endpoints.ts from schemas/endpoints/${group.group}.json. Do not edit.
import type { EndpointMeta } from '../meta';

export const CALLS: Readonly<Record<string, EndpointMeta>> = {
${metaRows(group).join('\n')}
};

${paths.join('\n')}
`;
}

/**
 * The reply types of every file: each definition under its name (two files may define a name only
 * identically), each inline reply as `<Key>Reply`, and `EndpointReplies` by `<group>.<name>`.
 */
export function renderReplies(groups: EndpointGroup[]): string {
  const declared = new Map<string, string>();
  const out: string[] = [];
  const refName = (name: string) => name;
  for (const { group, definitions = {} } of groups)
    for (const [name, schema] of Object.entries(definitions)) {
      const text = declareType(name, schema, refName);
      const before = declared.get(name);
      if (before !== undefined && before !== text)
        throw new Error(`schemas/endpoints/${group}.json#/definitions/${name}: another endpoint file defines "${name}" differently`);
      if (before === undefined) out.push(text);
      declared.set(name, text);
    }
  const map: string[] = [];
  for (const { group, endpoints } of groups)
    for (const [name, spec] of Object.entries(endpoints)) {
      const key = group + capitalize(name);
      const type = replyTypeName(key, spec);
      if (!declared.has(type)) {
        out.push(declareType(type, spec.reply, refName));
        declared.set(type, '');
      }
      map.push(`  ${JSON.stringify(`${group}.${name}`)}: ${type};`);
    }
  return `// Generated by scripts/gen-endpoints.ts from the reply schemas of schemas/endpoints/. Do not edit.
${out.join('\n\n')}

/** The 200 reply of every call by \`<group>.<name>\`. */
export interface EndpointReplies {
${map.join('\n')}
}

export type EndpointId = keyof EndpointReplies;
`;
}

/** `TAG_TYPES`: the tag vocabulary of schemas/_meta/endpoints.json#/definitions/tag (the one list). */
export function renderTagTypes(tags: readonly string[]): string {
  return `// Generated by scripts/gen-endpoints.ts from schemas/_meta/endpoints.json#/definitions/tag. Do not edit.
export const TAG_TYPES = ${JSON.stringify(tags)} as const;
export type TagType = (typeof TAG_TYPES)[number];
`;
}

const metaSchema = () => JSON.parse(readFileSync(join(root, 'schemas/_meta/endpoints.json'), 'utf8')) as { definitions: { tag: { enum: string[] } } };

let metaValidate: MetaValidate | undefined;

/** Problems of one endpoint file (`schemas/endpoints/<name>.json`): the meta-schema, then the group name. */
export function checkEndpointFile(file: string, json: unknown): SchemaIssue[] {
  metaValidate ??= new Ajv({ allErrors: true, strict: false }).compile(metaSchema()) as MetaValidate;
  const issues = checkSchemaFile(file, json, metaValidate);
  const base = file.replace(/^.*\//, '').replace(/\.json$/, '');
  const group = (json as { group?: unknown } | null)?.group;
  if (issues.length === 0 && group !== base) issues.push(issue(file, '/group', `must equal the file name "${base}"`));
  if (issues.length === 0) issues.push(...tagIdIssues(file, json as EndpointGroup));
  return issues;
}

/** A tag's id must name a path parameter: the one argument field every call of the endpoint has. */
function tagIdIssues(file: string, { endpoints }: EndpointGroup): SchemaIssue[] {
  return Object.entries(endpoints).flatMap(([name, spec]) => {
    const params = pathParams(spec.path);
    return (['provides', 'invalidates'] as const).flatMap((key) =>
      (spec[key] ?? []).flatMap((tag, i) =>
        typeof tag === 'string' || params.includes(tag.id)
          ? []
          : [issue(file, `/endpoints/${name}/${key}/${i}/id`, `must be a path parameter of ${spec.path} (${params.join(', ') || 'none'})`)],
      ),
    );
  });
}

function check(file: string, json: unknown): EndpointGroup {
  const issues = checkEndpointFile(`schemas/endpoints/${file}`, json);
  if (issues.length) throw new Error(issues.map(formatIssue).join('\n'));
  return json as EndpointGroup;
}

/**
 * `FormReplies`: the reply of each form's call by form id (`login` -> the reply of `account.login`;
 * with `endpointWhen`, any of its calls), so a screen's `onSuccess` is typed by the form file.
 */
export function renderFormReplies(forms: ReadonlyArray<{ id: string; endpoint?: unknown; endpointWhen?: unknown }>): string {
  const calls = (form: (typeof forms)[number]) =>
    [form.endpoint, ...(Array.isArray(form.endpointWhen) ? form.endpointWhen.map((w: { endpoint?: unknown }) => w.endpoint) : [])].filter(
      (call): call is string => typeof call === 'string',
    );
  const lines = forms
    .filter((form) => calls(form).length)
    .map((form) => `  ${JSON.stringify(form.id)}: ${calls(form).map((call) => `EndpointReplies[${JSON.stringify(call)}]`).join(' | ')};`);
  return `// Generated by scripts/gen-endpoints.ts from schemas/forms/*.json. Do not edit.
import type { EndpointReplies } from './replies';

export interface FormReplies {
${lines.join('\n')}
}

/** The reply a form's submit answers (unknown for an id the form files do not have). */
export type FormReplyOf<F extends string> = F extends keyof FormReplies ? FormReplies[F] : unknown;
`;
}

/** How the server runs a call: served by the lists engine, a read, one transaction, or steps (writes: "steps"). */
export function serverKind(spec: EndpointSpec, listCalls: ReadonlySet<string>, id: string): 'list' | 'read' | 'write' | 'steps' {
  if (listCalls.has(id)) return 'list';
  if (spec.method === 'GET' || spec.writes === false) return 'read';
  return spec.writes === 'steps' ? 'steps' : 'write';
}

/**
 * `server-calls.ts`: each call's kind by group and name, for the server's handler modules
 * (server/http/handler-types.ts): a call the lists engine serves has no handler; a writing call's
 * handler gets its transaction.
 */
export function renderServerCalls(groups: EndpointGroup[], listCalls: ReadonlySet<string>): string {
  const rows = groups.map(({ group, endpoints }) => {
    const kinds = Object.entries(endpoints).map(([name, spec]) => [name, serverKind(spec, listCalls, `${group}.${name}`)] as const)
      .filter(([, kind]) => kind !== 'list');
    return `  ${group}: {${kinds.map(([name, kind]) => ` ${name}: '${kind}';`).join('')} };`;
  });
  return `// Generated by scripts/gen-endpoints.ts from schemas/endpoints/*.json. Do not edit.
// The calls a handler serves (the lists engine's calls left out) and how each runs.
export interface DeclaredCalls {
${rows.join('\n')}
}
`;
}

export async function run(): Promise<void> {
  const source = join(root, 'schemas/endpoints');
  const target = join(root, '.generated/api');
  const files = (await readdir(source)).filter((file) => file.endsWith('.json')).sort();
  const groups = await Promise.all(files.map(async (file) => check(file, JSON.parse(await readFile(join(source, file), 'utf8')) as unknown)));
  await mkdir(target, { recursive: true });
  await Promise.all(groups.map((group) => writeFile(join(target, `${group.group}.ts`), renderGroup(group))));
  await mkdir(join(target, 'calls'), { recursive: true });
  await Promise.all(groups.map((group) => writeFile(join(target, 'calls', `${group.group}.ts`), renderCalls(group))));
  await writeFile(join(target, 'meta.ts'), renderMeta(groups));
  await writeFile(join(target, 'replies.ts'), renderReplies(groups));
  const formsDir = join(root, 'schemas/forms');
  const formFiles = (await readdir(formsDir)).filter((file) => file.endsWith('.json')).sort();
  const forms = await Promise.all(formFiles.map(async (file) => JSON.parse(await readFile(join(formsDir, file), 'utf8')) as { id: string }));
  await writeFile(join(target, 'formReplies.ts'), renderFormReplies(forms));
  await writeFile(join(target, 'tagTypes.ts'), renderTagTypes(metaSchema().definitions.tag.enum));
  await writeFile(join(target, 'index.ts'), renderIndex(groups.map((group) => group.group)));
  const { listSources } = await import('../server/lists/sources.ts');
  await writeFile(join(target, 'server-calls.ts'), renderServerCalls(groups, new Set(listSources.flatMap((source) => source.tabs.map((tab) => tab.endpoint)))));
}
