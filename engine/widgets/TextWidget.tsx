// Plain text input; also the base of email, phone, url, promo, integer (a `filter` on input and a
// `normalize` on blur).
import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, isStringControl } from '../core/testers';
import { fieldProps } from './fieldProps';
import { engineContext } from './formContext';
import { useDebouncedField, useTyping } from './useDebouncedField';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

export interface TextBehaviour {
  type?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal';
  /** Cleans every typed value (e.g. strip non-digits). */
  filter?: (raw: string) => string;
  /** Final touch on blur (e.g. prefix https://). */
  normalize?: (value: string) => string;
  /** Shown text -> form value (default: '' -> undefined). */
  toForm?: (value: string) => unknown;
}

export function TextLike({
  props,
  behaviour = {},
  attributes,
}: {
  props: WidgetProps;
  behaviour?: TextBehaviour;
  /** Extra attributes of the <input> (the numeric inputs' min and step). */
  attributes?: Record<string, string | number | undefined>;
}) {
  const { element, defaultValue, typed, commit, flush, current } = useDebouncedField(props, (v) =>
    behaviour.toForm ? behaviour.toForm(v) : v === '' ? undefined : v,
  );
  const ctx = engineContext(props);
  const { filter, normalize } = behaviour;
  useTyping(element, (input) => {
    if (filter) {
      const clean = filter(input.value);
      if (clean !== input.value) input.value = clean;
    }
    typed(input.value);
  });
  return (
    <TextInput
      {...attributes}
      {...fieldProps(props)}
      ref={element}
      type={behaviour.type ?? 'text'}
      inputMode={behaviour.inputMode}
      defaultValue={defaultValue}
      onBlur={() => {
        const text = current();
        if (normalize && text) commit(normalize(text));
        else flush();
        ctx.touch(props.name);
      }}
    />
  );
}

function TextWidget(props: WidgetProps) {
  return <TextLike props={props} />;
}

export const textWidget: WidgetEntry = {
  name: 'text',
  tester: rankWith(RANK.DEFAULT, isStringControl),
  component: memoWidget(TextWidget),
};
