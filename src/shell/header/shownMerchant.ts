// Which merchant the header's selector shows (spec 000: one selected merchant, remembered in the
// `merchant` cookie; docs/decisions.md Shell, Header): on a merchant-scoped route (a `:merchant` or
// `:merchant_id` parameter, e.g. /settings/merchants/info/{id}/...) the merchant the page is about;
// elsewhere the remembered selection; without one the user's first merchant, which the pages show then.

/** The merchant parameters of the route table: `merchant` holds a merchant's id, `merchant_id` its merchant_id. */
export const MERCHANT_PARAMS = ['merchant', 'merchant_id'] as const;

interface MerchantRef {
  id: number | string;
  merchant_id: number | string;
}

/** A merchant by its id or its merchant_id (`/merchant/{id}/` may name either). */
export function findMerchant<M extends MerchantRef>(merchants: readonly M[], ref: string | undefined): M | undefined {
  if (!ref) return undefined;
  return merchants.find((m) => String(m.id) === ref) ?? merchants.find((m) => String(m.merchant_id) === ref);
}

/** The merchant a route's parameters name, if any. */
export function routeMerchantRef(params: Record<string, string | undefined>): string | undefined {
  return MERCHANT_PARAMS.map((p) => params[p]).find((v) => v);
}

export function shownMerchant<M extends MerchantRef>(merchants: readonly M[], routeRef: string | undefined, remembered: string | undefined): M | undefined {
  return findMerchant(merchants, routeRef) ?? findMerchant(merchants, remembered) ?? merchants[0];
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
