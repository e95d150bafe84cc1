// @vitest-environment jsdom
// Page parameters (engine/page/usePageParams.ts, contract 3): the route's params plus `merchant`:
// the route's :merchant, else the header's choice (cookie `merchant`, an id or a merchant_id), else
// the user's first merchant; signed out, no merchant list is asked for.
import '../list/helpers/dom';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ signedIn: true, asked: [] as boolean[] }));
const MERCHANTS = [
  { id: 1, merchant_id: '1397120', name: 'Tbilisi' },
  { id: 2, merchant_id: '1400345', name: 'Kyiv' },
];
vi.mock('../../../.generated/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAccountCheckAuthQuery: () => ({ data: { state: state.signedIn ? 'ok' : 'no' } }),
  useMerchantListQuery: (_: unknown, options: { skip?: boolean }) => {
    state.asked.push(!options.skip);
    return { data: options.skip ? undefined : { data: MERCHANTS } };
  },
  useMerchantStatusQuery: () => ({}),
}));
const { usePageParams } = await import('../../../engine/page/usePageParams');

function paramsAt(path: string, at: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={path} element={children} />
      </Routes>
    </MemoryRouter>
  );
  return renderHook(() => usePageParams(), { wrapper }).result.current;
}

afterEach(() => {
  document.cookie = 'merchant=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  state.signedIn = true;
  state.asked = [];
});

describe('usePageParams', () => {
  it("keeps the route's params and its :merchant", () => {
    document.cookie = 'merchant=1; path=/';
    expect(paramsAt('/s/:merchant/:tab', '/s/2/basic')).toEqual({ merchant: '2', tab: 'basic' });
    expect(state.asked.every((asked) => !asked)).toBe(true);
  });

  it("takes the header's merchant by id or by merchant_id, else the first", () => {
    document.cookie = 'merchant=2; path=/';
    expect(paramsAt('/p/:type', '/p/all')).toEqual({ type: 'all', merchant: '2' });
    document.cookie = 'merchant=1400345; path=/';
    expect(paramsAt('/p/:type', '/p/all').merchant).toBe('2');
    document.cookie = 'merchant=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(paramsAt('/p/:type', '/p/all').merchant).toBe('1');
  });

  it('never a merchant the user cannot see: a stale cookie gives the first merchant, not the stale id', () => {
    document.cookie = 'merchant=3; path=/';
    expect(paramsAt('/p/:type', '/p/all').merchant).toBe('1');
  });

  it("the page's merchant wins: ?merchant_id=, the filter merchant_id eq (aligned or JSON), the shown record's", async () => {
    document.cookie = 'merchant=1; path=/';
    expect(paramsAt('/p/:type', '/p/all?merchant_id=1400345').merchant).toBe('2');
    expect(paramsAt('/p/:type', '/p/all?s=merchant_id&m=eq&v=1400345').merchant).toBe('2');
    expect(paramsAt('/p/:type', `/p/all?filters=${encodeURIComponent('[{"s":"merchant_id","m":"eq","v":"1400345"}]')}`).merchant).toBe('2');
    // One the user cannot see changes nothing.
    expect(paramsAt('/p/:type', '/p/all?merchant_id=999').merchant).toBe('1');
    const { announceRecordMerchant } = await import('../../../engine/page/pageMerchant');
    announceRecordMerchant('2');
    expect(paramsAt('/p/:id', '/p/7').merchant).toBe('2');
    announceRecordMerchant(undefined);
    expect(paramsAt('/p/:id', '/p/7').merchant).toBe('1');
  });

  it('asks for no merchant list while signed out', () => {
    state.signedIn = false;
    expect(paramsAt('/account/mailbox', '/account/mailbox')).toEqual({ merchant: undefined });
    expect(state.asked.every((asked) => !asked)).toBe(true);
  });
});
