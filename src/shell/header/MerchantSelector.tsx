// The selected merchant (cookie `merchant`). It shows, and selects, the merchant the page is about
// when the user sees it: the route's, the `merchant_id` query's, the detail page's record's; else the
// remembered one, else the first (useFollowedMerchant.ts). The select's code (Combobox, Popover,
// Floating UI) loads on first use: until then an input of the same look stands in for it; keyboard
// focus, or a click (then with the list opened), puts the select in its place once its code is there.
import { ComboboxChevron, InputBase } from '@mantine/core';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { preloadableLazy } from '../../../engine';
import { useMerchantListQuery } from '../../../engine/api';
import { merchantLabel } from './merchantSearch';
import { useFollowedMerchant } from './useFollowedMerchant';

const select = preloadableLazy(() => import('./MerchantSelect'));
/** The width MerchantSelect gives the select. */
export const WIDTH = { base: 160, sm: 260 };

export function MerchantSelector() {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  const params = (matches[matches.length - 1]?.params ?? {}) as Record<string, string | undefined>;
  const { data: list } = useMerchantListQuery();
  const known = list?.data ?? [];
  const shown = useFollowedMerchant(known, params);
  const [used, setUsed] = useState<{ opened: boolean }>();
  // A focus that comes with a pointer press waits for its click (which opens the list).
  const pressed = useRef(false);
  const use = (opened: boolean) => void select.preload().then(() => setUsed((u) => (u?.opened ? u : { opened })));
  const standIn = (
    <InputBase
      aria-label={t('merchant.label')}
      placeholder={t('merchant.placeholder')}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      readOnly
      value={shown ? merchantLabel(shown) : ''}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      w={WIDTH}
      onPointerEnter={() => void select.preload()}
      onPointerDown={() => (pressed.current = true)}
      onFocus={() => (pressed.current ? void select.preload() : use(false))}
      onClick={() => use(true)}
    />
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <select.Component known={known} shown={shown} params={params} opened={used.opened} />
    </Suspense>
  );
}
