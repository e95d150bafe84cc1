// A modal driven by useModalPhase: opened while 'shown', 'hiding' during the exit transition.
// static: a backdrop click shakes it; keyboard: Escape closes it (only when on).
// Its code (Mantine's Modal, focus trap, scroll lock) loads when it first shows, not with the page.
import { Suspense, useState, type ReactNode } from 'react';
import { preloadableLazy } from '../page/preloadableLazy';
import type { ModalSize } from './types';
import type { ModalPhaseHandle } from './useModalPhase';

export const SHAKE_MS = 400;

export interface EngineModalProps {
  handle: ModalPhaseHandle;
  title: ReactNode;
  size?: ModalSize;
  staticBackdrop?: boolean;
  keyboard?: boolean;
  /** Called when the user dismisses it (close button, Escape, backdrop). */
  onDismiss?: () => void;
  children: ReactNode;
}

const body = preloadableLazy(() => import('./EngineModalBody'));

export function EngineModal(props: EngineModalProps) {
  const shown = props.handle.phase !== 'hidden';
  const [used, setUsed] = useState(shown);
  if (shown && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense>
      <body.Component {...props} />
    </Suspense>
  );
}
