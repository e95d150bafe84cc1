// The selected merchant lives in the `merchant` cookie; lists send it with their calls. Components
// that show it subscribe (useSelectedMerchantId): the shell changes it without a click when the
// page names another merchant (useFollowedMerchant).
import { useSyncExternalStore } from 'react';
import { readCookie, type SaasReply } from '../../engine/api';
import { setPersistentCookie } from './cookies';

const MERCHANT_COOKIE = 'merchant';
const listeners = new Set<() => void>();

export function selectedMerchantId(): string | undefined {
  return readCookie(MERCHANT_COOKIE);
}

export function selectMerchant(merchantId: string, brand: SaasReply | undefined): void {
  setPersistentCookie(MERCHANT_COOKIE, merchantId, brand?.cookies_domain || undefined);
  listeners.forEach((l) => l());
}

export function useSelectedMerchantId(): string | undefined {
  return useSyncExternalStore((l) => (listeners.add(l), () => void listeners.delete(l)), selectedMerchantId);
}
