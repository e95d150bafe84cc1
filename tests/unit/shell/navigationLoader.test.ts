// The navigation loader resolves once the route's code is there (a layout rendered before the page's
// chunk shows the page's fallback, and React then holds the page back 300 ms), and a visitor sent
// to the sign-in page does not wait for the code of the page refused.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CheckAuthReply } from '../../../.generated/api/replies';
import type { RouteEntry } from '../../../src/router/routeTable';

const shell = vi.hoisted(() => ({ auth: { state: 'ok' } as CheckAuthReply, preloaded: [] as string[], release: () => undefined as void }));

vi.mock('../../../src/router/shellData', () => ({
  loadBrand: async () => undefined,
  loadAuth: async () => shell.auth,
  loadHasMultiparty: async () => false,
  loadHasMoto: async () => false,
  prefetchMerchants: () => undefined,
}));
vi.mock('../../../src/i18n/serverLanguage', () => ({ loadLanguage: async () => undefined }));
vi.mock('../../../src/router/preloadRoute', () => ({
  preloadRoute: (route: RouteEntry) => {
    shell.preloaded.push(route.path);
    return new Promise<void>((resolve) => (shell.release = resolve));
  },
}));

const { navigationLoader } = await import('../../../src/router/navigationLoader');

// The loader reads the request alone.
const load = (address: string) => navigationLoader({ request: new Request(`https://portal.example${address}`) } as LoaderFunctionArgs);

describe('navigation loader and the route code', () => {
  beforeEach(() => {
    shell.preloaded = [];
  });

  it("waits for the route's code before it lets the route render", async () => {
    shell.auth = { state: 'ok' };
    let settled = false;
    const loading = load('/transactions/payments/all').then((data) => ((settled = true), data));
    await vi.waitFor(() => expect(shell.preloaded).toEqual(['/transactions/payments/:type']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    shell.release();
    expect(await loading).toEqual({ brand: undefined, auth: { state: 'ok' } });
  });

  it('sends a visitor to the sign-in page without waiting for that code', async () => {
    shell.auth = { state: 'no' };
    const refused = await load('/transactions/payments/all').catch((response: unknown) => response);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get('location')).toBe('/account/login?next=%2Ftransactions%2Fpayments%2Fall');
  });
});
