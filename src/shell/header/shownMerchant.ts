// Which merchant the header's selector shows: the page's merchant by the engine's one rule
// (engine/page/pageMerchant.ts: the merchant the page names - route, `merchant_id` query or filter,
// the detail page's record - when the user sees it, else the remembered choice, else the first),
// and the same page for another merchant when the user chooses one.
import { MERCHANT_PARAMS, findMerchant, pageMerchantOf, readFilters, writeFilters } from '../../../engine';

export { findMerchant };

interface MerchantRef {
  id: number | string;
  merchant_id: number | string;
}

/** The merchant a route's parameters name, if any. */
export function routeMerchantRef(params: Record<string, string | undefined>): string | undefined {
  return MERCHANT_PARAMS.map((p) => params[p]).find((v) => v);
}

export function shownMerchant<M extends MerchantRef>(merchants: readonly M[], routeRef: string | undefined, remembered: string | undefined): M | undefined {
  return pageMerchantOf(merchants, routeRef, remembered);
}

/**
 * The same page for another merchant: the path segment holding the route's merchant parameter is
 * replaced (`/settings/merchants/info/1/basic` -> `/settings/merchants/info/2/basic`); undefined when
 * the route names no merchant.
 */
export function pathForMerchant(pathname: string, params: Record<string, string | undefined>, merchant: MerchantRef): string | undefined {
  const param = MERCHANT_PARAMS.find((p) => params[p]);
  if (!param) return undefined;
  const segments = pathname.split('/');
  const at = segments.findIndex((s) => s !== '' && decodeURIComponent(s) === params[param]);
  if (at < 0) return undefined;
  segments[at] = encodeURIComponent(String(param === 'merchant' ? merchant.id : merchant.merchant_id));
  return segments.join('/');
}

/**
 * The same query for another merchant: a `merchant_id` parameter and merchant_id eq filters (spec
 * 002: a filter passed in the address) name the chosen merchant; undefined when the query names none.
 */
export function searchForMerchant(search: string, merchant: MerchantRef): string | undefined {
  const query = new URLSearchParams(search);
  const filters = readFilters(query);
  const named = (f: { s: string; m: string }) => f.s === 'merchant_id' && f.m === 'eq';
  if (!query.has('merchant_id') && !filters.some(named)) return undefined;
  const id = String(merchant.merchant_id);
  if (query.has('merchant_id')) query.set('merchant_id', id);
  const next = writeFilters(query, filters.map((f) => (named(f) ? { ...f, v: id } : f)));
  next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}
