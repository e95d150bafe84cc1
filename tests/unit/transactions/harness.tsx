// A real RTK Query store over a scripted fake server that records every request (url, method,
// body, headers), with the lists engine bound to it and a small endpoint table.
import { MantineProvider } from '@mantine/core';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ListApiProvider } from '../../../engine/list/api/context';
import { injectListEndpoints, type HostApi } from '../../../engine/list/api/listEndpoints';
import { createEndpointResolver, endpointTable } from '../../../engine/list/api/resolveEndpoint';

export const ENDPOINTS = endpointTable({
  '/schemas/endpoints/payments.json': {
    group: 'payments',
    endpoints: {
      info: { method: 'GET', path: '/merchant/transactions/{id}/info/' },
      refund: { method: 'POST', path: '/merchant/transactions/{id}/refund/' },
      fiscalize: { method: 'POST', path: '/merchant/transactions/{id}/fiscalize/' },
    },
  },
});

export interface Sent {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = { data: unknown } | { error: { status: number; data: unknown } };

export function createFake(answer: (req: Sent, n: number) => Answer) {
  const sent: Sent[] = [];
  const baseQuery: BaseQueryFn<string | FetchArgs, unknown, unknown> = async (args) => {
    const a = typeof args === 'string' ? { url: args } : args;
    const req: Sent = {
      url: a.url,
      method: a.method ?? 'GET',
      body: a.body,
      headers: Object.fromEntries(new Headers(a.headers as HeadersInit | undefined).entries()),
    };
    sent.push(req);
    return answer(req, sent.length);
  };
  const host = createApi({ reducerPath: 'api', baseQuery, endpoints: () => ({}) });
  const api = injectListEndpoints(host as unknown as HostApi);
  const store = configureStore({
    reducer: { [host.reducerPath]: host.reducer },
    middleware: (gDM) => gDM({ serializableCheck: false, immutableCheck: false }).concat(host.middleware),
  });
  return { api, store, sent };
}

export function renderWith(ui: ReactNode, fake: ReturnType<typeof createFake>, endpoints = ENDPOINTS) {
  return render(
    <Provider store={fake.store}>
      <MantineProvider env="test">
        <MemoryRouter>
          <ListApiProvider api={fake.api} resolveEndpoint={createEndpointResolver(endpoints)}>
            {ui}
          </ListApiProvider>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}
