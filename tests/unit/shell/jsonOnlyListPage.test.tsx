// @vitest-environment jsdom
// A new list on a new route with its menu entry is JSON only: a list file over an existing call, a
// route (`"screen": "engine/list"`) and a menu entry are added in memory - no screen module, no code -
// and the router built from the route table shows the page when the sidebar entry is chosen. The
// same edits written to a copy of schemas/ pass `npm run schemas:check`; a misspelt list id fails it.
// The call returns all its rows (`{ data }`, no paginator): the page shows them as one page.
import '../list/helpers/dom';
import { AppShell, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lists } from '../../../engine/list/registry';
import { createFake } from '../transactions/harness';

// The analyst's edits, as the JSON files would hold them.
const LIST_FILE = {
  id: 'shops',
  title: 'Shops',
  endpoint: 'merchant.list',
  columns: [
    { field: 'name', label: 'Shop' },
    { field: 'country', label: 'Country' },
  ],
};
const ROUTE = { path: '/shops/list', screen: 'engine/list', schema: 'shops', title: 'Our shops', access: 'user' };
const MENU_ENTRY = { label: 'Shops', icon: 'home', route: '/shops/list' };

vi.mock('../../../schemas/routes.json', async (original) => {
  const routes = ((await original()) as { default: unknown[] }).default;
  return { default: [...routes.slice(0, -1), ROUTE, routes.at(-1)] };
});
vi.mock('../../../schemas/menu.json', async (original) => ({ default: [...((await original()) as { default: unknown[] }).default, MENU_ENTRY] }));
vi.mock('../../../engine/page/pageMerchant', async (importOriginal) => ({ ...(await importOriginal<object>()), usePageMerchant: () => undefined }));

const { routeEntries } = await import('../../../src/router/routeTable');
const { routeChildren } = await import('../../../src/router/routeChildren');
const { Sidebar } = await import('../../../src/shell/sidebar/Sidebar');
const { ROOT_ROUTE_ID } = await import('../../../src/router/shellData');

describe('a list page made of JSON only', () => {
  it('opens from its sidebar entry and lists the rows of its call under its columns', async () => {
    lists.register(LIST_FILE as never);
    const fake = createFake((req) => ({
      data: req.url.startsWith('/merchant/list/?')
        ? { data: [{ id: 1, name: 'Old Town', country: 'GE' }, { id: 2, name: 'Podil', country: 'UA' }] }
        : { fields: [] },
    }));
    const router = createMemoryRouter(
      [
        {
          id: ROOT_ROUTE_ID,
          loader: () => ({ brand: undefined, auth: undefined }),
          hydrateFallbackElement: <p>loading</p>,
          element: (
            <AppShell navbar={{ width: 240, breakpoint: 'sm' }}>
              <Sidebar onChoose={() => undefined} onFeedback={() => undefined} />
              <AppShell.Main>
                <Outlet />
              </AppShell.Main>
            </AppShell>
          ),
          children: routeChildren(routeEntries),
        },
      ],
      { initialEntries: ['/settings/companies/info/1/basic'] },
    );
    render(
      <Provider store={fake.store}>
        <MantineProvider env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </Provider>,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Shops' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our shops' }, { timeout: 10000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shops/list');
    const table = await screen.findByRole('table', { name: 'Shops' }, { timeout: 5000 });
    await within(table).findByText('Old Town');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Shop', 'Country']));
    expect(within(table).getByText('UA')).toBeTruthy();
    expect(screen.getByText('2 total')).toBeTruthy();
    expect(fake.sent.some((r) => r.url.startsWith('/merchant/list/?'))).toBe(true);
  });
});
