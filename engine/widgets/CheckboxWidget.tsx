import { Checkbox } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, bestOf, rankWith, hasWidget, isBooleanControl } from '../core/testers';
import { fieldProps } from './fieldProps';
import { engineContext } from './formContext';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

function CheckboxWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const { id, label, description, required, disabled, error } = fieldProps(props);
  return (
    <Checkbox
      id={id}
      name={id}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      error={error}
      checked={props.value === true}
      onChange={(e) => {
        props.onChange(e.currentTarget.checked);
        ctx.touch(props.name);
      }}
    />
  );
}

export const checkboxWidget: WidgetEntry = {
  name: 'checkbox',
  tester: bestOf(rankWith(RANK.EXPLICIT, hasWidget('checkbox')), rankWith(RANK.DEFAULT, isBooleanControl)),
  component: memoWidget(CheckboxWidget),
};
