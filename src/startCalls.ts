// The calls every navigation starts with (src/router/navigationLoader.ts: brand, session, the route's
// texts; with a live session the merchant list, shellData.ts prefetchMerchants), asked by the entry
// as soon as it runs, while the browser still fetches the app's code (engine/api/earlyReplies.ts).
// Their paths are the endpoint files' own (generated constants of schemas/endpoints: saas.brand,
// account.checkAuth, localization.get, merchant.list); tests/e2e/start-calls.e2e.ts checks that a
// cold page asks each of them once.
import { checkAuthPath } from '../.generated/api/calls/account';
import { getPath as localizationPath } from '../.generated/api/calls/localization';
import { listPath as merchantListPath } from '../.generated/api/calls/merchant';
import { brandPath } from '../.generated/api/calls/saas';
import type { CheckAuthReply, LocalizationParams } from '../engine/api';
import { callEarly } from '../engine/lite';
import { cookieLanguage } from './i18n/cookieLanguage';

/** A session answer (read as it came, not trusted to its type) of a live session. */
const signedIn = (auth: unknown): boolean =>
  typeof auth === 'object' && auth !== null && 'state' in auth && auth.state === ('ok' satisfies CheckAuthReply['state']);

export function callStartCalls(): void {
  const texts: LocalizationParams = { lang: cookieLanguage(), route: window.location.pathname };
  void callEarly(brandPath);
  void callEarly(`${localizationPath}?${new URLSearchParams({ ...texts })}`);
  void callEarly(checkAuthPath)
    ?.then((reply): Promise<unknown> | undefined => (reply.ok ? reply.clone().json() : undefined))
    .then((auth) => {
      if (signedIn(auth)) void callEarly(merchantListPath);
    })
    .catch(() => undefined);
}
