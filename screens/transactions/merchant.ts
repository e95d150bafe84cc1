// The merchant the transactions screens show: the one chosen in the header (cookie `merchant`),
// else the user's first merchant. The list calls need it as ?merchant=.
import { readCookie, useMerchantListQuery, useMerchantStatusQuery } from '../../engine';

export function useMerchant() {
  const { data } = useMerchantListQuery();
  // Re-renders when the header's choice invalidates the SelectedMerchant tag.
  useMerchantStatusQuery();
  const chosen = readCookie('merchant');
  const merchants = data?.data ?? [];
  // `/merchant/{id}/` may have remembered the merchant_id rather than the id.
  return merchants.find((m) => String(m.id) === chosen) ?? merchants.find((m) => String(m.merchant_id) === chosen) ?? merchants[0];
}

export function useMerchantId(): string | undefined {
  const merchant = useMerchant();
  return merchant ? String(merchant.id) : readCookie('merchant');
}

// The merchant's time zone by its country (merchants carry no time zone of their own yet).
const COUNTRY_TIME_ZONES: Record<string, string> = {
  GE: 'Asia/Tbilisi',
  UA: 'Europe/Kyiv',
  LT: 'Europe/Vilnius',
};

export function useMerchantTimeZone(): string | undefined {
  const country = (useMerchant() as { country?: string } | undefined)?.country;
  return country ? COUNTRY_TIME_ZONES[country.toUpperCase()] : undefined;
}
