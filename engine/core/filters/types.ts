// Types of schemas/_meta/filters.json and of the filter parts of a list reply (spec 000 s.3).
export const FILTER_TYPES = ['select', 'date', 'daterange', 'text'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const FILTER_MODES = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'contains',
  'icontains',
  'startswith',
  'in',
  'range',
  'isnull',
  'notnull',
  'empty',
  'istrue',
] as const;
/** Known modes; a server may send others, which then behave like a plain value mode. */
export type FilterMode = (typeof FILTER_MODES)[number] | (string & {});

export interface FilterChoice {
  value: string | number;
  label: string;
}

export interface FilterItem {
  name: string;
  label: string;
  type: FilterType;
  search_modes: FilterMode[];
  choices?: FilterChoice[];
  /** In a reply: the mode and value currently applied. */
  mode?: FilterMode;
  value?: string;
}

export interface FilterSetDef {
  id: string;
  enabled?: string[];
  items: FilterItem[];
}

/** One applied filter: s = field, m = match mode, v = value ('' when the mode takes none). */
export interface FilterEntry {
  s: string;
  m: FilterMode;
  v: string;
}
