// Filter modes (spec 000 s.4): isnull, notnull and empty take no value (the input is disabled);
// istrue offers a True/False select with values 1 and 0; every other mode takes a typed value.
import type { FilterItem, FilterMode, FilterType } from '../core/filters/types';

export const NO_VALUE_MODES: readonly string[] = ['isnull', 'notnull', 'empty'];

export const MODE_LABELS: Record<string, string> = {
  eq: 'Equals',
  ne: 'Not equal',
  gt: 'Greater than',
  gte: 'Greater or equal',
  lt: 'Less than',
  lte: 'Less or equal',
  contains: 'Contains',
  icontains: 'Contains (any case)',
  startswith: 'Starts with',
  in: 'One of (comma separated)',
  range: 'Between',
  isnull: 'Is not set',
  notnull: 'Is set',
  empty: 'Is empty',
  istrue: 'Is true',
};

export const TRUE_FALSE_CHOICES = [
  { value: '1', label: 'True' },
  { value: '0', label: 'False' },
] as const;

/** What the value input of a filter row looks like for a mode. */
export type ValueInputKind = 'none' | 'boolean' | FilterType;

/** Dates: the range mode takes two dates (from, to), every other mode one. */
export function valueInputKind(item: Pick<FilterItem, 'type'>, mode: FilterMode | '' | null): ValueInputKind {
  if (mode && NO_VALUE_MODES.includes(mode)) return 'none';
  if (mode === 'istrue') return 'boolean';
  if (item.type === 'date' || item.type === 'daterange') return mode === 'range' ? 'daterange' : 'date';
  return item.type;
}

export function modeTakesValue(mode: FilterMode | '' | null): boolean {
  return !(mode && NO_VALUE_MODES.includes(mode));
}

export function modeLabel(mode: string): string {
  return MODE_LABELS[mode] ?? mode;
}
