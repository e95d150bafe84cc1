// Calls a generated RTK Query endpoint by its schema id (`account.login` -> `accountLogin`)
// through the store's dispatch; never throws, answers { data } or { error: { status, data } }.
import { useCallback, useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import { baseApi } from '../api';
import type { ApiError } from '../api/types';

export type CallResult = { data: unknown } | { error: ApiError };
export type EndpointCaller = (endpointId: string, arg?: unknown, options?: { query?: boolean }) => Promise<CallResult>;

interface Running {
  unwrap: () => Promise<unknown>;
  reset?: () => void;
  unsubscribe?: () => void;
}
type Initiate = (arg: unknown, options?: object) => unknown;

export function endpointKey(endpointId: string): string {
  const [group, name = ''] = endpointId.split('.');
  return group + name.charAt(0).toUpperCase() + name.slice(1);
}

export function useEndpointCall(): EndpointCaller {
  const ctx = useContext(ReactReduxContext);
  const dispatch = ctx?.store.dispatch as ((action: unknown) => Running) | undefined;
  return useCallback<EndpointCaller>(
    async (endpointId, arg, options) => {
      const endpoint = (baseApi.endpoints as Record<string, { initiate?: Initiate } | undefined>)[endpointKey(endpointId)];
      if (!endpoint?.initiate || !dispatch) return { error: { status: 0, data: { error: `Unknown endpoint ${endpointId}` } } };
      const running = dispatch(endpoint.initiate(arg, options?.query ? { subscribe: false, forceRefetch: true } : {}));
      try {
        return { data: await running.unwrap() };
      } catch (e) {
        return { error: e as ApiError };
      } finally {
        running.reset?.();
        running.unsubscribe?.();
      }
    },
    [dispatch],
  );
}

/** `[call, { isLoading }]` for one endpoint id, e.g. `useEndpointMutation('account.registrationConfirm')`. */
export function useEndpointMutation(endpointId: string) {
  const call = useEndpointCall();
  return useCallback((arg?: unknown) => call(endpointId, arg), [call, endpointId]);
}
