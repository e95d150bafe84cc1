// One record of a GET call of schemas/endpoints (a payment's detail, ...): the generated endpoint's
// cached useQuery, typed by call id (`useRecord('payments.info', ...)` has data of
// EndpointReplies['payments.info']). It refetches when a call invalidates a tag it provides (the
// endpoint file's `provides`, e.g. that payment after a refund).
import { skipToken } from '@reduxjs/toolkit/query';
import type { EndpointId, EndpointReplies } from '../../../.generated/api/replies';
import { callProblem, endpointOf } from '../../api/endpointCall';
import { errorMessage } from './errorMessage';

export interface RecordOptions {
  /** Path parameters ({id}). */
  pathParams?: Record<string, string | number | undefined>;
  /** Query string parameters (undefined and '' left out). */
  params?: Record<string, string | number | undefined>;
  skip?: boolean;
  /** Read again every this many ms (0 or absent: only when a tag is invalidated). */
  pollingInterval?: number;
}

export interface RecordResult<T> {
  data: T | undefined;
  /** The server's error text, or a problem locating the call. */
  error: string | null;
  isFetching: boolean;
  refetch(): void;
}

type QueryHook = (arg: unknown, options?: object) => {
  currentData?: unknown;
  data?: unknown;
  error?: unknown;
  isFetching: boolean;
  refetch(): unknown;
};

/** The argument of the generated query: path parameters and query string, empty values left out. */
export function recordArg(options: RecordOptions = {}): Record<string, string | number> | undefined {
  const entries = Object.entries({ ...options.params, ...options.pathParams }).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

// Every generated query hook runs the same React hooks in the same order, so an unknown call id
// (reported as the error, never fetched) can stand on any generated query's hook with skipToken.
const STAND_IN = 'account.checkAuth';

export function useRecord<K extends EndpointId>(call: K, options?: RecordOptions): RecordResult<EndpointReplies[K]>;
export function useRecord<T = Record<string, unknown>>(call: string, options?: RecordOptions): RecordResult<T>;
export function useRecord(call: string, options: RecordOptions = {}): RecordResult<unknown> {
  const arg = recordArg(options);
  const problem = callProblem(call, arg);
  const useQuery = (endpointOf(call) ?? endpointOf(STAND_IN))!.useQuery as QueryHook;
  const result = useQuery(options.skip || problem ? skipToken : arg, options.pollingInterval ? { pollingInterval: options.pollingInterval } : undefined);
  return {
    data: result.currentData ?? result.data,
    error: problem ?? errorMessage(result.error),
    isFetching: result.isFetching,
    refetch: () => void (problem || options.skip ? undefined : result.refetch()),
  };
}
