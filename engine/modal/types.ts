// Types of schemas/_meta/modals.json.
import type { ColumnFormat } from '../core/format/formats';
import type { Condition, When } from '../core/when';
import type { ValueWhen } from '../core/list/types';

export type ModalSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'auto';

/** A test on the subject (the body's record, else the row the modal was opened with): the one
 * condition language of engine/core/when.ts. */
export type ModalCondition = Condition;
export type ModalWhen = When;

export interface ModalActionDef {
  id: string;
  label: string;
  kind: 'close' | 'submit' | 'call' | 'link';
  endpoint?: string;
  route?: string;
  color?: string;
  successMessage?: string;
  errorMessage?: string;
  /** A modal of schemas/modals/ asking first: its submit runs this action, its cancel comes back. */
  confirm?: string;
  /** Shown only while this holds. */
  when?: ModalWhen;
}

export interface RecordFieldDef {
  /** Dotted path in the reply (`data.status_name`). */
  name: string;
  label: string;
  format?: Exclude<ColumnFormat, 'link'>;
  /** Dotted path of the currency shown after an amount. */
  currencyField?: string;
  /** deadline: coloured by urgency only while this holds on the record. */
  urgentWhen?: ValueWhen;
}

export interface ModalRecordDef {
  /** `<group>.<name>` of a GET call; path parameters come from the modal's row ({id}). */
  endpoint: string;
  fields: RecordFieldDef[];
}

export interface ModalNoticeDef {
  text: string;
  when: ModalWhen;
  color?: string;
}

export interface ModalBodyDef {
  record?: ModalRecordDef;
  text?: string;
  notices?: ModalNoticeDef[];
  form?: string;
  /** The form is shown only while this holds. */
  formWhen?: ModalWhen;
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
  body: ModalBodyDef;
  actions: ModalActionDef[];
}
