// The generic list reply (spec 000 s.3, spec 002 s.3) and the companion calls' replies.
import type { ColumnFormat } from '../../core/format/formats';
import type { FilterEntry, FilterItem } from '../../core/filters/types';
import type { ListTotals, Row } from '../../core/list/types';

/** A field the list can show: the reply's `fields` and the fields/ companion use this shape. */
export interface FieldInfo {
  name: string;
  label: string;
  format?: ColumnFormat;
  sortable?: boolean;
}

export interface Paginator {
  page: number;
  pages: number;
  limit: number;
  /** Total row count, when the server knows it. */
  count?: number;
}

export interface ListResponse {
  data: Row[];
  /** Absent when the call returns all its rows at once. */
  paginator?: Paginator;
  fields?: FieldInfo[];
  filters?: FilterItem[];
  enabled_filters?: string[];
  fulltext_fields?: string[];
  query_words?: string;
  params?: { page?: number; limit?: number; filters?: FilterEntry[]; sort?: string };
  accepted_fields?: string[];
  mandatory_fields?: string[];
  /** `chosen` false: the fields are the server file's defaults, not the user's choice. */
  current?: { fields?: string[]; chosen?: boolean };
  accepted_file_types?: string[];
  /** The caller may change this list's records (actions with `requires: "edit"` show only then). */
  can_edit?: boolean;
  /** The list file's totals over the current filter: per currency, or null above the exact count. */
  totals?: ListTotals;
}

/** GET <list>fields/ */
export interface FieldsResponse {
  fields: FieldInfo[];
  mandatory_fields?: string[];
}

/** GET and POST <list>settings/ */
export interface SettingsResponse {
  fields: string[];
}

/** POST <list>export/ */
export interface ExportResponse {
  message?: string;
  id?: string | number;
}
