// Types of schemas/_meta/modals.json.
export type ModalSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'auto';

export interface ModalActionDef {
  id: string;
  label: string;
  kind: 'close' | 'submit' | 'call' | 'link';
  endpoint?: string;
  route?: string;
  color?: string;
  successMessage?: string;
  errorMessage?: string;
}

export interface ModalDef {
  id: string;
  title: string;
  size?: ModalSize;
  /** A backdrop click shakes the modal instead of closing it. */
  static?: boolean;
  /** Escape closes the modal only when true. */
  keyboard?: boolean;
  /** The body form's call carries an Idempotency-Key header, one random key per opened modal. */
  idempotent?: boolean;
  body: { form?: string; text?: string };
  actions: ModalActionDef[];
}
