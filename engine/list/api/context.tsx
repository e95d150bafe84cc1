// Which RTK Query api and endpoint table the lists engine uses: by default the app's baseApi
// with the list endpoints injected and schemas/endpoints/; tests pass an api over a fake baseQuery.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { listApi } from './defaultListApi';
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
  api?: ListApi;
  resolveEndpoint?: EndpointResolver;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ api: api ?? listApi, resolveEndpoint: resolveEndpoint ?? defaults().resolveEndpoint }),
    [api, resolveEndpoint],
  );
  return <ListEngineContext.Provider value={value}>{children}</ListEngineContext.Provider>;
}

let fallback: ListEngineContextValue | null = null;
function defaults(): ListEngineContextValue {
  fallback ??= { api: listApi, resolveEndpoint: createEndpointResolver() };
  return fallback;
}

export function useListEngine(): ListEngineContextValue {
  return useContext(ListEngineContext) ?? defaults();
}
