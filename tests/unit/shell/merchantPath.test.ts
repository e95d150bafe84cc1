import { describe, expect, it } from 'vitest';
import { parseMerchantPath } from '../../../src/router/merchantPath';

describe('/merchant/{id}/... selects a merchant and continues', () => {
  it('splits the merchant id from the rest of the path', () => {
    expect(parseMerchantPath('/merchant/1397120/transactions/payments/all')).toEqual({ merchantId: '1397120', rest: '/transactions/payments/all' });
  });

  it('continues to the root when nothing follows', () => {
    expect(parseMerchantPath('/merchant/5')).toEqual({ merchantId: '5', rest: '/' });
    expect(parseMerchantPath('/merchant/5/')).toEqual({ merchantId: '5', rest: '/' });
  });

  it('ignores other addresses', () => {
    expect(parseMerchantPath('/merchants/5')).toBeUndefined();
    expect(parseMerchantPath('/settings/merchants/list')).toBeUndefined();
  });
});
