// Select: a filter box with more than 10 options; a required select shows no preselected value
// (the hidden required placeholder: empty until the user chooses).
import { Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, bestOf, rankWith, hasWidget, isEnumControl } from '../core/testers';
import { useDropdownModal } from '../modal/useDropdownModal';
import { fieldProps } from './fieldProps';
import { engineContext } from './formContext';
import { choicesOf, fromChoice, FILTER_THRESHOLD } from './choices';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

/** '' counts as no value like undefined / null (docs/schemas.md): Mantine would take it for a value. */
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

function SelectWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const data = choicesOf(props, ctx.t);
  const base = fieldProps(props);
  const dropdown = useDropdownModal();
  return (
    <Select
      {...base}
      placeholder={base.placeholder ?? (props.required ? '' : undefined)}
      data={data}
      searchable={data.length > FILTER_THRESHOLD}
      nothingFoundMessage={ctx.t('Empty')}
      clearable={!props.required}
      allowDeselect={!props.required}
      value={isEmpty(props.value) ? null : String(props.value)}
      onChange={(v) => {
        props.onChange(v === null ? undefined : fromChoice(props.schema, v));
        ctx.touch(props.name);
      }}
      comboboxProps={{ withinPortal: true, ...dropdown }}
    />
  );
}

export const selectWidget: WidgetEntry = {
  name: 'select',
  tester: bestOf(rankWith(RANK.EXPLICIT, hasWidget('select')), rankWith(RANK.FORMAT, isEnumControl)),
  component: memoWidget(SelectWidget),
};
