// The merchant select itself (Mantine's Select), mounted in place of its stand-in (MerchantSelector)
// on first use. Under 3 typed characters the whole list shows; from 3 the server searches (spec 000
// section 5; merchantSearch.ts). Choosing another on a page naming its merchant opens the same page
// for the chosen one.
import { Select, type OptionsFilter } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDropdownModal } from '../../../engine';
import { baseApi, useMerchantSearchMutation, type Merchant } from '../../../engine/api';
import { useAppDispatch } from '../../hooks';
import { useShellData } from '../../router/shellData';
import { selectMerchant } from '../../session/selectedMerchant';
import { announceRecordMerchant, findMerchant } from '../../../engine';
import { listedMerchants, merchantLabel, isSearch } from './merchantSearch';
import { WIDTH } from './MerchantSelector';
import { pathForMerchant, searchForMerchant } from './shownMerchant';

const SEARCH_DELAY_MS = 300;
/** The list is chosen by listedMerchants; the select filters nothing itself. */
const listAsGiven: OptionsFilter = ({ options }) => options;

const option = (merchant: Merchant) => ({ value: String(merchant.id), label: merchantLabel(merchant) });

export interface MerchantSelectProps {
  /** The user's merchants, and the one shown (useFollowedMerchant). */
  known: Merchant[];
  shown: Merchant | undefined;
  params: Record<string, string | undefined>;
  /** Its list opened on mounting (the stand-in was clicked). */
  opened: boolean;
}

export default function MerchantSelect({ known, shown, params, opened }: MerchantSelectProps) {
  const { t } = useTranslation('shell');
  const { brand } = useShellData();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, { data: found, originalArgs, reset }] = useMerchantSearchMutation();
  const [text, setText] = useState('');
  const dropdown = useDropdownModal();
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
      // It takes the place of the stand-in the user just focused or clicked: the focus goes on to it.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      defaultDropdownOpened={opened}
      w={WIDTH}
    />
  );
}
