// The value input of a filter row, by kind: none (disabled), True/False (1/0), select, date,
// date range (stored "YYYY-MM-DD,YYYY-MM-DD"), text.
import '@mantine/dates/styles.css';
import { NativeSelect, Select, TextInput } from '@mantine/core';
import { DateInput, DatePickerInput } from '@mantine/dates';
import { RANGE_SEPARATOR } from '../draft';
import { TRUE_FALSE_CHOICES, type ValueInputKind } from '../modes';
import type { FilterItem } from '../../core/filters/types';
import { useT } from '../../list/i18n';
import { useDatesLocale } from '../../widgets/input/useDatesLocale';
import { useDropdownModal } from '../../modal/useDropdownModal';

export const SELECT_FILTER_BOX_FROM = 10;
const PICKER_FORMAT = 'MMM DD, YYYY';

interface Props {
  kind: ValueInputKind;
  item: FilterItem;
  value: string;
  onChange(value: string): void;
}

export function FilterValueInput({ kind, item, value, onChange }: Props) {
  const t = useT();
  const locale = useDatesLocale();
  // In the filter dropdown a portal option list would count as a click outside and close it; in
  // modal mode (below 992 px) the filters are a modal, and the option list a modal over it.
  const dropdown = useDropdownModal();
  const popover = { withinPortal: false, ...dropdown };
  const label = `${t(item.label)} ${t('value')}`;
  if (kind === 'none') return <TextInput aria-label={label} value="" disabled readOnly placeholder="" />;
  if (kind === 'boolean')
    return (
      <NativeSelect
        aria-label={label}
        value={value}
        data={[{ value: '', label: '' }, ...TRUE_FALSE_CHOICES.map((c) => ({ ...c, label: t(c.label) }))]}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  if (kind === 'select') {
    const data = (item.choices ?? []).map((c) => ({ value: String(c.value), label: t(c.label) }));
    return (
      <Select
        aria-label={label}
        data={data}
        value={value || null}
        searchable={data.length > SELECT_FILTER_BOX_FROM}
        onChange={(v) => onChange(v ?? '')}
        comboboxProps={popover}
      />
    );
  }
  if (kind === 'date')
    return (
      <DateInput
        aria-label={label}
        locale={locale}
        valueFormat={PICKER_FORMAT}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        popoverProps={popover}
        clearable
      />
    );
  if (kind === 'daterange') {
    const [from = '', to = ''] = value.split(RANGE_SEPARATOR);
    return (
      <DatePickerInput
        type="range"
        aria-label={label}
        locale={locale}
        valueFormat={PICKER_FORMAT}
        // Mantine pads the separator with spaces: the box reads "start - end" (spec 000 s.5).
        labelSeparator="-"
        value={[from || null, to || null]}
        onChange={([a, b]) => onChange(a || b ? `${a ?? ''}${RANGE_SEPARATOR}${b ?? ''}` : '')}
        popoverProps={popover}
        clearable
      />
    );
  }
  return <TextInput aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}
