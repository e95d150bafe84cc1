// Saved views of a page's lists live on the server (/views/{list}/, per user, list and merchant);
// the browser keeps them only until the merchant is known. A surrounding SavedViewsContext (tests)
// wins.
import { useContext, useMemo, type ReactNode } from 'react';
import { localViewsAdapter } from '../list/views/adapter';
import { SavedViewsContext, useApiViewsAdapter } from '../list/views/context';

const local = localViewsAdapter();

export function PageViews({ merchant, children }: { merchant: string | undefined; children: ReactNode }) {
  const forced = useContext(SavedViewsContext);
  const params = useMemo(() => (merchant ? { merchant } : undefined), [merchant]);
  const server = useApiViewsAdapter(params);
  return <SavedViewsContext.Provider value={forced ?? (merchant ? server : local)}>{children}</SavedViewsContext.Provider>;
}
