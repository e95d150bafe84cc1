// The selected merchant (cookie `merchant`). Under 3 typed characters the whole list shows; from 3
// the server searches (spec 000 section 5; merchantSearch.ts). It shows, and selects, the merchant
// the page is about when the user sees it: the route's, the `merchant_id` query's, the detail
// page's record's; else the remembered one, else the first (useFollowedMerchant.ts). Choosing
// another on a page naming its merchant opens the same page for the chosen one.
import { Select, type OptionsFilter } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useDropdownModal } from '../../../engine';
import { baseApi, useMerchantListQuery, useMerchantSearchMutation, type Merchant } from '../../../engine/api';
import { useAppDispatch } from '../../hooks';
import { useShellData } from '../../router/shellData';
import { selectMerchant } from '../../session/selectedMerchant';
import { announceRecordMerchant, findMerchant } from '../../../engine';
import { listedMerchants, merchantLabel, isSearch } from './merchantSearch';
import { pathForMerchant, searchForMerchant } from './shownMerchant';
import { useFollowedMerchant } from './useFollowedMerchant';

const SEARCH_DELAY_MS = 300;
/** The list is chosen by listedMerchants; the select filters nothing itself. */
const listAsGiven: OptionsFilter = ({ options }) => options;

const option = (merchant: Merchant) => ({ value: String(merchant.id), label: merchantLabel(merchant) });

export function MerchantSelector() {
  const { t } = useTranslation('shell');
  const { brand } = useShellData();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const params = (matches[matches.length - 1]?.params ?? {}) as Record<string, string | undefined>;
  const { data: list } = useMerchantListQuery();
  const [search, { data: found, originalArgs, reset }] = useMerchantSearchMutation();
  const [text, setText] = useState('');
  const dropdown = useDropdownModal();
  const known = list?.data ?? [];
  const shown = useFollowedMerchant(known, params);
  const searchLater = useDebouncedCallback((typed: string) => {
    if (isSearch(typed, known)) void search({ search: typed.trim() });
    else reset();
  }, SEARCH_DELAY_MS);
  const merchants = listedMerchants(known, {
    text,
    found: found && originalArgs ? { text: originalArgs.search, merchants: found.data } : undefined,
  });
  const onSearchChange = (typed: string) => {
    setText(typed);
    searchLater(typed);
  };
  const choose = (id: string | null) => {
    if (!id) return;
    // A choice on a detail page is the user's: the record stays on screen, the selection sticks.
    announceRecordMerchant(undefined);
    selectMerchant(id, brand);
    dispatch(baseApi.util.invalidateTags(['SelectedMerchant']));
    // On a page about one merchant (its address names it), the same page for the chosen one.
    const chosen = findMerchant(merchants, id) ?? findMerchant(known, id);
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
      filter={listAsGiven}
      comboboxProps={dropdown}
      nothingFoundMessage={t('merchant.nothingFound')}
      searchable
      w={{ base: 160, sm: 260 }}
    />
  );
}
