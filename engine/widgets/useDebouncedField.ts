// A text widget's typing: the <input> (or <textarea>) holds what is typed, so a keystroke renders no
// React at all; the value reaches the form (rjsf onChange, then validation) after VALIDATION_DELAY_MS
// of quiet, on blur, or on submit. A value the form sets (reset, loaded data) is written into the
// element unless the user is typing. On a 500-field form a keystroke then costs what a bare input
// costs (issue 15, browser form bench).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { engineContext } from './formContext';

export const VALIDATION_DELAY_MS = 300;

type TextElement = HTMLInputElement | HTMLTextAreaElement;

const shown = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function useDebouncedField<E extends TextElement = HTMLInputElement>(
  props: WidgetProps,
  toForm: (v: string) => unknown,
) {
  const { value, onChange } = props;
  const ctx = engineContext(props);
  const [initial] = useState(() => shown(value));
  const element = useRef<E>(null);
  const pending = useRef<{ v: string } | null>(null);
  /** The last form value this field sent: its echo does not replace the text shown ('12,34' typed,
   * '12.34' in the form). */
  const sent = useRef<{ value: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ onChange, toForm });
  useEffect(() => {
    latest.current = { onChange, toForm };
  });

  useEffect(() => {
    // The form changed the value (reset, loaded data): show it unless the user is typing.
    if (pending.current || (sent.current && sent.current.value === value)) return;
    const text = shown(value);
    if (element.current && element.current.value !== text) element.current.value = text;
  }, [value]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const p = pending.current;
    if (!p) return;
    pending.current = null;
    const formValue = latest.current.toForm(p.v);
    sent.current = { value: formValue };
    latest.current.onChange(formValue);
  }, []);

  /** A keystroke: `v` is what the element shows now (after any filter). */
  const typed = useCallback(
    (v: string) => {
      pending.current = { v };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, VALIDATION_DELAY_MS);
    },
    [flush],
  );

  /** Sends `v` at once, shown in the element too (a value normalized on blur). */
  const commit = useCallback(
    (v: string) => {
      if (element.current) element.current.value = v;
      pending.current = { v };
      flush();
    },
    [flush],
  );

  useEffect(() => ctx.registerFlush(flush), [ctx, flush]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** What the element shows (typed or not yet sent). */
  const current = () => element.current?.value ?? initial;
  return { element, defaultValue: initial, typed, commit, flush, current };
}

/** Typing into an <input>, heard by a listener of its own that keeps the event from React's root. React's
 * change handling restores an input's state after every input event it sees, writing its `name`
 * (emptied, then set again) and `type`: on a 500-field form about 0.35 ms of a keystroke (issue 15,
 * browser form bench). `change` too: the event an autofill or a test may send alone. Not for a
 * <textarea>: Mantine's autosize grows it from React's onChange. */
export function useTyping(element: RefObject<HTMLInputElement | null>, onTyped: (input: HTMLInputElement) => void) {
  // Attached again after each render: the handler of that render, and the element if it was replaced.
  useEffect(() => {
    const input = element.current;
    if (!input) return;
    const heard = (event: Event) => {
      event.stopPropagation();
      onTyped(input);
    };
    input.addEventListener('input', heard);
    input.addEventListener('change', heard);
    return () => {
      input.removeEventListener('input', heard);
      input.removeEventListener('change', heard);
    };
  });
}
