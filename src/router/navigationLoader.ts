// The order of work on every navigation (spec 000 section 2.1). The language is read from its
// cookie once at start-up (a change reloads the page), its texts for the route come from
// GET /localization/get/ on each navigation; the title is set by RouteScreen. The brand, texts and
// session calls start together and are applied in the spec's order; once they answered, the route's
// code (layout, page chunk, texts namespace) starts loading in one round (preloadRoute), and the
// route renders once it is there.
import { matchRoutes, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { abortPendingRequests } from '../../engine/api';
import { loadLanguage } from '../i18n/serverLanguage';
import { selectMerchant } from '../session/selectedMerchant';
import { ACCESS } from './access';
import { applyRedirects } from './applyRedirects';
import { parseMerchantPath } from './merchantPath';
import { redirects, routeEntries, type RouteEntry } from './routeTable';
import { preloadRoute } from './preloadRoute';
import { loadAuth, loadBrand, loadHasMoto, loadHasMultiparty, prefetchMerchants, type ShellData } from './shellData';

function routeOf(pathname: string): RouteEntry {
  // The catch-all "*" entry always matches.
  return matchRoutes(routeEntries, pathname)!.at(-1)!.route;
}

let shownRoute: RouteEntry | undefined;

/** Leaving a screen aborts its pending calls. A new query string or parameter of the same screen
 * does not: the screen stays mounted, and its hooks would keep an aborted result. */
function abortOnLeavingScreen(route: RouteEntry): void {
  if (route !== shownRoute) abortPendingRequests();
  shownRoute = route;
}

export async function navigationLoader({ request }: LoaderFunctionArgs): Promise<ShellData> {
  const url = new URL(request.url);
  const route = routeOf(url.pathname);
  abortOnLeavingScreen(route);
  const target = applyRedirects(url.pathname, redirects);
  if (target) throw redirect(`${target}${url.search}`);

  const [brand, auth] = await Promise.all([loadBrand(), loadAuth(), loadLanguage(url.pathname)]);
  const merchantPath = parseMerchantPath(url.pathname);
  if (merchantPath) {
    selectMerchant(merchantPath.merchantId, brand);
    throw redirect(`${merchantPath.rest}${url.search}`);
  }
  // The merchant list first, then the route's code: requests wait for one of six connections in
  // the order they were made, and the list sent after the route's 60-odd chunk requests waited
  // behind them (up to 0.7 s). The chunks are asked a task later, once the list's fetch is out
  // (RTK Query sends it after a few microtasks). After the calls, not with them: sent beside the
  // chunk requests they waited too.
  if (auth?.state === 'ok') prefetchMerchants();
  const code = new Promise((resolve) => setTimeout(() => resolve(preloadRoute(route))));
  const elsewhere = await ACCESS[route.access]({ auth, url, hasMultiparty: loadHasMultiparty, hasMoto: loadHasMoto });
  if (elsewhere) throw redirect(elsewhere);
  // Awaited: the layout's chunks arrive before the page's, and a layout rendered meanwhile shows
  // the page's fallback; React then holds the page back 300 ms after that fallback (Suspense
  // fallback throttling), though its chunks came a few ms later.
  await code;
  return { brand, auth };
}
