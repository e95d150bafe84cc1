// Types of schemas/_meta/lists.json (hand-written to match; tests/unit/list/metaSchemas.test.ts
// checks the vocabularies against the meta-schema).
import type { ColumnFormat } from '../format/formats';

/** A test of a row's (or record's) value: equals or notEquals; an array: all must hold. */
export type ValueCondition = { field: string } & ({ equals: string | number | boolean | null } | { notEquals: string | number | boolean | null });
export type ValueWhen = ValueCondition | ValueCondition[];

export interface ColumnDef {
  field: string;
  label: string;
  format?: ColumnFormat;
  sortable?: boolean;
  link?: string;
  /** Row field holding a file's same-origin /api/ address: the cell downloads it. */
  download?: string;
  currencyField?: string;
  align?: 'left' | 'center' | 'right';
  width?: number;
  /** Not shown until the user picks it in Configure report. */
  hidden?: boolean;
  /** Always shown; cannot be unticked in Configure report. */
  mandatory?: boolean;
  /** deadline: coloured by urgency only while this holds on the row (e.g. the dispute is open). */
  urgentWhen?: ValueWhen;
}

export type ListActionKind = 'link' | 'modal' | 'call';

export interface ActionDef {
  id: string;
  label: string;
  kind: ListActionKind;
  route?: string;
  modal?: string;
  endpoint?: string;
  enabledIf?: string;
  visibleIf?: string;
  color?: string;
  successMessage?: string;
  errorMessage?: string;
  /** call only: modal of schemas/modals/ opened first with the row; its submit runs the call. */
  confirm?: string;
  /** call: a boolean row field sent negated, the state the action asks for (a row's on/off switch). */
  toggles?: string;
  /** modal: the form's initial values, each a path of the `from` call's reply (run with the row) or of the row. */
  initial?: { from?: string; values: Record<string, string> };
}

export interface ListDef {
  id: string;
  title: string;
  endpoint: string;
  rowKey?: string;
  columns: ColumnDef[];
  /** Order before the user sorts: a sortable column's field, '-' first for descending. */
  defaultSort?: string;
  filters?: string;
  fulltext?: boolean;
  rowActions?: ActionDef[];
  listActions?: ActionDef[];
  pageSizes?: number[];
  defaultPageSize?: number;
  export?: boolean;
  configure?: boolean;
  savedViews?: boolean;
  viewsId?: string;
  rowHeight?: number;
  /** On a list page: page parameters sent as the call's query string (`["merchant"]`); the list waits for them. */
  query?: string[];
}

export type Row = Record<string, unknown>;
