import { PasswordInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { fieldProps } from './fieldProps';
import { engineContext } from './formContext';
import { useDebouncedField, useTyping } from './useDebouncedField';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

function PasswordWidget(props: WidgetProps) {
  const { element, defaultValue, typed, flush } = useDebouncedField(props, (v) => (v === '' ? undefined : v));
  const ctx = engineContext(props);
  useTyping(element, (input) => typed(input.value));
  return (
    <PasswordInput
      {...fieldProps(props)}
      ref={element}
      defaultValue={defaultValue}
      onBlur={() => {
        flush();
        ctx.touch(props.name);
      }}
    />
  );
}

export const passwordWidget: WidgetEntry = {
  name: 'password',
  tester: rankWith(RANK.EXPLICIT, hasWidget('password')),
  component: memoWidget(PasswordWidget),
};
