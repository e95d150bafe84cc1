import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ACTION_RESULT_MS, actionReducer, type ActionState } from './actionMachine';

export interface ActionRunner<T = unknown> {
  state: ActionState;
  /** Runs the action unless one is in progress; resolves with its outcome, never rejects. */
  trigger(): Promise<{ ok: boolean; result?: T; error?: unknown }>;
}

export function useActionState<T = unknown>(
  run: () => Promise<T>,
  resultMs: number = ACTION_RESULT_MS,
): ActionRunner<T> {
  const [state, dispatch] = useReducer(actionReducer, 'idle');
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const trigger = useCallback(async (): Promise<{ ok: boolean; result?: T; error?: unknown }> => {
    if (busy.current) return { ok: false };
    busy.current = true;
    clearTimeout(timer.current);
    dispatch('start');
    try {
      const result = await run();
      dispatch('succeed');
      return { ok: true, result };
    } catch (error) {
      dispatch('fail');
      return { ok: false, error };
    } finally {
      busy.current = false;
      timer.current = setTimeout(() => dispatch('reset'), resultMs);
    }
  }, [run, resultMs]);

  return { state, trigger };
}
