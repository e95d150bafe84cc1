import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseQuery } from '../../../engine/api/baseQuery';
import { abortPendingRequests } from '../../../engine/api/navigationAbort';
import { demoModeDetected, errorPageRequested, sessionExpired } from '../../../engine/api/pipeline/actions';

/** Node's Request, resolving relative addresses the way a page does. */
class PageRequest extends Request {
  constructor(input: string | Request, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'https://portal.example') : input, init);
  }
}

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
const dispatch = vi.fn();

function api() {
  return { signal: new AbortController().signal, dispatch, getState: () => ({}), abort: vi.fn(), extra: undefined, endpoint: 'test', type: 'query' as const };
}

const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  vi.stubGlobal('document', { cookie: 'lang=uk; csrftoken=t0ken%3D' });
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  dispatch.mockReset();
});

afterEach(() => vi.unstubAllGlobals());

describe('base query', () => {
  it('GETs under /api/v2 with the CSRF header and same-origin cookies', async () => {
    fetchMock.mockReturnValue(reply(200, { state: 'ok' }));
    const result = await baseQuery({ url: '/account/check_auth/' }, api(), {});
    const request = fetchMock.mock.calls[0][0];
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/api/v2/account/check_auth/');
    expect(request.headers.get('X-CSRFToken')).toBe('t0ken=');
    expect(request.credentials).toBe('same-origin');
    expect(result).toEqual({ data: { state: 'ok' } });
  });

  it('POSTs JSON when a body is given', async () => {
    fetchMock.mockReturnValue(reply(200, {}));
    await baseQuery({ url: '/account/login/', body: { email: 'a@b.c' } }, api(), {});
    const request = fetchMock.mock.calls[0][0];
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ email: 'a@b.c' });
  });

  it('returns 400 form errors to the caller without global handling', async () => {
    fetchMock.mockReturnValue(reply(400, { error: [['otp', 'Invalid code']] }));
    const result = await baseQuery({ url: '/account/login/two_factor/', body: { otp: '1' } }, api(), {});
    expect(result).toEqual({ error: { status: 400, data: { error: [['otp', 'Invalid code']] } } });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('asks the shell to log out on 401, to show the error page on 404, and opens the demo modal', async () => {
    fetchMock.mockReturnValueOnce(reply(401, { error: 'Authentication required' }));
    await baseQuery({ url: '/merchant/list/' }, api(), {});
    expect(dispatch).toHaveBeenLastCalledWith(sessionExpired());

    fetchMock.mockReturnValueOnce(reply(404, { error: 'Not found' }));
    await baseQuery({ url: '/merchant/1/' }, api(), {});
    expect(dispatch).toHaveBeenLastCalledWith(errorPageRequested(404));

    fetchMock.mockReturnValueOnce(reply(409, { demo_mode: true, error: 'You are still in DEMO mode' }));
    const result = await baseQuery({ url: '/merchant/add/', body: {} }, api(), {});
    expect(dispatch).toHaveBeenLastCalledWith(demoModeDetected());
    expect(result).toMatchObject({ error: { status: 409 } });
  });

  it('aborts pending requests on navigation, except those that survive it', async () => {
    fetchMock.mockImplementation(
      (request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    const screenCall = baseQuery({ url: '/merchant/status/' }, api(), {});
    const shellCall = Promise.resolve(baseQuery({ url: '/saas/' }, api(), { survivesNavigation: true }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    abortPendingRequests();
    expect(await screenCall).toEqual({ error: { status: 0, data: undefined } });
    expect(dispatch).not.toHaveBeenCalled();
    expect(await Promise.race([shellCall.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), 50))])).toBe('pending');
  });
});
