export { FilterBar, type FilterBarProps } from './ui/FilterBar';
export { FilterRow } from './ui/FilterRow';
export { FilterValueInput } from './ui/FilterValueInput';
export { readFilters, writeFilters, sameFilters } from '../core/filters/smv';
export {
  MODE_LABELS,
  NO_VALUE_MODES,
  TRUE_FALSE_CHOICES,
  modeLabel,
  modeTakesValue,
  valueInputKind,
  type ValueInputKind,
} from './modes';
export { applyRows, initialRows, withMode, RANGE_SEPARATOR, type DraftRow } from './draft';
export { filterSets } from './registry';
export {
  FILTER_MODES,
  FILTER_TYPES,
  type FilterEntry,
  type FilterItem,
  type FilterMode,
  type FilterSetDef,
  type FilterType,
  type FilterChoice,
} from '../core/filters/types';
