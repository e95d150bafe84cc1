// The app store's serializable check (dev only): a FormData argument of a multipart mutation is
// allowed: RTK Query keeps a mutation argument only in the action (meta.arg, which RTK ignores by
// default) and not in the state, so src/store.ts needs no rule of its own; anything else still warns.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../src/store';
import { baseApi } from '../../../engine/api';

/** Node's Request, resolving relative addresses the way a page does. */
class PageRequest extends Request {
  constructor(input: string | Request, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'https://portal.example') : input, init);
  }
}

const warnings = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((c) => String(c[0]).includes('non-serializable'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('serializable check', () => {
  it('lets a FormData through a multipart mutation', async () => {
    vi.stubGlobal('document', { cookie: 'csrftoken=t' });
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"id":1}', { headers: { 'content-type': 'application/json' } })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = new FormData();
    body.append('passport_scan', new File(['x'], 'a.pdf'), 'a.pdf');
    const endpoint = (baseApi.endpoints as unknown as Record<string, { initiate: (arg: unknown) => unknown }>).companiesIndividualAdd;
    const running = store.dispatch(endpoint.initiate({ company: 1, body }) as never) as unknown as { unwrap: () => Promise<unknown> };
    expect(await running.unwrap()).toEqual({ id: 1 });
    expect(warnings(error)).toEqual([]);
  });

  it('lets a FormData through a generated multipart call, also on an error reply', async () => {
    vi.stubGlobal('document', { cookie: 'csrftoken=t' });
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":[["a","b"]]}', { status: 400, headers: { 'content-type': 'application/json' } })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = new FormData();
    body.append('file', new File(['x'], 'a.pdf'), 'a.pdf');
    const endpoint = (baseApi.endpoints as unknown as Record<string, { initiate: (arg: unknown) => unknown }>).disputesStart;
    const running = store.dispatch(endpoint.initiate({ id: 1, body }) as never) as unknown as { unwrap: () => Promise<unknown> };
    await running.unwrap().catch(() => undefined);
    expect(warnings(error)).toEqual([]);
  });

  it('still warns about other non-serializable values', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.dispatch({ type: 'test/nonSerializable', payload: new Map() });
    expect(warnings(error).length).toBeGreaterThan(0);
  });
});
