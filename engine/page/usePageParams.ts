// Page parameters (contract 3): the route's params plus `merchant`, the route's :merchant or else
// the merchant chosen in the header (pageMerchant.ts). Schema files of generic pages fill their
// `{name}` templates and call parameters from these.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { readCookie } from '../api/cookies';
import { usePageMerchant } from './pageMerchant';

export function usePageParams(): Record<string, string | undefined> {
  const params = useParams();
  const chosen = usePageMerchant(params.merchant === undefined);
  const merchant = params.merchant ?? (chosen ? String(chosen.id) : readCookie('merchant'));
  const key = JSON.stringify(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one object per distinct set of values
  return useMemo(() => ({ ...params, merchant }), [key, merchant]);
}
