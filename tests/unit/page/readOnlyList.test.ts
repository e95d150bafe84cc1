// A reader's lists on a tab group page (engine/tabs/readOnly.tsx): no action that changes anything, links stay.
import { describe, expect, it } from 'vitest';
import { readOnlyList } from '../../../engine/tabs/readOnly';
import { lists } from '../../../engine';

describe('readOnlyList', () => {
  it('drops modal and call actions, keeps links and the rest of the list', () => {
    const full = lists.get('merchant_list');
    const ro = readOnlyList(full);
    expect(ro.rowActions?.map((a) => a.id)).toEqual(['open']);
    expect(ro.columns).toEqual(full.columns);
    expect(ro.endpoint).toBe(full.endpoint);
  });

  it('leaves the access rights and financial tabs without add, edit, copy or delete', () => {
    for (const id of ['merchant_permissions', 'merchant_financial_accounts', 'merchant_contract_files', 'merchant_payment_methods']) {
      const ro = readOnlyList(lists.get(id));
      expect([...(ro.rowActions ?? []), ...(ro.listActions ?? [])]).toEqual([]);
    }
  });

  it('is the same object for the same list (a DataList does not reset on each render)', () => {
    expect(readOnlyList(lists.get('merchant_permissions'))).toBe(readOnlyList(lists.get('merchant_permissions')));
  });
});
