// The merchant a page works on, one rule for the pages and the header's selector (issue 10 item
// 18): the page's merchant wins when the user can see it - the route's :merchant / :merchant_id, a
// `merchant_id` in the query (`?merchant_id=`, or the spec's filter merchant_id eq <id>), or the
// merchant of the record a detail page shows (announced by RecordView) - else the one chosen in the
// header (cookie `merchant`, an id or a merchant_id), else the user's first merchant. A merchant the
// user cannot see (a stale cookie, a foreign id) is never used. The shell makes the selector follow
// (src/shell/header/useFollowedMerchant.ts). Signed-out pages, and pages whose address names the
// merchant (`needed` false), ask nothing.
import { useSyncExternalStore } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { readCookie } from '../api/cookies';
import type { Merchant } from '../api';
import { readFilters } from '../core/filters/smv';
import { useAccountCheckAuthQuery, useMerchantListQuery, useMerchantStatusQuery } from '../../.generated/api';

/** The merchant parameters of the route table: `merchant` holds a merchant's id, `merchant_id` its merchant_id. */
export const MERCHANT_PARAMS = ['merchant', 'merchant_id'] as const;

interface MerchantRef {
  id: number | string;
  merchant_id: number | string;
}

/** A merchant by its id or its merchant_id (`/merchant/{id}/` may name either). */
export function findMerchant<M extends MerchantRef>(merchants: readonly M[], ref: string | undefined): M | undefined {
  if (!ref) return undefined;
  return merchants.find((m) => String(m.id) === ref) ?? merchants.find((m) => String(m.merchant_id) === ref);
}

/** The merchant a page names: route parameter, then query (`merchant_id`, or its eq filter), then the shown record's. */
export function pageMerchantRef(params: Record<string, string | undefined>, search: URLSearchParams, announced?: string): string | undefined {
  const route = MERCHANT_PARAMS.map((p) => params[p]).find((v) => v);
  const filter = readFilters(search).find((f) => f.s === 'merchant_id' && f.m === 'eq' && f.v);
  return route || search.get('merchant_id') || filter?.v || announced || undefined;
}

/** The page's merchant if the user sees it, else the remembered one if the user sees it, else the first. */
export function pageMerchantOf<M extends MerchantRef>(merchants: readonly M[], pageRef: string | undefined, remembered: string | undefined): M | undefined {
  return findMerchant(merchants, pageRef) ?? findMerchant(merchants, remembered) ?? merchants[0];
}

// The merchant of the record a detail page shows (a payment's, a settlement's): RecordView announces
// it while the page is open. A tiny store: the header lives outside the page's React tree.
let announced: string | undefined;
const listeners = new Set<() => void>();

export function announceRecordMerchant(ref: string | undefined): void {
  if (ref === announced) return;
  announced = ref;
  listeners.forEach((l) => l());
}

export function useAnnouncedMerchant(): string | undefined {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => void listeners.delete(l)),
    () => announced,
  );
}

/** The page's merchant ref from the current route, query and shown record. */
export function usePageMerchantRef(): string | undefined {
  const params = useParams();
  const { search } = useLocation();
  return pageMerchantRef(params, new URLSearchParams(search), useAnnouncedMerchant());
}

export function usePageMerchant(needed = true): Merchant | undefined {
  const signedIn = useAccountCheckAuthQuery(undefined, { skip: !needed }).data?.state === 'ok';
  const { data } = useMerchantListQuery(undefined, { skip: !signedIn || !needed });
  // Re-renders when the header's choice invalidates the SelectedMerchant tag.
  useMerchantStatusQuery(undefined, { skip: !signedIn || !needed });
  const ref = usePageMerchantRef();
  return pageMerchantOf(data?.data ?? [], ref, readCookie('merchant'));
}

// The merchant's time zone by its country (merchants carry no time zone of their own yet).
const COUNTRY_TIME_ZONES: Record<string, string> = {
  GE: 'Asia/Tbilisi',
  UA: 'Europe/Kyiv',
  LT: 'Europe/Vilnius',
};

export function timeZoneOf(merchant: { country?: string } | undefined): string | undefined {
  return merchant?.country ? COUNTRY_TIME_ZONES[merchant.country.toUpperCase()] : undefined;
}
