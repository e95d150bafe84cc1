// Writes typed RTK Query endpoints (.generated/api/<group>.ts) from schemas/endpoints/<group>.json.
// GET -> query, POST -> mutation; `{name}` in a path becomes an argument field. Every file is checked
// against schemas/_meta/endpoints.json first (file#pointer: reason), like `npm run schemas:check`.
// A `multipart` POST takes `{ body: FormData, <path params> }` (the form engine builds the FormData).
// A tag `{ type, id: "<path parameter>" }` becomes an RTK tag function of (result, error, arg).
// `.generated/api/meta.ts` lists every call's method, path and multipart flag by `<group>.<name>`
// (the form engine reads path parameters and multipart from it).
import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TagSpec } from '../engine/api/tags';
import { checkSchemaFile, type MetaValidate } from '../engine/core/schema/checkSchemaFile';
import { formatIssue, issue, type SchemaIssue } from '../engine/core/schema/issue';

/** One call of an endpoint file: the TypeScript twin of schemas/_meta/endpoints.json#/definitions/endpoint. */
export interface EndpointSpec {
  method: 'GET' | 'POST';
  /** Starts with /; a `{name}` segment becomes a field of the argument. */
  path: string;
  /** Type of a 200 reply (engine/api/types.ts). */
  reply: string;
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
}

/** An endpoint file: the TypeScript twin of schemas/_meta/endpoints.json. */
export interface EndpointGroup {
  /** Equals the file name. */
  group: string;
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
  const fields = params.map((name) => `${name}: string | number`).join('; ');
  if (spec.multipart) return `{ body: FormData${params.length ? `; ${fields}` : ''} }`;
  const rest = typeOf(spec.method === 'GET' ? spec.params : spec.body);
  if (!params.length) return rest ?? 'void';
  return rest ? `${rest} & { ${fields} }` : `{ ${fields} }`;
}

function queryFn(spec: EndpointSpec, params: string[]): string {
  const url = params.length
    ? '`' + spec.path.replace(/\{(\w+)\}/g, '${encodeURIComponent($1)}') + '`'
    : `'${spec.path}'`;
  if (spec.multipart) return `({ ${[...params, 'body'].join(', ')} }) => ({ url: ${url}, body })`;
  const restKey = spec.method === 'GET' ? 'params' : 'body';
  const hasRest = Boolean(spec.method === 'GET' ? spec.params : spec.body);
  const arg = params.length ? `({ ${[...params, ...(hasRest ? [`...${restKey}`] : [])].join(', ')} })` : hasRest ? `(${restKey})` : '()';
  const rest = hasRest ? `, ${restKey}` : spec.method === 'POST' ? ', body: {}' : '';
  return `${arg} => ({ url: ${url}${rest} })`;
}

/** Plain names as a constant array; any `{ type, id }` makes it the RTK-documented function of the argument. */
function renderTags(tags: TagSpec[]): string {
  if (tags.every((tag) => typeof tag === 'string')) return JSON.stringify(tags);
  const items = tags.map((tag) => (typeof tag === 'string' ? JSON.stringify(tag) : `{ type: ${JSON.stringify(tag.type)}, id: arg.${tag.id} }`));
  return `(_result, _error, arg) => [${items.join(', ')}]`;
}

function renderEndpoint(key: string, spec: EndpointSpec): string {
  const params = pathParams(spec.path);
  const kind = spec.method === 'GET' ? 'query' : 'mutation';
  const lines = [`    ${key}: build.${kind}<${spec.reply}, ${argType(spec, params)}>({`, `      query: ${queryFn(spec, params)},`];
  if (spec.provides?.length) lines.push(`      providesTags: ${renderTags(spec.provides)},`);
  if (spec.invalidates?.length) lines.push(`      invalidatesTags: ${renderTags(spec.invalidates)},`);
  if (spec.survivesNavigation) lines.push('      extraOptions: { survivesNavigation: true },');
  return [...lines, '    }),'].join('\n');
}

function hookName(key: string, spec: EndpointSpec): string {
  return `use${capitalize(key)}${spec.method === 'GET' ? 'Query' : 'Mutation'}`;
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
  const types = new Set(entries.flatMap(([, spec]) => [spec.reply, typeOf(spec.body), typeOf(spec.params)]).filter((type): type is string => Boolean(type)));
  const api = `${group}Api`;
  return `// Generated by scripts/gen-endpoints.ts from schemas/endpoints/${group}.json. Do not edit.
import { baseApi } from '../../engine/api/baseApi';
import type { ${[...types].sort().join(', ')} } from '../../engine/api/types';

export const ${api} = baseApi.injectEndpoints({
  endpoints: (build) => ({
${entries.map(([key, spec]) => renderEndpoint(key, spec)).join('\n')}
  }),
});

${renderHooks(api, entries)}
`;
}

export function renderIndex(groups: string[]): string {
  return `// Generated by scripts/gen-endpoints.ts. Do not edit.\n${[...groups, 'meta'].map((group) => `export * from './${group}';`).join('\n')}\n`;
}

/** `ENDPOINT_META`: method, path and multipart of every call by `<group>.<name>` (no RTK Query import). */
export function renderMeta(groups: EndpointGroup[]): string {
  const rows = groups.flatMap(({ group, endpoints }) =>
    Object.entries(endpoints).map(([name, spec]) => {
      const meta = { method: spec.method, path: spec.path, ...(spec.multipart ? { multipart: true } : {}) };
      return `  ${JSON.stringify(`${group}.${name}`)}: ${JSON.stringify(meta)},`;
    }),
  );
  return `// Generated by scripts/gen-endpoints.ts. Do not edit.
export interface EndpointMeta {
  method: 'GET' | 'POST';
  path: string;
  multipart?: true;
}

export const ENDPOINT_META: Readonly<Record<string, EndpointMeta>> = {
${rows.join('\n')}
};
`;
}

let metaValidate: MetaValidate | undefined;

/** Problems of one endpoint file (`schemas/endpoints/<name>.json`): the meta-schema, then the group name. */
export function checkEndpointFile(file: string, json: unknown): SchemaIssue[] {
  metaValidate ??= new Ajv({ allErrors: true, strict: false }).compile(
    JSON.parse(readFileSync(join(root, 'schemas/_meta/endpoints.json'), 'utf8')) as object,
  ) as MetaValidate;
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

export async function run(): Promise<void> {
  const source = join(root, 'schemas/endpoints');
  const target = join(root, '.generated/api');
  const files = (await readdir(source)).filter((file) => file.endsWith('.json')).sort();
  const groups = await Promise.all(files.map(async (file) => check(file, JSON.parse(await readFile(join(source, file), 'utf8')) as unknown)));
  await mkdir(target, { recursive: true });
  await Promise.all(groups.map((group) => writeFile(join(target, `${group.group}.ts`), renderGroup(group))));
  await writeFile(join(target, 'meta.ts'), renderMeta(groups));
  await writeFile(join(target, 'index.ts'), renderIndex(groups.map((group) => group.group)));
}
