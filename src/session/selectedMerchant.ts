// The selected merchant lives in the `merchant` cookie; the server reads it with every call.
import { readCookie, type SaasReply } from '../../engine/api';
import { setPersistentCookie } from './cookies';

const MERCHANT_COOKIE = 'merchant';

export function selectedMerchantId(): string | undefined {
  return readCookie(MERCHANT_COOKIE);
}

export function selectMerchant(merchantId: string, brand: SaasReply | undefined): void {
  setPersistentCookie(MERCHANT_COOKIE, merchantId, brand?.cookies_domain || undefined);
}
