// Renders lists-engine components with the app's real store and transport over a fake server that
// serves fixture JSON (tests/unit/helpers/fakeApi.ts: fetch stubbed, no network, no msw).
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SavedViewsContext, type SavedViewsAdapter } from '../../../../engine/list';
import { createApiStore, type Answer, type Sent } from '../../helpers/fakeApi';
import { listReply, makePayments, PAYMENT_FIELDS, type FakeServerState } from '../fixtures/payments';

export function createFakeServer(rows = makePayments(23)): FakeServerState {
  return { rows, current: ['id', 'order_id', 'created', 'status', 'amount'], calls: [], views: [] };
}

function fakeServer(state: FakeServerState): (req: Sent) => Answer {
  return ({ url, method, body }) => {
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
    if (path.endsWith('/export/')) return state.exportError ? { error: state.exportError } : { data: { message: 'Report added to downloads' } };
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
  return createApiStore(fakeServer(state));
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
    views = null,
    portals = false,
  }: {
    state?: FakeServerState;
    url?: string;
    path?: string;
    views?: SavedViewsAdapter | null;
    /** Mantine as in the browser (portals, transitions), not its test environment. */
    portals?: boolean;
  } = {},
) {
  const { store } = createTestApi(state);
  const utils = render(
    <Provider store={store}>
      <MantineProvider env={portals ? 'default' : 'test'}>
        <MemoryRouter initialEntries={[url]}>
          <SavedViewsContext.Provider value={views}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<div>elsewhere</div>} />
            </Routes>
            <LocationSpy />
          </SavedViewsContext.Provider>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return { ...utils, state, store };
}
