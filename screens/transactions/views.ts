// Saved views of the transactions lists are on the server (the engine's adapter, the list files'
// `viewsId`), per merchant; the browser keeps them only until the merchant is known.
import { useContext, useMemo, type ContextType } from 'react';
import { SavedViewsContext, useApiViewsAdapter } from '../../engine';

type SavedViewsAdapter = NonNullable<ContextType<typeof SavedViewsContext>>;

export function useTransactionViews(merchant: string | undefined, local: SavedViewsAdapter): SavedViewsAdapter {
  const forced = useContext(SavedViewsContext);
  const params = useMemo(() => (merchant ? { merchant } : undefined), [merchant]);
  const server = useApiViewsAdapter(params);
  return forced ?? (merchant ? server : local);
}
