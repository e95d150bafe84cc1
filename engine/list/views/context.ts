import { createContext, useContext, useMemo } from 'react';
import { useListEngine } from '../api/context';
import { useRunCall } from '../api/useRunCall';
import { localViewsAdapter, type SavedViewsAdapter } from './adapter';
import { apiViewsAdapter } from './apiAdapter';

/** An explicit adapter (tests, a per-user localViewsAdapter(user.id)); else see useSavedViewsAdapter. */
export const SavedViewsContext = createContext<SavedViewsAdapter | null>(null);

const local = localViewsAdapter();

function hasCall(resolve: (call: string) => unknown, call: string): boolean {
  try {
    resolve(call);
    return true;
  } catch {
    return false;
  }
}

/** The server's /views/ when schemas/endpoints declares lists.views, else localStorage. */
export function useSavedViewsAdapter(): SavedViewsAdapter {
  const explicit = useContext(SavedViewsContext);
  const { resolveEndpoint } = useListEngine();
  const run = useRunCall();
  const server = hasCall(resolveEndpoint, 'lists.views');
  return useMemo(() => explicit ?? (server ? apiViewsAdapter(run) : local), [explicit, server, run]);
}
