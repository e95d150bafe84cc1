// Where a list call goes (its path in the generated endpoint table, .generated/api/meta.ts), the
// tags it provides, and the text of a failed call.
import { ENDPOINT_META } from '../../../.generated/api/meta';
import { resolveTags } from '../../api/tags';
import { callProblem } from '../../api/endpointCall';

export { errorMessage } from './errorMessage';

export function fillPath(path: string, params: Record<string, string | number | undefined> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(params[name])));
}

/** Companion calls of a list: <list path>settings/, fields/, export/. */
export function companionPath(listPath: string, companion: 'settings' | 'fields' | 'export'): string {
  return `${listPath.endsWith('/') ? listPath : `${listPath}/`}${companion}/`;
}

/** The list call's path and tags; an unknown endpoint or a missing path parameter is the list's error, not a crash. */
export function locateList(call: string, pathParams: Record<string, string | number | undefined> = {}) {
  const problem = callProblem(call, pathParams);
  if (problem) return { path: '', tags: undefined, problem };
  const meta = ENDPOINT_META[call];
  return { path: fillPath(meta.path, pathParams), tags: resolveTags(meta.provides, pathParams), problem: null };
}

/** 'merchant=5&x=y' from extra params (undefined and '' left out), '' when none. */
export function extraQuery(params: Record<string, string | number | undefined> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
}
