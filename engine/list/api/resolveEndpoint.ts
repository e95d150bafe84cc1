// "<group>.<name>" -> method and path, read from schemas/endpoints/<group>.json (the same files
// the shell's generator turns into typed hooks). Path parameters {m} or :m are filled from params.
import type { TagSpec } from '../../api/tags';

export interface EndpointInfo {
  method: 'GET' | 'POST';
  path: string;
  /** A GET's query string type: the caller (useEngineCaller) sends the other arguments there. */
  params?: string;
  /** Resolved against the call's argument with resolveTags (engine/api/tags.ts). */
  provides?: TagSpec[];
  invalidates?: TagSpec[];
}

interface EndpointGroupFile {
  group: string;
  endpoints: Record<string, EndpointInfo>;
}

export type EndpointResolver = (call: string) => EndpointInfo;

const files = import.meta.glob('/schemas/endpoints/*.json', { eager: true, import: 'default' });

export function endpointTable(modules: Record<string, unknown> = files): Map<string, EndpointInfo> {
  const table = new Map<string, EndpointInfo>();
  for (const file of Object.values(modules) as EndpointGroupFile[]) {
    for (const [name, info] of Object.entries(file?.endpoints ?? {}))
      table.set(`${file.group}.${name}`, info);
  }
  return table;
}

export function createEndpointResolver(table: Map<string, EndpointInfo> = endpointTable()): EndpointResolver {
  return (call) => {
    const info = table.get(call);
    if (!info)
      throw new Error(`Unknown endpoint '${call}': add it to schemas/endpoints/${call.split('.')[0]}.json`);
    return info;
  };
}

export function fillPath(path: string, params: Record<string, string | number | undefined> = {}): string {
  return path.replace(/\{(\w+)\}|:(\w+)/g, (whole, a: string | undefined, b: string | undefined) => {
    const value = params[(a ?? b) as string];
    if (value === undefined || value === '') throw new Error(`Path ${path} needs a value for ${whole}`);
    return encodeURIComponent(String(value));
  });
}

/** Companion calls of a list: <list path>settings/, fields/, export/. */
export function companionPath(listPath: string, companion: 'settings' | 'fields' | 'export'): string {
  return `${listPath.endsWith('/') ? listPath : `${listPath}/`}${companion}/`;
}
