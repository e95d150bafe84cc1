// A transport for the forms engine (SchemaForm's `submit`) and action buttons: runs
// "<group>.<name>" of schemas/endpoints through the lists engine's engineCall, so a success
// invalidates the lists and records (useRecord). Path parameters are taken from the argument and
// left out of the body; `options.headers` go with this one request (Idempotency-Key). It has the
// forms engine's EndpointCaller shape, so it can be a SchemaForm's `submit`.
import { useCallback } from 'react';
import { resolveTags } from '../../api/tags';
import type { ApiError } from '../../api/types';
import { useListEngine } from './context';
import { fillPath } from './resolveEndpoint';

export type EngineCallResult = { data: unknown } | { error: ApiError };
export interface EngineCallOptions {
  /** Accepted for the forms engine's caller shape (a GET is always fetched afresh here). */
  query?: boolean;
  headers?: Record<string, string>;
}
export type EngineCaller = (
  call: string,
  arg?: unknown,
  options?: EngineCallOptions,
) => Promise<EngineCallResult>;

export function splitPathParams(path: string, arg: Record<string, unknown>) {
  const names = [...path.matchAll(/\{(\w+)\}|:(\w+)/g)].map((m) => m[1] ?? m[2]);
  const body = { ...arg };
  for (const n of names) delete body[n];
  return { url: fillPath(path, arg as Record<string, string>), body };
}

function queryString(args: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(args)) if (v !== undefined && v !== null && v !== '') q.append(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
}

export function useEngineCaller(): EngineCaller {
  const { api, resolveEndpoint } = useListEngine();
  const [run] = api.useEngineCallMutation();
  return useCallback<EngineCaller>(
    async (call, arg = {}, options) => {
      try {
        const info = resolveEndpoint(call);
        const { url, body } = splitPathParams(info.path, arg as Record<string, unknown>);
        // As the generated endpoints: a GET that declares `params` sends the other arguments as the
        // query string (forms' choicesFrom args); a multipart POST's argument is { <path params>, body: FormData }.
        const query = info.method === 'GET' && info.params ? queryString(body) : '';
        const multipart = body.body instanceof FormData && Object.keys(body).length === 1 ? body.body : undefined;
        const data = await run({
          call,
          url: url + query,
          method: info.method,
          body: info.method === 'POST' ? (multipart ?? body) : undefined,
          tags: resolveTags(info.invalidates, arg as Record<string, unknown>),
          headers: options?.headers,
        }).unwrap();
        return { data };
      } catch (e) {
        if (e instanceof Error) return { error: { status: 0, data: { error: e.message } } as ApiError };
        return { error: e as ApiError };
      }
    },
    [run, resolveEndpoint],
  );
}
