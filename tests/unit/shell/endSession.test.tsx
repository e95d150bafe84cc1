// @vitest-environment jsdom
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { baseApi } from '../../../engine/api/baseApi';
import { useEndSessionOnSignOut } from '../../../src/session/useEndSessionOnSignOut';

function setUp() {
  const actions: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (getDefault) => getDefault().concat(record) });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { actions, wrapper };
}

describe('ending the session', () => {
  it('clears session storage and the API cache when the user stops being signed in', () => {
    const { actions, wrapper } = setUp();
    sessionStorage.setItem('tabs', 'payments');
    const { rerender } = renderHook(({ signedIn }) => useEndSessionOnSignOut(signedIn), { wrapper, initialProps: { signedIn: true } });
    expect(sessionStorage.length).toBe(1);
    rerender({ signedIn: false });
    expect(sessionStorage.length).toBe(0);
    expect(actions).toContain(baseApi.util.resetApiState().type);
  });

  it('leaves a visitor alone', () => {
    const { actions, wrapper } = setUp();
    sessionStorage.setItem('tabs', 'payments');
    const { rerender } = renderHook(({ signedIn }) => useEndSessionOnSignOut(signedIn), { wrapper, initialProps: { signedIn: false } });
    rerender({ signedIn: false });
    expect(sessionStorage.length).toBe(1);
    expect(actions).not.toContain(baseApi.util.resetApiState().type);
  });
});
