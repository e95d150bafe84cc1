// The selected merchant (cookie `merchant`). Under 3 typed characters the whole list shows; from 3
// the server searches (spec 000 section 5; merchantSearch.ts). It shows the merchant the page is about: the route's
// merchant on a merchant-scoped route, else the remembered one, else the first (shownMerchant.ts).
import { Select, type OptionsFilter } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useDropdownModal } from '../../../engine';
import { baseApi, useMerchantListQuery, useMerchantSearchMutation, type Merchant } from '../../../engine/api';
import { useAppDispatch } from '../../hooks';
import { useShellData } from '../../router/shellData';
import { selectedMerchantId, selectMerchant } from '../../session/selectedMerchant';
import { isSearch, listedMerchants, merchantLabel } from './merchantSearch';
import { findMerchant, pathForMerchant, routeMerchantRef, shownMerchant } from './shownMerchant';

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
  // The cookie is read on every render (a navigation to /merchant/{id}/... changes it); this only
  // re-renders after a choice.
  const [remembered, setRemembered] = useState(selectedMerchantId());
  const known = list?.data ?? [];
  const shown = shownMerchant(known, routeMerchantRef(params), selectedMerchantId() ?? remembered);
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
    setRemembered(id);
    selectMerchant(id, brand);
    dispatch(baseApi.util.invalidateTags(['SelectedMerchant']));
    // On a page about one merchant, the same page for the chosen one.
    const chosen = findMerchant(merchants, id) ?? findMerchant(known, id);
    const to = chosen && pathForMerchant(location.pathname, params, chosen);
    if (to && to !== location.pathname) void navigate(`${to}${location.search}`);
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
