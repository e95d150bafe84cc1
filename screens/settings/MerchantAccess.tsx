// What the signed-in user may do on a merchant's settings (docs/decisions.md "Merchant settings"):
// the privileges of GET /merchant/list/ (the header's cached merchant list). Settings tabs need
// `settings` edit to save, access rights `permissions` edit; a user who may only read gets
// readOnly.tsx.
import { Text, useMerchantListQuery } from '../../engine';

export type MerchantView = 'settings' | 'permissions';

/** The merchant the settings page shows, as the header's selector names it: `Kyiv Books (1400345)`. */
export function MerchantCaption({ merchant }: { merchant: string }) {
  const { data } = useMerchantListQuery();
  const m = data?.data.find((x) => String(x.id) === merchant);
  if (!m) return null;
  return (
    <Text c="dimmed" data-testid="merchant-caption">
      {m.name} ({m.merchant_id})
    </Text>
  );
}

/** true / false once the merchant list is there, undefined while it loads. */
export function useCanEdit(merchant: string, view: MerchantView): boolean | undefined {
  const { data, isLoading } = useMerchantListQuery();
  if (isLoading && !data) return undefined;
  const m = data?.data.find((x) => String(x.id) === merchant);
  return m?.privileges[view] === 'edit';
}
