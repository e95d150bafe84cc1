import { Textarea } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { fieldProps } from './fieldProps';
import { engineContext } from './formContext';
import { useDebouncedField } from './useDebouncedField';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

function TextareaWidget(props: WidgetProps) {
  const { element, defaultValue, typed, flush } = useDebouncedField<HTMLTextAreaElement>(props, (v) =>
    v === '' ? undefined : v,
  );
  const ctx = engineContext(props);
  const rows = typeof props.options.rows === 'number' ? props.options.rows : 4;
  return (
    <Textarea
      {...fieldProps(props)}
      minRows={rows}
      autosize
      ref={element}
      defaultValue={defaultValue}
      onChange={(e) => typed(e.currentTarget.value)}
      onBlur={() => {
        flush();
        ctx.touch(props.name);
      }}
    />
  );
}

export const textareaWidget: WidgetEntry = {
  name: 'textarea',
  tester: rankWith(RANK.EXPLICIT, hasWidget('textarea')),
  component: memoWidget(TextareaWidget),
};
