// What the form hands its widgets through rjsf's formContext (engine/widgets/formContext.ts): the
// store, the translate function, a registry of flushes of pending (debounced) values that submit
// runs first, and the fields' change functions (group toggles).
import { useMemo, useRef, useState } from 'react';
import type { EngineFormContext } from '../widgets/formContext';
import type { FormStore } from './formStore';

export function useEngineFormContext(store: FormStore, t: EngineFormContext['t'], activeGroup?: string) {
  const flushers = useRef(new Set<() => void>());
  const [fieldSetters] = useState(() => new Map<string, (value: unknown) => void>());
  const formContext = useMemo<EngineFormContext>(
    () => ({
      registerFlush: (f) => {
        flushers.current.add(f);
        return () => flushers.current.delete(f);
      },
      touch: store.touch,
      t,
      store,
      attachments: store.attachments,
      fieldSetters,
      activeGroup,
    }),
    [store, t, fieldSetters, activeGroup],
  );
  const flushAll = () => {
    for (const flush of flushers.current) flush();
  };
  return { formContext, flushAll };
}
