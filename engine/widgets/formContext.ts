// What SchemaForm hands to widgets through rjsf's formContext: a place to register a flush of a
// pending (debounced) value, so submit sees every keystroke, and the translate function.
import type { WidgetProps } from '@rjsf/utils';
import type { ServerChoice } from '../core/choices/choicesFrom';

/** Per-field state SchemaForm keeps outside rjsf (engine/form/formStore.ts), read by withFieldState. */
export interface FieldStore {
  subscribe: (id: string, listener: () => void) => () => void;
  /** Message shown for the field with this rjsf id, if any. */
  errorOf: (id: string) => string | undefined;
  /** The field's committed value (fast path), else the fallback (rjsf's value). */
  valueOf: (id: string, fallback: unknown) => unknown;
  /** Top-level field name when this id commits to the store directly (not through rjsf). */
  fastField: (id: string) => string | undefined;
  commit: (name: string, value: unknown) => void;
  /** Server choices of a field with ui:options.choicesFrom (undefined: not loaded yet). */
  choicesOf?: (id: string) => readonly ServerChoice[] | undefined;
  /** The whole form's current data, and a subscription to its changes (group toggles). */
  dataOf?: () => Record<string, unknown>;
  subscribeData?: (listener: () => void) => () => void;
}

export interface EngineFormContext {
  /** Registers a flush of a pending value; returns the unregister function. */
  registerFlush: (flush: () => void) => () => void;
  /** Marks a field as touched (its errors become visible). */
  touch: (name: string) => void;
  /** Translates a plain English default text (labels, messages). */
  t: (text: string, args?: ReadonlyArray<string | number>) => string;
  /** Field values and errors kept by SchemaForm (absent: rjsf's props are used as they are). */
  store?: FieldStore;
  /** Each rendered field's own change function by rjsf id (fast path or rjsf), for group toggles. */
  fieldSetters?: Map<string, (value: unknown) => void>;
  /** Files picked in `attachment` fields, by field name (sent on submit in a multipart body). */
  /** Only the `ui:groups` item of this id is shown (the others keep their values); none: every group. */
  activeGroup?: string;
  attachments?: Pick<Map<string, File[]>, 'get' | 'set'>;
}

const identity = (text: string) => text;
const noop = () => () => undefined;

export const FALLBACK_CONTEXT: EngineFormContext = {
  registerFlush: noop,
  touch: () => undefined,
  t: identity,
};

export function engineContext(props: Pick<WidgetProps, 'registry'>): EngineFormContext {
  const ctx = props.registry?.formContext as Partial<EngineFormContext> | undefined;
  return ctx?.registerFlush ? (ctx as EngineFormContext) : FALLBACK_CONTEXT;
}
