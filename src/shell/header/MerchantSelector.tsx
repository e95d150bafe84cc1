// The selected merchant (cookie `merchant`). Under 3 typed characters the whole list shows; from 3
// the server searches (spec 000 section 5).
import { Select } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baseApi, useMerchantListQuery, useMerchantSearchMutation, type Merchant } from '../../../engine/api';
import { useAppDispatch } from '../../hooks';
import { useShellData } from '../../router/shellData';
import { selectedMerchantId, selectMerchant } from '../../session/selectedMerchant';

const MERCHANT_SEARCH_MIN_CHARS = 3;
const SEARCH_DELAY_MS = 300;

const option = (merchant: Merchant) => ({ value: String(merchant.id), label: `${merchant.name} (${merchant.merchant_id})` });

export function MerchantSelector() {
  const { t } = useTranslation('shell');
  const { brand } = useShellData();
  const dispatch = useAppDispatch();
  const { data: list } = useMerchantListQuery();
  const [search, { data: found, reset }] = useMerchantSearchMutation();
  const [value, setValue] = useState(selectedMerchantId() ?? null);
  const searchLater = useDebouncedCallback((text: string) => {
    if (text.length >= MERCHANT_SEARCH_MIN_CHARS) void search({ search: text });
    else reset();
  }, SEARCH_DELAY_MS);

  const merchants = found?.data ?? list?.data ?? [];
  const onSearchChange = (text: string) => {
    // Choosing an option puts its label into the search box: that is not a search.
    if (merchants.some((merchant) => option(merchant).label === text)) searchLater('');
    else searchLater(text);
  };
  const choose = (id: string | null) => {
    if (!id) return;
    setValue(id);
    selectMerchant(id, brand);
    dispatch(baseApi.util.invalidateTags(['SelectedMerchant']));
  };

  return (
    <Select
      aria-label={t('merchant.label')}
      placeholder={t('merchant.placeholder')}
      data={merchants.map(option)}
      value={value}
      onChange={choose}
      onSearchChange={onSearchChange}
      filter={found ? ({ options }) => options : undefined}
      nothingFoundMessage={t('merchant.nothingFound')}
      searchable
      w={{ base: 160, sm: 260 }}
    />
  );
}
