// Types of schemas/_meta/lists.json (hand-written to match; tests/unit/list/metaSchemas.test.ts
// checks the vocabularies against the meta-schema).
import type { Condition, When } from '../when';
import type { ColumnFormat } from '../format/formats';

/** A `when` on a row (or the reply): the one condition language of engine/core/when.ts. */
export type ValueCondition = Condition;
export type ValueWhen = When;

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
  /** Another field's value shown (same format and currency) while its `when` holds, the first that does. */
  instead?: CellInstead[];
  /** Small lines under the value, each while its `when` holds. */
  notes?: CellNote[];
}

/** A partly captured payment's Amount shows what was captured: `{ field: 'capture_amount', when: ... }`. */
export interface CellInstead {
  field: string;
  when: ValueWhen;
}

/** `text` is translated, then `{field}` / `{field|format}` filled from the row; a note missing a value is not shown. */
export interface CellNote {
  text: string;
  when?: ValueWhen;
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
  /** edit: shown only when the list reply's `can_edit` is true (the caller may change this list's records). */
  requires?: ListPrivilege;
  /** Shown only while this holds on the row (dotted fields read nested values). */
  when?: ValueWhen;
  /** The values the action runs with instead of the row: name -> dotted path of the row. */
  with?: Record<string, string>;
}

/** A list-level privilege an action may require; the list reply says whether the caller holds it. */
export type ListPrivilege = 'edit';

/** Whether an action's list-level requirement holds for the reply's `can_edit` (unknown: not allowed). */
export function actionPermitted(action: Pick<ActionDef, 'requires'>, canEdit: boolean | undefined): boolean {
  return action.requires !== 'edit' || canEdit === true;
}

/** What an empty list says (the first whose `when` holds on the list reply's top-level fields). */
export interface EmptyState {
  /** On the reply (e.g. `{"field": "any_exists", "equals": false}`); without it: any empty reply. */
  when?: ValueWhen;
  message: string;
  /** A paragraph above the message (a welcome page). */
  text?: string;
  /** Instead of the whole list (no toolbar, table or pager): the message, and the list actions with `actions`. */
  replace?: boolean;
  /** With `replace`: the list actions the caller may run stay as buttons (e.g. Create). */
  actions?: boolean;
}

/** Rows waiting for a change are asked for through a call until their `field` changes (then the list reloads). */
export interface RowPoll {
  /** A POST call of schemas/endpoints answering `{data: [{id, <field>}]}`. */
  endpoint: string;
  /** The body field carrying the rows' ids (e.g. design_ids). */
  ids: string;
  /** The rows to poll. */
  when: ValueWhen;
  /** The row field that changes (default status). */
  field?: string;
  /** Milliseconds between checks (default 1200). */
  interval?: number;
}

/** A format of the export/ companion (server/lists/export/report-spec.ts FORMATS). */
export type ExportFormat = 'csv' | 'xlsx';

export interface ListExport {
  formats: ExportFormat[];
}

/** The cards layout: a card per row; every name is a column's field (its label and format). */
export interface ListCard {
  title: string;
  /** Before the title (a flag). */
  icon?: string;
  /** At the top right. */
  badges?: string[];
  /** "Label: value" lines; an empty value is left out. */
  fields?: string[];
  /** An inner block (a connected register): shown while `when` holds, else the `otherwise` text. */
  panel?: {
    when?: ValueWhen;
    fields?: string[];
    badges?: string[];
    /** A tooltip over the block: "Label: value" of these, joined by ' · '. */
    tooltip?: string[];
    /** Route template the block opens. */
    link?: string;
    otherwise?: string;
  };
  /** Row actions (ids of rowActions) shown as buttons. */
  actions?: string[];
  /** Row actions of kind link shown as links. */
  links?: string[];
}

/** What a list page shows around its list (schemas/_meta/lists.json `page`). */
export interface ListPageDef {
  /** A GET call (`params`: templates of the page parameters), or with `find` the item of its list
   * at `path` whose `field` equals the page parameter `param`. */
  record?: { endpoint: string; params?: Record<string, string>; find?: { path: string; field: string; param: string } };
  /** A line under the heading, `{field}`s of the record; `translate`: the filled text is a product text. */
  caption?: { text: string; id: string; translate?: boolean };
  /** Links under the list, `{param}` filled from the page parameters. */
  links?: Array<{ label: string; route: string }>;
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
  /** The sum per currency of the current filter's rows (reply `totals`), shown above the table. */
  totals?: { amount: string; currency: string; label?: string };
  rowActions?: ActionDef[];
  listActions?: ActionDef[];
  pageSizes?: number[];
  defaultPageSize?: number;
  /** true: Save to reports; formats: a button per format (Export CSV, Export XLS). Both POST <list>export/. */
  export?: boolean | ListExport;
  configure?: boolean;
  savedViews?: boolean;
  viewsId?: string;
  rowHeight?: number;
  /** Rows polled until they change (pending designs). */
  poll?: RowPoll;
  /** What an empty reply shows, in order (else the table's empty row). */
  empty?: EmptyState[];
  /** On a list page: page parameters sent as the call's query string (`["merchant"]`); the list waits for them. */
  query?: string[];
  /** On a list page: a caption under the heading read from a call, and links under the list. */
  page?: ListPageDef;
  /** table (default) or cards (a card per row as `card` says). */
  layout?: 'table' | 'cards';
  card?: ListCard;
  /** false: the call answers every row at once; no pager. */
  paged?: boolean;
  /** Re-read the list every intervalMs while a shown row matches `while` (a pending report). */
  reload?: { intervalMs: number; while: ValueWhen };
}

export type Row = Record<string, unknown>;

/** The reply's `totals`: one entry per currency (amount a decimal text), or null when the filter
 * selects more rows than are counted exactly. */
export type ListTotals = Array<{ currency: string; amount: string }> | null;
