// What every navigation loads before it shows a page (spec 000 section 2.1): brand and session.
import { useRouteLoaderData } from 'react-router-dom';
import { accountApi, merchantApi, saasApi, solutionsApi, type CheckAuthReply, type SaasReply } from '../../engine/api';
import { knownAuth, rememberAuth } from '../session/knownAuth';
import { store } from '../store';

export interface ShellData {
  brand: SaasReply | undefined;
  auth: CheckAuthReply | undefined;
}

export const ROOT_ROUTE_ID = 'root';

let brand: SaasReply | undefined;

/** Brand settings are read once per page load. */
export async function loadBrand(): Promise<SaasReply | undefined> {
  brand ??= (await store.dispatch(saasApi.endpoints.saasBrand.initiate(undefined, { subscribe: false }))).data;
  return brand;
}

/** The session as last read (src/session/knownAuth.ts): read again only after a call answered 401
 * or changed state (sign-in, sign-out, two-step code, profile), not on every navigation. */
export async function loadAuth(): Promise<CheckAuthReply | undefined> {
  const known = knownAuth<CheckAuthReply>();
  if (known) return known;
  const result = await store.dispatch(accountApi.endpoints.accountCheckAuth.initiate(undefined, { subscribe: false, forceRefetch: true }));
  rememberAuth(result.data);
  return result.data;
}

/** The merchant list every signed-in page waits for (header selector, the page's merchant): asked
 * with the session's answer rather than once the layout and page have rendered. */
export function prefetchMerchants(): void {
  void store.dispatch(merchantApi.util.prefetch('merchantList', undefined, {}));
}

export async function loadHasMultiparty(): Promise<boolean> {
  const result = await store.dispatch(merchantApi.endpoints.merchantList.initiate(undefined, { subscribe: false }));
  return Boolean(result.data?.data.some((merchant) => merchant.has_multiparty));
}

/** A merchant the user may charge on from the MO/TO terminal (the server's per-area list). */
export async function loadHasMoto(): Promise<boolean> {
  const result = await store.dispatch(solutionsApi.endpoints.solutionsMotoMerchants.initiate(undefined, { subscribe: false }));
  return Boolean(result.data?.data.length);
}

export function useShellData(): ShellData {
  return useRouteLoaderData(ROOT_ROUTE_ID) as ShellData;
}
