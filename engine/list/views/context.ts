import { createContext, useContext, useMemo } from 'react';
import { ENDPOINT_META } from '../../../.generated/api/meta';
import { useEngineCaller } from '../api/useEngineCaller';
import { localViewsAdapter, type SavedViewsAdapter } from './adapter';
import { apiViewsAdapter, type ViewsParams } from './apiAdapter';

/** An explicit adapter (tests, a per-user localViewsAdapter(user.id)); else see useSavedViewsAdapter. */
export const SavedViewsContext = createContext<SavedViewsAdapter | null>(null);

const local = localViewsAdapter();

/** The server's /views/ through the engine's caller, `params` on every call (pass a stable object). */
export function useApiViewsAdapter(params?: ViewsParams): SavedViewsAdapter {
  const call = useEngineCaller();
  return useMemo(() => apiViewsAdapter(call, params), [call, params]);
}

/** The server's /views/ when schemas/endpoints declares lists.views, else localStorage. */
export function useSavedViewsAdapter(): SavedViewsAdapter {
  const explicit = useContext(SavedViewsContext);
  const server = useApiViewsAdapter();
  return explicit ?? ('lists.views' in ENDPOINT_META ? server : local);
}
