import { useCallback, useEffect, useReducer, useRef } from 'react';
import { modalReducer, type ModalPhase } from './modalMachine';

export const MODAL_TRANSITION_MS = 200;

export interface ModalPhaseHandle {
  phase: ModalPhase;
  show(): void;
  hide(): void;
  /** Call when the exit transition ends (EngineModal does). */
  exited(): void;
}

/** onHidden runs once each time the modal reaches 'hidden' after hiding. */
export function useModalPhase(onHidden?: () => void, initial: ModalPhase = 'hidden'): ModalPhaseHandle {
  const [phase, dispatch] = useReducer(modalReducer, initial);
  const phaseRef = useRef(phase);
  const onHiddenRef = useRef(onHidden);
  useEffect(() => {
    phaseRef.current = phase;
    onHiddenRef.current = onHidden;
  });

  const exited = useCallback(() => {
    if (phaseRef.current !== 'hiding') return;
    phaseRef.current = 'hidden';
    dispatch('exited');
    onHiddenRef.current?.();
  }, []);
  const show = useCallback(() => {
    phaseRef.current = modalReducer(phaseRef.current, 'show');
    dispatch('show');
  }, []);
  const hide = useCallback(() => {
    phaseRef.current = modalReducer(phaseRef.current, 'hide');
    dispatch('hide');
  }, []);

  // Fallback when no transition end arrives (reduced motion, tests): hidden after the duration.
  useEffect(() => {
    if (phase !== 'hiding') return;
    const t = setTimeout(exited, MODAL_TRANSITION_MS + 50);
    return () => clearTimeout(t);
  }, [phase, exited]);

  return { phase, show, hide, exited };
}
