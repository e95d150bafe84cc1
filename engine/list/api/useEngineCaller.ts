// A transport for the forms engine (SchemaForm's `submit`) and action buttons: runs
// "<group>.<name>" of schemas/endpoints through the lists engine's engineCall, so a success
// invalidates the lists and records (useRecord). Path parameters are taken from the argument and
// left out of the body; `headers` go with this one request (Idempotency-Key).
import { useCallback } from 'react';
import type { ApiError } from '../../api/types';
import { useListEngine } from './context';
import { fillPath } from './resolveEndpoint';

export type EngineCallResult = { data: unknown } | { error: ApiError };
export type EngineCaller = (
  call: string,
  arg?: unknown,
  headers?: Record<string, string>,
) => Promise<EngineCallResult>;

export function splitPathParams(path: string, arg: Record<string, unknown>) {
  const names = [...path.matchAll(/\{(\w+)\}|:(\w+)/g)].map((m) => m[1] ?? m[2]);
  const body = { ...arg };
  for (const n of names) delete body[n];
  return { url: fillPath(path, arg as Record<string, string>), body };
}

export function useEngineCaller(): EngineCaller {
  const { api, resolveEndpoint } = useListEngine();
  const [run] = api.useEngineCallMutation();
  return useCallback<EngineCaller>(
    async (call, arg = {}, headers) => {
      try {
        const info = resolveEndpoint(call);
        const { url, body } = splitPathParams(info.path, arg as Record<string, unknown>);
        const data = await run({
          call,
          url,
          method: info.method,
          body: info.method === 'POST' ? body : undefined,
          tags: info.invalidates,
          headers,
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
