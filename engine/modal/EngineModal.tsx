// A modal driven by useModalPhase: opened while 'shown', 'hiding' during the exit transition.
// static: a backdrop click shakes it; keyboard: Escape closes it (only when on).
import { Modal } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { backdropOutcome, escapeCloses } from './modalMachine';
import type { ModalSize } from './types';
import { MODAL_TRANSITION_MS, type ModalPhaseHandle } from './useModalPhase';
import './modal.css';

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

export function EngineModal({
  handle,
  title,
  size,
  staticBackdrop,
  keyboard,
  onDismiss,
  children,
}: EngineModalProps) {
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    if (!shaking) return;
    const t = setTimeout(() => setShaking(false), SHAKE_MS);
    return () => clearTimeout(t);
  }, [shaking]);
  const dismiss = () => {
    handle.hide();
    onDismiss?.();
  };
  return (
    <Modal.Root
      opened={handle.phase === 'shown'}
      onClose={dismiss}
      size={size === 'auto' ? 'auto' : size}
      closeOnClickOutside={backdropOutcome(staticBackdrop) === 'close'}
      closeOnEscape={escapeCloses(keyboard)}
      transitionProps={{ duration: MODAL_TRANSITION_MS }}
      onExitTransitionEnd={handle.exited}
    >
      <Modal.Overlay data-testid="modal-backdrop" onClick={() => staticBackdrop && setShaking(true)} />
      <Modal.Content
        className="engine-modal"
        data-phase={handle.phase}
        data-shake={shaking ? 'true' : undefined}
      >
        <Modal.Header>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
