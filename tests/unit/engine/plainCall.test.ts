// @vitest-environment jsdom
// Calls without RTK Query (engine/api/plainCall.ts, the lean sign-in page): the request baseQuery
// would send (base, CSRF header, same-origin cookies, JSON) and the error pipeline's decision.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLS as ACCOUNT } from '../../../.generated/api/calls/account';
import { CALLS as LOCALIZATION } from '../../../.generated/api/calls/localization';
import { plainCaller } from '../../../engine/api/plainCall';

const call = plainCaller({ ...ACCOUNT, ...LOCALIZATION });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=tok%2Ben; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const reply = (status: number, body: string) => fetchMock.mockResolvedValueOnce(new Response(body, { status }));
const json = (status: number, data: unknown) => reply(status, JSON.stringify(data));

describe('plainCaller', () => {
  it('POST: /api/v2 path, the CSRF cookie as X-CSRFToken, same-origin cookies, a JSON body', async () => {
    json(200, { state: 'ok' });
    const result = await call('account.login', { email: 'a@b.co', password: 'p' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v2/account/login/');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: JSON.stringify({ email: 'a@b.co', password: 'p' }) });
    expect(init?.headers).toEqual({ 'X-CSRFToken': 'tok+en', 'Content-Type': 'application/json' });
    expect(result).toEqual({ status: 200, data: { state: 'ok' }, decision: 'success', reply: { state: 'ok' } });
  });

  it('GET: the argument is the query string; a path parameter fills its segment and leaves the body', async () => {
    json(200, { lang: 'uk', messages: {} });
    await call('localization.get', { lang: 'uk', route: '/account/login' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v2/localization/get/?lang=uk&route=%2Faccount%2Flogin');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('GET');
    json(200, {});
    await call('account.passwordReset', { token: 'a/b', password: 'p' });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/v2/account/password/reset/a%2Fb/');
    expect(fetchMock.mock.calls[1][1]?.body).toBe(JSON.stringify({ password: 'p' }));
  });

  it("decides as the app's error pipeline: form errors to the caller, error pages, offline, a proxy's page", async () => {
    json(400, { error: 'Please enter a correct email and password.' });
    const wrong = await call('account.login', {});
    expect([wrong.decision, wrong.reply, wrong.data]).toEqual(['caller', undefined, { error: 'Please enter a correct email and password.' }]);
    json(500, { error: 'boom' });
    expect((await call('account.checkAuth')).decision).toBe('errorPage');
    reply(502, '<html>Bad gateway</html>');
    expect(await call('account.checkAuth')).toMatchObject({ status: 502, data: '<html>Bad gateway</html>', decision: 'errorPage' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await call('account.checkAuth')).toEqual({ status: 0, data: null, decision: 'ignore', reply: undefined });
  });

  it('an id its table lacks is a mistake of the page', async () => {
    await expect(call('payments.list')).rejects.toThrow(/Unknown endpoint 'payments.list'/);
  });
});
