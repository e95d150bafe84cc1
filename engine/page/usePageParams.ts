// The parameters a schema-driven page fills its templates and call arguments from: the route's
// params plus `merchant` (the route's :merchant, else the merchant chosen in the header: cookie
// `merchant` matched against GET /merchant/list/ by id or merchant_id, else the first merchant).
import { useParams } from 'react-router-dom';
import { readCookie } from '../api/cookies';
import { useMerchantListQuery, useMerchantStatusQuery } from '../api';

export function usePageParams(): Record<string, string | undefined> {
  const params = useParams();
  const { data } = useMerchantListQuery();
  // Re-renders when the header's choice invalidates the SelectedMerchant tag.
  useMerchantStatusQuery();
  const chosen = readCookie('merchant');
  const merchants = data?.data ?? [];
  const merchant =
    merchants.find((m) => String(m.id) === chosen) ??
    merchants.find((m) => String(m.merchant_id) === chosen) ??
    merchants[0];
  return { ...params, merchant: params.merchant ?? (merchant ? String(merchant.id) : chosen) };
}
