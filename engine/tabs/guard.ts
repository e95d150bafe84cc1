// The active tab's content may refuse a tab switch: canLeave() runs validation, focuses the
// first error and returns false while its form is invalid (spec 000 s.8: disabled tabs with
// invalid forms trigger validation and focus on the error).
import { createContext, useContext, useEffect } from 'react';

export type CanLeave = () => boolean;

export interface TabGuardRegistry {
  set(guard: CanLeave | null): void;
}

export const TabGuardContext = createContext<TabGuardRegistry | null>(null);

/** Call from the content of a tab; the guard is dropped when the content unmounts. */
export function useTabGuard(canLeave: CanLeave): void {
  const registry = useContext(TabGuardContext);
  useEffect(() => {
    registry?.set(canLeave);
    return () => registry?.set(null);
  }, [registry, canLeave]);
}
