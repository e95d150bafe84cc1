// The selector follows the page (issue 10 item 18): the merchant shown is the page's merchant by
// the engine's one rule (pageMerchantOf), and the remembered choice (cookie `merchant`) is set to
// it, so a stale cookie (a merchant the user no longer sees) is replaced by one the user sees, a
// detail page or a `merchant_id` address switches the selection, and the lists' calls agree.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { baseApi, type Merchant } from '../../../engine/api';
import { pageMerchantOf, pageMerchantRef, useAnnouncedMerchant } from '../../../engine';
import { useAppDispatch } from '../../hooks';
import { useShellData } from '../../router/shellData';
import { selectMerchant, useSelectedMerchantId } from '../../session/selectedMerchant';

export function useFollowedMerchant(known: readonly Merchant[], params: Record<string, string | undefined>): Merchant | undefined {
  const { search } = useLocation();
  const announced = useAnnouncedMerchant();
  const remembered = useSelectedMerchantId();
  const { brand } = useShellData();
  const dispatch = useAppDispatch();
  const shown = pageMerchantOf(known, pageMerchantRef(params, new URLSearchParams(search), announced), remembered);
  const id = shown ? String(shown.id) : undefined;
  useEffect(() => {
    if (id === undefined || id === remembered) return;
    selectMerchant(id, brand);
    dispatch(baseApi.util.invalidateTags(['SelectedMerchant']));
  }, [id, remembered, brand, dispatch]);
  return shown;
}
