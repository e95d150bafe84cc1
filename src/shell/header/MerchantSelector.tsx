// The selected merchant (cookie `merchant`). Under 3 typed characters the whole list shows; from 3
// the server searches (spec 000 section 5). It shows, and selects, the merchant the page is about
// when the user sees it: the route's, the `merchant_id` query's, the detail page's record's; else
// the remembered one, else the first (useFollowedMerchant.ts). Choosing another on a page naming
// its merchant opens the same page for the chosen one.
import { Select } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { baseApi, useMerchantListQuery, useMerchantSearchMutation, type Merchant } from '../../../engine/api';
import { useAppDispatch } from '../../hooks';
import { useShellData } from '../../router/shellData';
import { selectMerchant } from '../../session/selectedMerchant';
import { announceRecordMerchant, findMerchant } from '../../../engine';
import { pathForMerchant, searchForMerchant } from './shownMerchant';
import { useFollowedMerchant } from './useFollowedMerchant';

const MERCHANT_SEARCH_MIN_CHARS = 3;
const SEARCH_DELAY_MS = 300;

const option = (merchant: Merchant) => ({ value: String(merchant.id), label: `${merchant.name} (${merchant.merchant_id})` });

export function MerchantSelector() {
  const { t } = useTranslation('shell');
  const { brand } = useShellData();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const params = (matches[matches.length - 1]?.params ?? {}) as Record<string, string | undefined>;
  const { data: list } = useMerchantListQuery();
  const [search, { data: found, reset }] = useMerchantSearchMutation();
  const searchLater = useDebouncedCallback((text: string) => {
    if (text.length >= MERCHANT_SEARCH_MIN_CHARS) void search({ search: text });
    else reset();
  }, SEARCH_DELAY_MS);

  const known = list?.data ?? [];
  const shown = useFollowedMerchant(known, params);
  const found_ = found?.data;
  const merchants = found_ ? (shown && !found_.some((m) => m.id === shown.id) ? [shown, ...found_] : found_) : known;
  const onSearchChange = (text: string) => {
    // Choosing an option puts its label into the search box: that is not a search.
    if (merchants.some((merchant) => option(merchant).label === text)) searchLater('');
    else searchLater(text);
  };
  const choose = (id: string | null) => {
    if (!id) return;
    // A choice on a detail page is the user's: the record stays on screen, the selection sticks.
    announceRecordMerchant(undefined);
    selectMerchant(id, brand);
    dispatch(baseApi.util.invalidateTags(['SelectedMerchant']));
    // On a page about one merchant (its address names it), the same page for the chosen one.
    const chosen = findMerchant(merchants, id);
    const to = (chosen && pathForMerchant(location.pathname, params, chosen)) ?? location.pathname;
    const query = (chosen && searchForMerchant(location.search, chosen)) ?? location.search;
    if (to !== location.pathname || query !== location.search) void navigate(`${to}${query}`);
  };

  return (
    <Select
      aria-label={t('merchant.label')}
      placeholder={t('merchant.placeholder')}
      data={merchants.map(option)}
      value={shown ? String(shown.id) : null}
      onChange={choose}
      onSearchChange={onSearchChange}
      filter={found ? ({ options }) => options : undefined}
      nothingFoundMessage={t('merchant.nothingFound')}
      searchable
      w={{ base: 160, sm: 260 }}
    />
  );
}
