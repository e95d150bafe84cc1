import { PasswordInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { fieldProps } from './fieldProps';
import { engineContext } from './formContext';
import { useDebouncedField } from './useDebouncedField';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

function PasswordWidget(props: WidgetProps) {
  const { local, setLocal, flush } = useDebouncedField<string | undefined>(props, (v) => (v === '' ? undefined : v));
  const ctx = engineContext(props);
  return (
    <PasswordInput
      {...fieldProps(props)}
      value={local ?? ''}
      onChange={(e) => setLocal(e.currentTarget.value)}
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
