// Page parameters (contract 3): the route's params plus `merchant`, the route's :merchant or else
// the page's merchant by the one rule of pageMerchant.ts (a merchant the page names, else the one
// chosen in the header, else the first - always one the user can see). Until the merchant list is
// known it is undefined: lists wait rather than call for a remembered merchant that may be stale.
// Schema files of generic pages fill their `{name}` templates and call parameters from these.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { usePageMerchant } from './pageMerchant';

export function usePageParams(): Record<string, string | undefined> {
  const params = useParams();
  const chosen = usePageMerchant(params.merchant === undefined);
  const merchant = params.merchant ?? (chosen ? String(chosen.id) : undefined);
  const key = JSON.stringify(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one object per distinct set of values
  return useMemo(() => ({ ...params, merchant }), [key, merchant]);
}
