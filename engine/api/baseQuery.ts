// The one base query: /api/v2, JSON, CSRF header, POST when a body is given, same-origin cookies,
// aborted by navigation, and every reply through the error pipeline. A call the entry asked early
// (earlyReplies.ts) takes that reply.
import { fetchBaseQuery, type BaseQueryFn, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { takeEarlyReply } from './earlyReplies';
import { API_BASE, csrfHeaders } from './plainCall';
import { navigationSignal } from './navigationAbort';
import { applyPipeline } from './pipeline/applyPipeline';
import type { ApiError, ApiExtraOptions, ApiRequest } from './types';

const fetchJson = fetchBaseQuery({
  baseUrl: API_BASE,
  credentials: 'same-origin',
  fetchFn: (input, init) => (input instanceof Request ? takeEarlyReply(input) : undefined) ?? fetch(input, init),
  prepareHeaders: (headers) => {
    for (const [name, value] of Object.entries(csrfHeaders())) headers.set(name, value);
    return headers;
  },
});

/** A reply that is not JSON keeps its HTTP status (e.g. a proxy's 502 page); no reply at all is 0. */
function statusOf(error: FetchBaseQueryError): number {
  if (typeof error.status === 'number') return error.status;
  return 'originalStatus' in error ? error.originalStatus : 0;
}

export const baseQuery: BaseQueryFn<ApiRequest, unknown, ApiError, ApiExtraOptions> = async (request, api, extraOptions) => {
  const signal = extraOptions?.survivesNavigation ? api.signal : AbortSignal.any([api.signal, navigationSignal()]);
  const args = typeof request === 'string' ? { url: request } : request;
  const method = args.body === undefined ? (args.method ?? 'GET') : 'POST';
  const result = await fetchJson({ ...args, method }, { ...api, signal }, {});
  if (result.error) {
    return applyPipeline(statusOf(result.error), result.error.data, api);
  }
  return applyPipeline(result.meta?.response?.status ?? 200, result.data, api);
};
