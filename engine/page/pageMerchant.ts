// The merchant a page works on when its route does not name one: the one chosen in the header
// (cookie `merchant`, an id or a merchant_id), else the user's first merchant. Signed-out pages,
// and pages whose address names the merchant (`needed` false), ask nothing.
import { readCookie } from '../api/cookies';
import type { Merchant } from '../api';
import { useAccountCheckAuthQuery, useMerchantListQuery, useMerchantStatusQuery } from '../../.generated/api';

export function usePageMerchant(needed = true): Merchant | undefined {
  const signedIn = useAccountCheckAuthQuery(undefined, { skip: !needed }).data?.state === 'ok';
  const { data } = useMerchantListQuery(undefined, { skip: !signedIn || !needed });
  // Re-renders when the header's choice invalidates the SelectedMerchant tag.
  useMerchantStatusQuery(undefined, { skip: !signedIn || !needed });
  const chosen = readCookie('merchant');
  const merchants = data?.data ?? [];
  // `/merchant/{id}/` may have remembered the merchant_id rather than the id.
  return merchants.find((m) => String(m.id) === chosen) ?? merchants.find((m) => String(m.merchant_id) === chosen) ?? merchants[0];
}

// The merchant's time zone by its country (merchants carry no time zone of their own yet).
const COUNTRY_TIME_ZONES: Record<string, string> = {
  GE: 'Asia/Tbilisi',
  UA: 'Europe/Kyiv',
  LT: 'Europe/Vilnius',
};

export function timeZoneOf(merchant: { country?: string } | undefined): string | undefined {
  return merchant?.country ? COUNTRY_TIME_ZONES[merchant.country.toUpperCase()] : undefined;
}
