// Modal states (spec 000 s.4): hidden -> shown -> hiding (exit transition) -> hidden.
export type ModalPhase = 'hidden' | 'shown' | 'hiding';
export type ModalEvent = 'show' | 'hide' | 'exited';

const transitions: Record<ModalPhase, Partial<Record<ModalEvent, ModalPhase>>> = {
  hidden: { show: 'shown' },
  shown: { hide: 'hiding' },
  hiding: { exited: 'hidden', show: 'shown' },
};

export function modalReducer(phase: ModalPhase, event: ModalEvent): ModalPhase {
  return transitions[phase][event] ?? phase;
}

/** What a backdrop click does: close, or shake when the backdrop is static. */
export function backdropOutcome(staticBackdrop: boolean | undefined): 'close' | 'shake' {
  return staticBackdrop ? 'shake' : 'close';
}

/** Whether Escape closes: only when the keyboard option is on. */
export function escapeCloses(keyboard: boolean | undefined): boolean {
  return keyboard === true;
}
