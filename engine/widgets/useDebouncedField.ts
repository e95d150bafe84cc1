// Local state for a widget: a keystroke re-renders only this widget; the value reaches the form
// (rjsf onChange, then validation) after VALIDATION_DELAY_MS of quiet, on blur, or on submit.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { engineContext } from './formContext';

export const VALIDATION_DELAY_MS = 300;

export function useDebouncedField<V>(props: WidgetProps, toForm: (v: V) => unknown = (v) => v) {
  const { value, onChange } = props;
  const ctx = engineContext(props);
  const [local, setLocalState] = useState<V>(value as V);
  const [seen, setSeen] = useState<unknown>(value);
  const pending = useRef<{ v: V } | null>(null);
  /** The last form value this field sent: its echo does not replace the text shown ('12,34' typed,
   * '12.34' in the form). */
  const [sent, setSent] = useState<{ value: unknown } | null>(null);
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ onChange, toForm });
  useEffect(() => {
    latest.current = { onChange, toForm };
  });

  if (value !== seen) {
    // The form changed the value (reset, loaded data): follow it unless the user is typing.
    setSeen(value);
    if (!typing && !(sent && sent.value === value)) setLocalState(value as V);
  }

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const p = pending.current;
    if (!p) return;
    pending.current = null;
    setTyping(false);
    const formValue = latest.current.toForm(p.v);
    setSent({ value: formValue });
    latest.current.onChange(formValue);
  }, []);

  const setLocal = useCallback((v: V) => {
    setLocalState(v);
    setTyping(true);
    pending.current = { v };
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, VALIDATION_DELAY_MS);
  }, [flush]);

  const commit = useCallback((v: V) => {
    setLocalState(v);
    pending.current = { v };
    flush();
  }, [flush]);

  useEffect(() => ctx.registerFlush(flush), [ctx, flush]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return { local, setLocal, commit, flush };
}
