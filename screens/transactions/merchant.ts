// The merchant the transactions screens show: the one chosen in the header (cookie `merchant`),
// else the user's first merchant. The list calls need it as ?merchant=.
import { readCookie, useMerchantListQuery, useMerchantStatusQuery } from '../../engine';

export function useMerchantId(): string | undefined {
  const { data } = useMerchantListQuery();
  // Re-renders when the header's choice invalidates the SelectedMerchant tag.
  useMerchantStatusQuery();
  const chosen = readCookie('merchant');
  const merchants = data?.data ?? [];
  if (chosen && merchants.some((m) => String(m.id) === chosen)) return chosen;
  return merchants.length ? String(merchants[0].id) : chosen;
}
