import { createContext, useContext, type ComponentType } from 'react';
import type { ModalActionDef, ModalDef } from './types';

/** What a modal was opened with (e.g. the row of a row action). */
export type ModalContextValues = Record<string, unknown>;

export interface FormSlotProps {
  formId: string;
  values: ModalContextValues;
  /** The modal file says idempotent: send an Idempotency-Key (one per opened modal) with the form's call. */
  idempotent?: boolean;
  /** For a 'submit' action of the modal: how to submit the form; resolve true when sent successfully. */
  registerSubmit(submit: () => Promise<boolean>): void;
  /** A form with its own submit button reports success here; the modal closes with this result. */
  onDone(result: string): void;
}

/** Supplied by the app: a component rendering schemas/forms/<id> with the forms engine. */
export type RenderForm = ComponentType<FormSlotProps>;

export interface ModalOpenOptions {
  /** The action this modal confirms: its submit action runs it (an action's `confirm`). */
  confirms?: ModalActionDef;
}

export interface ModalHostApi {
  /** Opens a modal by id (schemas/modals/) or definition; resolves with the chosen action id, null when dismissed. */
  openModal(
    modal: string | ModalDef,
    values?: ModalContextValues,
    options?: ModalOpenOptions,
  ): Promise<string | null>;
  closeModal(): void;
}

export const ModalHostContext = createContext<ModalHostApi | null>(null);

export function useModalHost(): ModalHostApi {
  const ctx = useContext(ModalHostContext);
  if (!ctx) throw new Error('Modals: wrap the app in <ModalHostProvider>');
  return ctx;
}

/** The host, or null when the app has none (callers then report the missing host). */
export function useOptionalModalHost(): ModalHostApi | null {
  return useContext(ModalHostContext);
}
