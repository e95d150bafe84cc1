// The transport of a generic page's forms: useEngineCaller, with the path parameters the call's
// path names ({merchant}, {company}, a row's {id}) taken from the form's values (what the user
// chose wins: Apple Pay's {cert_type}), else the row a modal was opened with, else the page
// parameters - and nothing else of the page added to the body.
import { useCallback } from 'react';
import type { EndpointCaller } from '../form/useEndpointCall';
import { ENDPOINT_META } from '../../.generated/api/meta';
import { useEngineCaller } from '../list/api/useEngineCaller';

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** `{name}` segments of a path template. */
export function pathNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** The argument of a call: the values, with each path parameter from the values, the row or the page. */
export function withPathParams(
  path: string,
  values: Record<string, unknown>,
  page: Record<string, unknown>,
  row: Record<string, unknown> = {},
): Record<string, unknown> {
  const arg = { ...values };
  for (const name of pathNames(path)) {
    const value = [values[name], row[name], page[name]].find(present);
    if (value !== undefined) arg[name] = value;
  }
  return arg;
}

export function usePageCaller(
  page: Record<string, unknown>,
  row?: Record<string, unknown>,
  headers?: () => Record<string, string> | undefined,
): EndpointCaller {
  const call = useEngineCaller();
  return useCallback<EndpointCaller>(
    (endpointId, arg) => {
      const path = ENDPOINT_META[endpointId]?.path ?? '';
      // A multipart argument is { <path params>, body: FormData }: the same rule, the body untouched.
      const full = withPathParams(path, (arg ?? {}) as Record<string, unknown>, page, row);
      const extra = headers?.();
      return call(endpointId, full, extra ? { headers: extra } : undefined);
    },
    [call, page, row, headers],
  );
}
