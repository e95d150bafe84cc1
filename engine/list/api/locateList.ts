// Where a list call goes, and the text of a failed call.
import { resolveTags } from '../../api/tags';
import { fillPath, type EndpointResolver } from './resolveEndpoint';

export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  const e = error as { message?: string; data?: { error?: unknown }; error?: string; status?: unknown };
  if (typeof e.data?.error === 'string') return e.data.error;
  return e.message ?? e.error ?? `Request failed (${String(e.status ?? 'unknown')})`;
}

/** The list call's path; an unknown endpoint or a missing path parameter is the list's error, not a crash. */
export function locateList(
  resolve: EndpointResolver,
  call: string,
  pathParams?: Record<string, string | number | undefined>,
) {
  try {
    const endpoint = resolve(call);
    return { path: fillPath(endpoint.path, pathParams), tags: resolveTags(endpoint.provides, pathParams), problem: null };
  } catch (e) {
    return { path: '', tags: undefined, problem: (e as Error).message };
  }
}

/** 'merchant=5&x=y' from extra params (undefined and '' left out), '' when none. */
export function extraQuery(params: Record<string, string | number | undefined> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
}
