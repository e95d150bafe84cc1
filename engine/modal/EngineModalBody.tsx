// The engine's modal itself (EngineModal), mounted when it first shows.
import { Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { backdropOutcome, escapeCloses } from './modalMachine';
import { SHAKE_MS, type EngineModalProps } from './EngineModal';
import { MODAL_TRANSITION_MS } from './useModalPhase';
import './modal.css';

export default function EngineModalBody({
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
