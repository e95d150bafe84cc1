// The forms engine's caller: a thin name over the engine's one transport (useEngineCaller, the
// generated endpoints of schemas/endpoints/ with their cache and declared tags). Kept for the
// screens that use it; never throws, answers { data } (typed by call id) or { error: { status, data } }.
import { useCallback } from 'react';
import type { CallResult as TypedCallResult, ReplyOf } from '../api/endpointCall';
import { useEngineCaller, type EngineCaller, type TypedEngineCaller } from '../list/api/useEngineCaller';

export { endpointKey } from '../api/endpointCall';
export type CallResult<T = unknown> = TypedCallResult<T>;
export type EndpointCaller = EngineCaller;

export function useEndpointCall(): TypedEngineCaller {
  return useEngineCaller();
}

/** The caller of one call id, e.g. `useEndpointMutation('account.registrationConfirm')`. */
export function useEndpointMutation<K extends string>(endpointId: K) {
  const call = useEngineCaller();
  return useCallback((arg?: unknown): Promise<CallResult<ReplyOf<K>>> => call(endpointId, arg), [call, endpointId]);
}
