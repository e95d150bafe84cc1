// What the signed-in user may do on a merchant's settings (docs/decisions.md "Merchant settings"):
// the privileges of GET /merchant/list/ (the header's cached merchant list). Settings tabs need
// `settings` edit to save, access rights `permissions` edit. A user who may only read sees the
// forms disabled and the lists without their editing actions; the server refuses anyway (403).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lists, Text, useMerchantListQuery, type ListDef } from '../../engine';

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

const readOnlyLists = new Map<string, ListDef>();

/** A list without the actions that change anything (links stay) for a read-only user; one per id. */
export function readOnlyList(id: string): ListDef {
  const known = readOnlyLists.get(id);
  if (known) return known;
  const def = lists.get(id);
  const keep = <T extends { kind: string }>(actions: readonly T[] | undefined) => actions?.filter((a) => a.kind === 'link');
  const out = { ...def, rowActions: keep(def.rowActions), listActions: keep(def.listActions) };
  readOnlyLists.set(id, out);
  return out;
}

/** A form the user may only look at: every control of the fieldset is disabled, Save too. */
export function ReadOnly({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const { t } = useTranslation('settings');
  if (!readOnly) return children;
  return (
    <fieldset disabled data-testid="read-only-settings" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('You can view these settings but not change them.')}
      </Text>
      {children}
    </fieldset>
  );
}
