// @vitest-environment jsdom
// The header's merchant selector shows the merchant the page is about (src/shell/header/
// MerchantSelector.tsx, shownMerchant.ts): the route's merchant on a merchant-scoped route, else the
// remembered choice (cookie `merchant`, an id or a merchant_id), else the first merchant, which the
// pages show then. Choosing another merchant on a merchant's page opens the same page for it.
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import '../engine/helpers/render';
import { pageMerchantOf } from '../../../engine';
import { pathForMerchant, searchForMerchant } from '../../../src/shell/header/shownMerchant';
import { listedMerchants } from '../../../src/shell/header/merchantSearch';

const merchants = [
  { id: 2, merchant_id: '1400345', name: 'Kyiv Books', privileges: {} },
  { id: 1, merchant_id: '1397120', name: 'Tbilisi Coffee Roasters', privileges: {} },
];
const dispatch = vi.fn();
vi.mock('../../../engine/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useMerchantListQuery: () => ({ data: { data: merchants } }),
  useMerchantSearchMutation: () => [vi.fn(), { data: undefined, reset: vi.fn() }],
}));
vi.mock('../../../src/hooks', () => ({ useAppDispatch: () => dispatch }));
vi.mock('../../../src/router/shellData', () => ({ useShellData: () => ({ brand: undefined }) }));
const { MerchantSelector } = await import('../../../src/shell/header/MerchantSelector');

function Where() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="path">{pathname}</output>
      <output data-testid="search">{search}</output>
    </>
  );
}

function renderAt(path: string) {
  const page = (
    <>
      <MerchantSelector />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/settings/merchants/info/:merchant/:tab', element: page },
      { path: '/transactions/payments/all', element: page },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return shownInput();
}

const shownInput = () => screen.getByRole('combobox', { name: 'merchant.label' }) as HTMLInputElement;

/** Clicks the stand-in: the select takes its place with its list open; returns the select's input. */
async function openSelect(input: HTMLInputElement): Promise<HTMLInputElement> {
  await act(async () => {
    fireEvent.pointerDown(input);
    fireEvent.focus(input);
    fireEvent.click(input);
  });
  await screen.findAllByRole('option', { hidden: true });
  return shownInput();
}

const clearCookie = () => {
  document.cookie = 'merchant=; max-age=0; path=/';
};

describe('merchant selector', () => {
  beforeEach(clearCookie);

  it('without a remembered choice shows the first merchant (whose data the pages show), not "Choose a merchant"', () => {
    expect(renderAt('/transactions/payments/all').value).toBe('Kyiv Books (1400345)');
  });

  it('shows the remembered merchant, by id or by merchant_id (/merchant/{id}/...)', () => {
    document.cookie = 'merchant=1; path=/';
    expect(renderAt('/transactions/payments/all').value).toBe('Tbilisi Coffee Roasters (1397120)');
    clearCookie();
    document.cookie = 'merchant=1397120; path=/';
    expect(pageMerchantOf(merchants, undefined, '1397120')?.name).toBe('Tbilisi Coffee Roasters');
  });

  it("on merchant settings shows the route's merchant, whatever is remembered", () => {
    document.cookie = 'merchant=2; path=/';
    expect(renderAt('/settings/merchants/info/1/basic').value).toBe('Tbilisi Coffee Roasters (1397120)');
  });

  it('until first used, an input of the same look stands in for the select; keyboard focus puts the select in its place, focused', async () => {
    const standIn = renderAt('/transactions/payments/all');
    expect(standIn.getAttribute('aria-haspopup')).toBe('listbox');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option', { hidden: true })).toEqual([]);
    await act(async () => {
      standIn.focus();
    });
    await waitFor(() => expect(shownInput()).not.toBe(standIn));
    expect(document.activeElement).toBe(shownInput());
    expect(shownInput().value).toBe('Kyiv Books (1400345)');
  });

  it("choosing another merchant on a merchant's page opens the same tab for it and remembers it", async () => {
    const input = await openSelect(renderAt('/settings/merchants/info/1/permissions'));
    await act(async () => {
      fireEvent.click(await screen.findByRole('option', { name: 'Kyiv Books (1400345)', hidden: true }));
    });
    expect(screen.getByTestId('path').textContent).toBe('/settings/merchants/info/2/permissions');
    expect(document.cookie).toContain('merchant=2');
    expect(input.value).toBe('Kyiv Books (1400345)');
  });

  it('under 3 typed characters every merchant is listed (no filtering by the text)', async () => {
    const input = await openSelect(renderAt('/transactions/payments/all'));
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, 'Tb');
    expect(input.value).toBe('Tb');
    const names = screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    expect(names).toEqual(['Kyiv Books (1400345)', 'Tbilisi Coffee Roasters (1397120)']);
  });

  it("from 3 characters the server's results for that text, without the selected merchant when it does not match", () => {
    const coffee = [merchants[1]];
    expect(listedMerchants(merchants, { text: 'Ky' })).toEqual(merchants);
    // A choice puts its label into the box: not a search.
    expect(listedMerchants(merchants, { text: 'Kyiv Books (1400345)' })).toEqual(merchants);
    expect(listedMerchants(merchants, { text: 'coffee', found: { text: 'coffee', merchants: coffee } })).toEqual(coffee);
    // Before the server answers this text: the known merchants that match it.
    expect(listedMerchants(merchants, { text: 'tbili', found: { text: 'kyiv', merchants: [merchants[0]] } })).toEqual(coffee);
    expect(listedMerchants(merchants, { text: '1400' })).toEqual([merchants[0]]);
  });

  it('pathForMerchant replaces the merchant segment only', () => {
    const m = { id: 7, merchant_id: '1500000' };
    expect(pathForMerchant('/settings/merchants/info/1/basic', { merchant: '1', tab: 'basic' }, m)).toBe('/settings/merchants/info/7/basic');
    expect(pathForMerchant('/solutions/design/edit/1397120/1', { merchant_id: '1397120', hash: '1' }, m)).toBe('/solutions/design/edit/1500000/1');
    expect(pathForMerchant('/transactions/payments/all', {}, m)).toBeUndefined();
  });

  it('a stale remembered merchant (one the user cannot see) is replaced by one the user sees, in the selector and the cookie', async () => {
    document.cookie = 'merchant=3; path=/';
    const input = renderAt('/transactions/payments/all');
    expect(input.value).toBe('Kyiv Books (1400345)');
    await act(async () => undefined);
    expect(document.cookie).toContain('merchant=2');
    expect(dispatch).toHaveBeenCalled();
  });

  it("the page's merchant wins: ?merchant_id= or the filter merchant_id eq switches the selection, a foreign one does not", async () => {
    document.cookie = 'merchant=2; path=/';
    expect(renderAt('/transactions/payments/all?merchant_id=1397120').value).toBe('Tbilisi Coffee Roasters (1397120)');
    await act(async () => undefined);
    expect(document.cookie).toContain('merchant=1');
    cleanup();
    expect(renderAt('/transactions/payments/all?s=merchant_id&m=eq&v=1400345').value).toBe('Kyiv Books (1400345)');
    await act(async () => undefined);
    expect(document.cookie).toContain('merchant=2');
    cleanup();
    expect(renderAt('/transactions/payments/all?merchant_id=999999').value).toBe('Kyiv Books (1400345)');
  });

  it('a detail page switches the selection to its record\'s merchant; choosing another one there sticks', async () => {
    document.cookie = 'merchant=2; path=/';
    const { announceRecordMerchant } = await import('../../../engine');
    const standIn = renderAt('/transactions/payments/all');
    await act(async () => announceRecordMerchant('1'));
    expect(standIn.value).toBe('Tbilisi Coffee Roasters (1397120)');
    expect(document.cookie).toContain('merchant=1');
    const input = await openSelect(standIn);
    await act(async () => {
      fireEvent.click(await screen.findByRole('option', { name: 'Kyiv Books (1400345)', hidden: true }));
    });
    expect(input.value).toBe('Kyiv Books (1400345)');
    expect(document.cookie).toContain('merchant=2');
  });

  it('choosing another merchant on a list filtered by merchant_id filters by the chosen one', async () => {
    const input = await openSelect(renderAt('/transactions/payments/all?s=merchant_id&m=eq&v=1397120&page=2'));
    await act(async () => {
      fireEvent.click(await screen.findByRole('option', { name: 'Kyiv Books (1400345)', hidden: true }));
    });
    expect(screen.getByTestId('search').textContent).toBe('?s=merchant_id&m=eq&v=1400345');
    expect(input.value).toBe('Kyiv Books (1400345)');
  });

  it('searchForMerchant rewrites merchant_id in the query and its filters only', () => {
    const m = { id: 7, merchant_id: '1500000' };
    expect(searchForMerchant('?merchant_id=1&q=x', m)).toBe('?merchant_id=1500000&q=x');
    expect(searchForMerchant(`?filters=${encodeURIComponent('[{"s":"merchant_id","m":"eq","v":"1"},{"s":"status","m":"eq","v":"approved"}]')}`, m)).toBe(
      '?s=merchant_id&m=eq&v=1500000&s=status&m=eq&v=approved',
    );
    expect(searchForMerchant('?s=status&m=eq&v=approved', m)).toBeUndefined();
  });
});

