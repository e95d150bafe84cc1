// Date range picker: start then end (end not before start), the ten presets apply at once, display
// 'MMM DD, YYYY' joined by ' - ', stored [YYYY-MM-DD, YYYY-MM-DD]; `ui:options` minDate, maxDate,
// maxSpanDays clamp it.
// The pickers' styles load with this lazy chunk, not with the entry (sign-in page stays small).
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { useDatesLocale } from './input/useDatesLocale';
import { useDropdownModal } from '../modal/useDropdownModal';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { fieldProps } from './fieldProps';
import { engineContext } from './formContext';
import { DATE_DISPLAY_FORMAT, dateBounds } from './DateWidget';
import { DATE_PRESETS, PRESET_LABELS, clampRange, localToday, presetRange } from './input/datePresets';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

/** Mantine pads the separator with spaces: the display reads 'start - end'. */
export const RANGE_SEPARATOR = ' - ';

function DateRangeWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const locale = useDatesLocale();
  const dropdown = useDropdownModal();
  const { autoComplete: _a, 'aria-invalid': _i, ...base } = fieldProps(props);
  const bounds = dateBounds(props.options);
  const span = typeof props.options.maxSpanDays === 'number' ? props.options.maxSpanDays : undefined;
  const today = localToday();
  const value =
    Array.isArray(props.value) && props.value.length === 2 ? (props.value as [string, string]) : [null, null];
  const presets = DATE_PRESETS.map((p) => ({
    label: ctx.t(PRESET_LABELS[p]),
    value: clampRange(presetRange(p, today), bounds.minDate, bounds.maxDate, span),
  }));
  return (
    <DatePickerInput
      {...base}
      {...bounds}
      type="range"
      allowSingleDateInRange
      locale={locale}
      popoverProps={dropdown}
      valueFormat={DATE_DISPLAY_FORMAT}
      labelSeparator={RANGE_SEPARATOR.trim()}
      presets={presets}
      clearable={!props.required}
      value={value as [string | null, string | null]}
      onChange={([start, end]) => {
        if (start && end) props.onChange(clampRange([start, end], bounds.minDate, bounds.maxDate, span));
        else if (!start && !end) props.onChange(undefined);
        ctx.touch(props.name);
      }}
    />
  );
}

export const dateRangeWidget: WidgetEntry = {
  name: 'dateRange',
  tester: rankWith(RANK.EXPLICIT, hasWidget('dateRange')),
  component: memoWidget(DateRangeWidget),
};
