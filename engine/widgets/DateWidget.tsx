// Date picker: display 'MMM DD, YYYY', stored YYYY-MM-DD, clamped to ui:options minDate / maxDate
// (default years +- 100; 'today': the user's current day, for dates that may not lie in the past).
// The pickers' styles load with this lazy chunk, not with the entry (sign-in page stays small).
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { useDatesLocale } from './input/useDatesLocale';
import { useDropdownModal } from '../modal/useDropdownModal';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, bestOf, rankWith, hasFormat, hasWidget } from '../core/testers';
import { fieldProps } from './fieldProps';
import { engineContext } from './formContext';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

export const DATE_DISPLAY_FORMAT = 'MMM DD, YYYY';

export function dateBounds(options: WidgetProps['options'], now = new Date()) {
  const y = now.getFullYear();
  const today = `${y}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const bound = (value: unknown, fallback: string) =>
    value === 'today' ? today : typeof value === 'string' ? value : fallback;
  return {
    minDate: bound(options.minDate, `${y - 100}-01-01`),
    maxDate: bound(options.maxDate, `${y + 100}-12-31`),
  };
}

function DateWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const locale = useDatesLocale();
  const dropdown = useDropdownModal();
  const { autoComplete: _a, 'aria-invalid': _i, ...base } = fieldProps(props);
  return (
    <DatePickerInput
      {...base}
      {...dateBounds(props.options)}
      locale={locale}
      popoverProps={dropdown}
      valueFormat={DATE_DISPLAY_FORMAT}
      clearable={!props.required}
      value={typeof props.value === 'string' ? props.value : null}
      onChange={(v) => {
        props.onChange(v ?? undefined);
        ctx.touch(props.name);
      }}
    />
  );
}

export const dateWidget: WidgetEntry = {
  name: 'date',
  tester: bestOf(rankWith(RANK.EXPLICIT, hasWidget('date')), rankWith(RANK.FORMAT, hasFormat('date'))),
  component: memoWidget(DateWidget),
};
