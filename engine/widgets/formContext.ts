// What SchemaForm hands to widgets through rjsf's formContext: a place to register a flush of a
// pending (debounced) value, so submit sees every keystroke, and the translate function.
import type { WidgetProps } from '@rjsf/utils';

export interface EngineFormContext {
  /** Registers a flush of a pending value; returns the unregister function. */
  registerFlush: (flush: () => void) => () => void;
  /** Marks a field as touched (its errors become visible). */
  touch: (name: string) => void;
  /** Translates a plain English default text (labels, messages). */
  t: (text: string, args?: ReadonlyArray<string | number>) => string;
}

const identity = (text: string) => text;
const noop = () => () => undefined;

export const FALLBACK_CONTEXT: EngineFormContext = { registerFlush: noop, touch: () => undefined, t: identity };

export function engineContext(props: Pick<WidgetProps, 'registry'>): EngineFormContext {
  const ctx = props.registry?.formContext as Partial<EngineFormContext> | undefined;
  return ctx?.registerFlush ? (ctx as EngineFormContext) : FALLBACK_CONTEXT;
}
