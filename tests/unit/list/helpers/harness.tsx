// Renders lists-engine components with a real RTK Query store whose api serves fixture JSON
// through a fake baseQuery (no network, no msw).
import { MantineProvider } from '@mantine/core';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ListApiProvider } from '../../../../engine/list/api/context';
import { injectListEndpoints, type HostApi } from '../../../../engine/list/api/listEndpoints';
import { createEndpointResolver, endpointTable } from '../../../../engine/list/api/resolveEndpoint';
import { listReply, makePayments, PAYMENT_FIELDS, type FakeServerState } from '../fixtures/payments';

export const ENDPOINTS = endpointTable({
  '/schemas/endpoints/transactions.json': {
    group: 'transactions',
    endpoints: {
      payments: { method: 'GET', path: '/merchant/transactions/payments/', provides: ['Payments'] },
    },
  },
  '/schemas/endpoints/payments.json': {
    group: 'payments',
    endpoints: { recallback: { method: 'POST', path: '/merchant/transactions/{id}/recallback/' } },
  },
});

/** The same plus the server's saved views (schemas/endpoints/lists.json). */
export const ENDPOINTS_WITH_VIEWS = new Map([
  ...ENDPOINTS,
  ['lists.views', { method: 'GET' as const, path: '/views/{list}/', params: 'FormValues' }],
  ['lists.viewSave', { method: 'POST' as const, path: '/views/{list}/' }],
  ['lists.viewDelete', { method: 'POST' as const, path: '/views/{list}/{id}/delete/' }],
]);

export function createFakeServer(rows = makePayments(23)): FakeServerState {
  return { rows, current: ['id', 'order_id', 'created', 'status', 'amount'], calls: [], views: [] };
}

function fakeBaseQuery(state: FakeServerState): BaseQueryFn<string | FetchArgs, unknown, unknown> {
  return async (args) => {
    const { url, method = 'GET', body } = typeof args === 'string' ? { url: args } : args;
    state.calls.push({ method, url, body });
    const [path, query = ''] = url.split('?');
    const search = new URLSearchParams(query);
    if (path === '/merchant/transactions/payments/')
      return { data: state.listOverride ?? listReply(state, search) };
    if (path.endsWith('/fields/')) return { data: PAYMENT_FIELDS };
    if (path.endsWith('/settings/')) {
      if (method === 'POST') state.current = (body as { fields: string[] }).fields;
      return { data: { fields: state.current } };
    }
    if (path.endsWith('/export/')) return { data: { message: 'Report added to downloads' } };
    if (path.includes('/fail/')) return { error: { status: 400, data: { error: 'Nope' } } };
    const view = /^\/views\/(\w+)\/(?:(\d+)\/delete\/)?$/.exec(path);
    if (view && method === 'GET') return { data: { data: state.views } };
    if (view && view[2]) state.views = state.views.filter((v) => String(v.id) !== view[2]);
    else if (view) {
      const v = body as { name: string };
      state.views = [...state.views.filter((x) => x.name !== v.name), { ...v, id: state.views.length + 1 }];
    }
    if (view) return { data: {} };
    return { data: {} };
  };
}

export function createTestApi(state: FakeServerState) {
  const host = createApi({ reducerPath: 'api', baseQuery: fakeBaseQuery(state), endpoints: () => ({}) });
  const api = injectListEndpoints(host as unknown as HostApi);
  const store = configureStore({
    reducer: { [host.reducerPath]: host.reducer },
    middleware: (gDM) => gDM({ serializableCheck: false, immutableCheck: false }).concat(host.middleware),
  });
  return { api, store };
}

/** The router location of the last render (url a user would share). */
export const spy = { location: '' };
function LocationSpy() {
  const loc = useLocation();
  useEffect(() => {
    spy.location = loc.pathname + loc.search;
  }, [loc]);
  return null;
}

export function renderWithEngine(
  ui: ReactNode,
  {
    state = createFakeServer(),
    url = '/list',
    path = '/list',
    endpoints = ENDPOINTS,
    portals = false,
  }: {
    state?: FakeServerState;
    url?: string;
    path?: string;
    endpoints?: typeof ENDPOINTS;
    /** Mantine as in the browser (portals, transitions), not its test environment. */
    portals?: boolean;
  } = {},
) {
  const { api, store } = createTestApi(state);
  const utils = render(
    <Provider store={store}>
      <MantineProvider env={portals ? 'default' : 'test'}>
        <MemoryRouter initialEntries={[url]}>
          <ListApiProvider api={api} resolveEndpoint={createEndpointResolver(endpoints)}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<div>elsewhere</div>} />
            </Routes>
            <LocationSpy />
          </ListApiProvider>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return { ...utils, state, store, api };
}
