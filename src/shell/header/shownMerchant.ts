// The same page for another merchant when the user chooses one in the header. Which merchant the
// header shows is the engine's one rule (engine/page/pageMerchant.ts, useFollowedMerchant.ts).
import { MERCHANT_PARAMS, readFilters, writeFilters } from '../../../engine';

interface MerchantRef {
  id: number | string;
  merchant_id: number | string;
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
