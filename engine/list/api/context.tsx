// Which RTK Query api and endpoint table the lists engine uses. The shell wraps the app in
// <ListApiProvider api={injectListEndpoints(baseApi)}>; tests pass an api over a fake baseQuery.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ListApi } from './listEndpoints';
import { createEndpointResolver, type EndpointResolver } from './resolveEndpoint';

export interface ListEngineContextValue {
  api: ListApi;
  resolveEndpoint: EndpointResolver;
}

const ListEngineContext = createContext<ListEngineContextValue | null>(null);

export function ListApiProvider({
  api,
  resolveEndpoint,
  children,
}: {
  api: ListApi;
  resolveEndpoint?: EndpointResolver;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ api, resolveEndpoint: resolveEndpoint ?? createEndpointResolver() }), [api, resolveEndpoint]);
  return <ListEngineContext.Provider value={value}>{children}</ListEngineContext.Provider>;
}

export function useListEngine(): ListEngineContextValue {
  const ctx = useContext(ListEngineContext);
  if (!ctx) throw new Error('Lists engine: wrap the app in <ListApiProvider api={injectListEndpoints(baseApi)}>');
  return ctx;
}
