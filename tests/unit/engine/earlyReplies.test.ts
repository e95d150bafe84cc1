// @vitest-environment jsdom
// Replies asked by the entry before the app has loaded (engine/api/earlyReplies.ts): the app's first
// GET of the address takes the reply, once; within EARLY_REPLY_MS of the first early call only; an
// address the app has called is not asked early; other methods never take one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn<typeof fetch>();
const here = (path: string) => new URL(path, window.location.href).href;
const load = () => import('../../../engine/api/earlyReplies');

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => new Response('{"state":"ok"}'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('early replies', () => {
  it('the first GET of the address takes the early reply; the next one asks anew', async () => {
    const { callEarly, takeEarlyReply } = await load();
    const early = callEarly('/account/check_auth/');
    expect(fetchMock).toHaveBeenCalledWith(here('/api/v2/account/check_auth/'), { credentials: 'same-origin' });
    const request = new Request(here('/api/v2/account/check_auth/'));
    expect(takeEarlyReply(request)).toBe(early);
    expect(takeEarlyReply(request)).toBeUndefined();
  });

  it('matches the address with its query; a POST takes nothing', async () => {
    const { callEarly, takeEarlyReply } = await load();
    callEarly('/localization/get/?lang=en&route=%2Flinks');
    expect(takeEarlyReply(new Request(here('/api/v2/localization/get/?lang=uk&route=%2Flinks')))).toBeUndefined();
    expect(takeEarlyReply(new Request(here('/api/v2/localization/get/?lang=en&route=%2Flinks'), { method: 'POST', body: '{}' }))).toBeUndefined();
    expect(takeEarlyReply(new Request(here('/api/v2/localization/get/?lang=en&route=%2Flinks')))).toBeDefined();
  });

  it('an address the app has called is not asked early', async () => {
    const { callEarly, takeEarlyReply } = await load();
    callEarly('/saas/');
    takeEarlyReply(new Request(here('/api/v2/merchant/list/')));
    expect(callEarly('/merchant/list/')).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('after EARLY_REPLY_MS no reply is taken and nothing is asked early', async () => {
    const { callEarly, takeEarlyReply, EARLY_REPLY_MS } = await load();
    callEarly('/saas/');
    vi.advanceTimersByTime(EARLY_REPLY_MS);
    expect(takeEarlyReply(new Request(here('/api/v2/saas/')))).toBeUndefined();
    expect(callEarly('/merchant/list/')).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
