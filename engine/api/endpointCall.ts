// The one transport: a call id `<group>.<name>` of schemas/endpoints/ names the RTK Query endpoint
// generated from it on baseApi (`payments.info` -> `paymentsInfo`), with its cache, its declared
// tags and the error pipeline. The engine's callers (useEngineCaller, useRecord, the forms and the
// lists) run calls only through here; nothing else builds a URL from an endpoint file.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
// The generated endpoints are injected into baseApi when their modules run (engine/api may have import effects).
import '../../.generated/api';
import { ENDPOINT_META } from '../../.generated/api/meta';
import type { EndpointId, EndpointReplies } from '../../.generated/api/replies';
import { baseApi } from './baseApi';
import type { ApiError } from './types';

/** The reply type of a call id (unknown for an id the endpoint files do not have). */
export type ReplyOf<K extends string> = K extends EndpointId ? EndpointReplies[K] : unknown;

export type CallResult<T = unknown> = { data: T } | { error: ApiError };

export interface CallOptions {
  /** Request headers of this one call (an Idempotency-Key); POST only. */
  headers?: Record<string, string>;
  /** Marks a read (the forms engine's loads and choice lists), for callers that care; a GET is read through the cache either way. */
  query?: boolean;
}

interface Running {
  unwrap(): Promise<unknown>;
  unsubscribe?(): void;
  reset?(): void;
}
type AnyEndpoint = { initiate(arg: unknown, options?: object): unknown; useQuery?: unknown };
type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** `account.login` -> `accountLogin`, the generated endpoint's name. */
export function endpointKey(endpointId: string): string {
  const [group, name = ''] = endpointId.split('.');
  return group + name.charAt(0).toUpperCase() + name.slice(1);
}

/** The generated endpoint of a call id, or undefined. */
export function endpointOf(endpointId: string): AnyEndpoint | undefined {
  return ENDPOINT_META[endpointId] ? (baseApi.endpoints as unknown as Record<string, AnyEndpoint>)[endpointKey(endpointId)] : undefined;
}

/** `{name}` segments of a call's path. */
export function pathParamsOf(endpointId: string): string[] {
  return [...(ENDPOINT_META[endpointId]?.path ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** Why a call cannot be made with these arguments (unknown call, a path parameter without value), or null. */
export function callProblem(endpointId: string, arg: Record<string, unknown> = {}): string | null {
  const meta = ENDPOINT_META[endpointId];
  if (!meta) return `Unknown endpoint '${endpointId}': add it to schemas/endpoints/${endpointId.split('.')[0]}.json`;
  const missing = pathParamsOf(endpointId).find((name) => arg[name] === undefined || arg[name] === null || arg[name] === '');
  return missing ? `Path ${meta.path} needs a value for {${missing}}` : null;
}

const problemError = (text: string): ApiError => ({ status: 0, data: { error: text } });

/**
 * Runs a call with RTK's lifecycle: a GET is read through the cache (subscribed while it runs, kept
 * for RTK's keepUnusedDataFor afterwards, refetched when a declared tag is invalidated); a POST is a
 * mutation that invalidates the tags its endpoint file declares. Never throws.
 */
export async function runCall<K extends string>(
  dispatch: Dispatch,
  endpointId: K,
  arg?: unknown,
  options: CallOptions = {},
): Promise<CallResult<ReplyOf<K>>> {
  const endpoint = endpointOf(endpointId);
  const values = arg && typeof arg === 'object' && !(arg instanceof FormData) ? (arg as Record<string, unknown>) : {};
  const problem = callProblem(endpointId, values);
  if (problem || !endpoint) return { error: problemError(problem ?? `Unknown endpoint '${endpointId}'`) };
  const post = ENDPOINT_META[endpointId].method === 'POST';
  // A GET without arguments is cached under `undefined`, as the generated hook without argument.
  const request = post ? (options.headers ? { ...values, $headers: options.headers } : arg) : Object.keys(values).length ? arg : undefined;
  const running = dispatch(endpoint.initiate(request) as never) as unknown as Running;
  try {
    return { data: (await running.unwrap()) as ReplyOf<K> };
  } catch (e) {
    const error = e as Partial<ApiError>;
    return { error: typeof error?.status === 'number' ? (error as ApiError) : problemError(String((e as Error)?.message ?? e)) };
  } finally {
    running.unsubscribe?.();
    running.reset?.();
  }
}
