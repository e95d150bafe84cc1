// A real store of the app's one RTK Query API (baseApi with the endpoints generated from
// schemas/endpoints/ and the lists engine's) over a scripted fake server: `fetch` is stubbed, every
// request is recorded (url under /api/v2 with its query string, method, body, headers) and answered
// by `answer` (an error of status 0: no reply at all). The whole transport runs as in the browser: base query, CSRF header, error pipeline.
import { configureStore } from '@reduxjs/toolkit';
import { vi } from 'vitest';
import { baseApi } from '../../../engine/api/baseApi';
import '../../../engine/api';
import '../../../engine/list/api/listEndpoints';

export interface Sent {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = { data: unknown } | { error: { status: number; data: unknown } };

const ORIGIN = 'https://portal.test';

/** Node's Request refuses relative URLs and jsdom's AbortSignal: resolve against the page, drop the signal. */
class PageRequest extends Request {
  constructor(input: string | Request, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init && { ...init, signal: undefined });
  }
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export function createApiStore(answer: (req: Sent, n: number) => Answer | Promise<Answer>) {
  const sent: Sent[] = [];
  if (typeof document === 'undefined') vi.stubGlobal('document', { cookie: 'csrftoken=t' });
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new PageRequest(input, init);
    const url = new URL(request.url);
    const req: Sent = {
      url: url.pathname.replace(/^\/api\/v2/, '') + url.search,
      method: request.method,
      body: await bodyOf(request),
      headers: Object.fromEntries(request.headers.entries()),
    };
    sent.push(req);
    const reply = await answer(req, sent.length);
    if ('error' in reply && reply.error.status === 0) throw new TypeError('Failed to fetch');
    const [status, data] = 'data' in reply ? [200, reply.data] : [reply.error.status, reply.error.data];
    return new Response(JSON.stringify(data ?? {}), { status, headers: { 'content-type': 'application/json' } });
  });
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (gDM) => gDM({ serializableCheck: false, immutableCheck: false }).concat(baseApi.middleware),
  });
  return { store, sent };
}
