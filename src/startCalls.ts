// The calls every navigation starts with (src/router/navigationLoader.ts: brand, session, the route's
// texts; with a live session the merchant list, shellData.ts prefetchMerchants), asked by the entry
// as soon as it runs, while the browser still fetches the app's code (engine/api/earlyReplies.ts).
// Their addresses are those the app's endpoints build (schemas/endpoints: saas.brand,
// account.checkAuth, localization.get with the cookie's language and the address, merchant.list);
// tests/e2e/start-calls.e2e.ts checks that a cold page asks each of them once.
import { callEarly } from '../engine/lite';
import { cookieLanguage } from './i18n/cookieLanguage';

/** check_auth's state of a live session (spec 000 section 2.1). */
const SIGNED_IN = 'ok';

export function callStartCalls(): void {
  void callEarly('/saas/');
  void callEarly(`/localization/get/?${new URLSearchParams({ lang: cookieLanguage(), route: window.location.pathname })}`);
  void callEarly('/account/check_auth/')
    ?.then((reply) => (reply.ok ? reply.clone().json() : undefined))
    .then((auth: { state?: string } | undefined) => {
      if (auth?.state === SIGNED_IN) void callEarly('/merchant/list/');
    })
    .catch(() => undefined);
}
