// @vitest-environment jsdom
// A call action with `toggles` sends the row's switch negated: the payment-method toggle asks for the
// other state (it used to send the current `enabled`, which the server takes as the target, so
// nothing changed). Through the real action runner and transport over a fake server.
import './helpers/dom';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActionDef } from '../../../engine/core/list/types';
import { callValues, useActionRunner } from '../../../engine/list/ui/useActionRunner';
import methodsList from '../../../schemas/lists/merchant_payment_methods.json';
import { createApiStore } from '../helpers/fakeApi';

const toggleAction = () => (methodsList.rowActions as ActionDef[]).find((a) => a.id === 'toggle')!;

describe('the payment-method toggle', () => {
  it('sends the state asked for: off for an enabled method, on for a disabled one', async () => {
    const { store, sent } = createApiStore(({ body }) => ({ data: { result: 'ok', enabled: (body as { enabled: boolean }).enabled } }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <MemoryRouter>{children}</MemoryRouter>
      </Provider>
    );
    const { result } = renderHook(() => useActionRunner(() => undefined), { wrapper });
    const action = toggleAction();
    await act(() => result.current(action, { merchant: 7, type: 'google', name: 'Google Pay', enabled: true }));
    await act(() => result.current(action, { merchant: 7, type: 'apple', name: 'Apple Pay', enabled: false }));
    expect(sent.map((s) => [s.method, s.url, (s.body as { enabled: boolean }).enabled])).toEqual([
      ['POST', '/merchant/7/payment-methods/google/', false],
      ['POST', '/merchant/7/payment-methods/apple/', true],
    ]);
  });

  it('an action without `toggles` sends the row as it is', () => {
    const row = { enabled: true };
    expect(callValues({ id: 'x', label: 'X', kind: 'call', endpoint: 'a.b' }, row)).toBe(row);
  });

});
