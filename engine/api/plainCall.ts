// Calls by id (`account.login`) without RTK Query, for a page that must load little (the lean
// sign-in page, src/signin): the calls of the endpoint files it names (.generated/api/calls/<group>.ts,
// not every group's), /api/v2 base, CSRF header from the csrftoken cookie, same-origin cookies, JSON
// bodies, and the same decision of the error pipeline (pipeline/decide) as baseQuery. No cache and no
// tags: what a decision asks of the shell (an error page, an alert) is the caller's to carry out.
import type { EndpointMeta } from '../../.generated/api/meta';
import type { EndpointId, EndpointReplies } from '../../.generated/api/replies';
import { readCookie } from './cookies';
import { decide, type PipelineDecision } from './pipeline/decide';
import { API_BASE } from './apiBase';

export { API_BASE } from './apiBase';

/** The CSRF header every call sends (the server checks it on POST). */
export function csrfHeaders(): Record<string, string> {
  const token = readCookie('csrftoken');
  return token ? { 'X-CSRFToken': token } : {};
}

export type CallTable = Readonly<Record<string, EndpointMeta>>;

type ReplyOf<K extends string> = K extends EndpointId ? EndpointReplies[K] : unknown;

export interface PlainReply<T = unknown> {
  /** HTTP status; 0 when no reply came (offline, aborted). */
  status: number;
  /** The JSON reply (or error model), or its text when it is not JSON (a proxy's error page). */
  data: unknown;
  decision: PipelineDecision;
  /** The reply of a successful call. */
  reply?: T;
}

/** The request of a call: `{name}` path parameters filled from `arg`, the rest the query (GET) or the JSON body (POST). */
export function plainRequest(meta: EndpointMeta, arg: Record<string, unknown> = {}): { url: string; init: RequestInit } {
  const rest = { ...arg };
  const path = meta.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const headers = csrfHeaders();
  if (meta.method === 'POST') {
    const init: RequestInit = { method: 'POST', credentials: 'same-origin', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(rest) };
    return { url: `${API_BASE}${path}`, init };
  }
  const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString();
  return { url: `${API_BASE}${path}${query ? `?${query}` : ''}`, init: { method: 'GET', credentials: 'same-origin', headers } };
}

async function send(meta: EndpointMeta, arg: Record<string, unknown> | undefined): Promise<{ status: number; data: unknown }> {
  const { url, init } = plainRequest(meta, arg);
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    try {
      return { status: response.status, data: text ? JSON.parse(text) : null };
    } catch {
      return { status: response.status, data: text };
    }
  } catch {
    return { status: 0, data: null };
  }
}

export type PlainCall = <K extends string>(endpointId: K, arg?: Record<string, unknown>) => Promise<PlainReply<ReplyOf<K>>>;

/** A call function over the given calls (`{ ...ACCOUNT, ...SAAS }` of .generated/api/calls); an id it lacks throws. */
export function plainCaller(calls: CallTable): PlainCall {
  return async <K extends string>(endpointId: K, arg?: Record<string, unknown>) => {
    const meta = calls[endpointId];
    if (!meta) throw new Error(`Unknown endpoint '${endpointId}': add it to schemas/endpoints/${endpointId.split('.')[0]}.json`);
    const { status, data } = await send(meta, arg);
    const decision = decide(status, data);
    return { status, data, decision, reply: decision === 'success' ? (data as ReplyOf<K>) : undefined };
  };
}
