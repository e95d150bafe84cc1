// The parsed schema files as lookups for the cross-reference pass, and the reference tests every
// checker shares. A file is named by its file name (`schemas/modals/<id>.json`), a call by
// `<group>.<name>` (`schemas/endpoints/<group>.json`). Files of any shape are tolerated: their
// own problems are the per-file checks' business.
import { issue, type SchemaIssue } from './issue';
import { routeServed, type RouteMatch } from './checkCrossRefsRouteMatch';

export type Json = Record<string, unknown>;

/** Folders whose files other files name by id, with the word a message uses for one. */
export const FILE_KINDS = {
  forms: 'form',
  modals: 'modal',
  lists: 'list',
  filters: 'filter set',
  tabs: 'tab group',
  records: 'record',
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export interface Corpus {
  files: ReadonlyMap<string, unknown>;
  /** Calls by `<group>.<name>`. */
  calls: Map<string, Json>;
  /** Screen ids that have a module (`account/Login` for screens/account/Login.tsx). */
  screens: ReadonlySet<string>;
  routes: string[];
  redirectSources: string[];
}

export const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
export const objects = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);
export const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

const pathsOf = (json: unknown, key: string) =>
  objects(json).flatMap((e) => (typeof e[key] === 'string' ? [e[key] as string] : []));

export function corpusOf(files: ReadonlyMap<string, unknown>, screens: readonly string[]): Corpus {
  const calls = new Map<string, Json>();
  for (const [file, json] of files) {
    const group = /^schemas\/endpoints\/([^/]+)\.json$/.exec(file)?.[1];
    const endpoints = isObject(json) ? json.endpoints : undefined;
    if (!group || !isObject(endpoints)) continue;
    for (const [name, spec] of Object.entries(endpoints))
      if (isObject(spec)) calls.set(`${group}.${name}`, spec);
  }
  return {
    files,
    calls,
    screens: new Set(screens),
    routes: pathsOf(files.get('schemas/routes.json'), 'path'),
    redirectSources: pathsOf(files.get('schemas/redirects.json'), 'from'),
  };
}

const filePath = (kind: FileKind, id: string) => `schemas/${kind}/${id}.json`;

/** The reference tests of one file, each pushing `file#pointer: reason` when the target is missing. */
export function refsOf(corpus: Corpus, file: string, out: SchemaIssue[]) {
  return {
    problem(pointer: string, reason: string): void {
      out.push(issue(file, pointer, reason));
    },
    /** A file of `schemas/<kind>/`; returns it when present. */
    file(kind: FileKind, id: unknown, pointer: string): unknown {
      if (typeof id !== 'string') return undefined;
      const json = corpus.files.get(filePath(kind, id));
      if (json === undefined)
        out.push(issue(file, pointer, `no ${FILE_KINDS[kind]} "${id}" (${filePath(kind, id)})`));
      return json;
    },
    /** A call `<group>.<name>`, of that method when given; returns its spec when present. */
    call(id: unknown, pointer: string, method?: 'GET' | 'POST'): Json | undefined {
      if (typeof id !== 'string') return undefined;
      const spec = corpus.calls.get(id);
      if (!spec)
        out.push(issue(file, pointer, `no endpoint "${id}" (schemas/endpoints/${id.split('.')[0]}.json)`));
      else if (method && spec.method !== method) {
        out.push(issue(file, pointer, `"${id}" is a ${String(spec.method)} call: must be a ${method}`));
      }
      return spec;
    },
    /** A screen id of a route: screens/<id>.tsx, or `placeholder`. */
    screen(id: unknown, pointer: string): void {
      if (typeof id === 'string' && id !== 'placeholder' && !corpus.screens.has(id)) {
        out.push(issue(file, pointer, `no screen "${id}" (screens/${id}.tsx)`));
      }
    },
    /** An address or route template that a route (or, with `redirects`, a redirect) serves. */
    route(address: unknown, pointer: string, how: RouteMatch = {}): void {
      if (typeof address !== 'string') return;
      const patterns =
        how.redirects === false ? corpus.routes : [...corpus.routes, ...corpus.redirectSources];
      if (routeServed(address, patterns, how)) return;
      const where = how.redirects === false ? 'schemas/routes.json' : 'schemas/routes.json or redirects.json';
      out.push(
        issue(file, pointer, `${how.prefix ? 'no route under' : 'no route serves'} "${address}" (${where})`),
      );
    },
  };
}
export type Refs = ReturnType<typeof refsOf>;
