// A multi-choice field shown as a list of checkboxes, all visible at once (a short list whose every
// choice matters, like the widgets a dashboard tab shows), in a fieldset whose legend is the label.
// `translate: true`: server choice labels are product texts (looked up in the form's namespaces),
// not data.
import { Checkbox, Stack } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { choicesOf, fromChoice } from './choices';
import { fieldProps } from './fieldProps';
import { engineContext } from './formContext';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

function CheckboxesWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const base = fieldProps(props);
  const choices = choicesOf(props, ctx.t);
  const selected = Array.isArray(props.value) ? props.value.map(String) : [];
  // Values keep the order of the choices, whatever the order of the clicks.
  const change = (values: string[]) => {
    const next = choices
      .filter((c) => values.includes(c.value))
      .map((c) => fromChoice(props.schema, c.value));
    props.onChange(next.length ? next : undefined);
    ctx.touch(props.name);
  };
  return (
    <Checkbox.Group
      id={props.id}
      label={base.label}
      description={base.description}
      required={base.required}
      error={base.error}
      value={selected}
      onChange={change}
    >
      <Stack gap={8} mt={6}>
        {choices.map((c) => (
          <Checkbox key={c.value} value={c.value} label={c.label} disabled={base.disabled} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

export const checkboxesWidget: WidgetEntry = {
  name: 'checkboxes',
  tester: rankWith(RANK.EXPLICIT, hasWidget('checkboxes')),
  component: memoWidget(CheckboxesWidget),
};
