import { createContext, useContext } from 'react';
import { localViewsAdapter, type SavedViewsAdapter } from './adapter';

/** The shell may provide a per-user adapter (localViewsAdapter(user.id)) or an API one. */
export const SavedViewsContext = createContext<SavedViewsAdapter>(localViewsAdapter());

export const useSavedViewsAdapter = () => useContext(SavedViewsContext);
