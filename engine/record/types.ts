// Types of schemas/_meta/records.json (a record page: schemas/records/<id>.json).
import type { Condition, When } from '../core/when';
import type { CellInstead, CellNote, ValueWhen } from '../core/list/types';
import type { ColumnFormat } from '../core/format/formats';

/** A GET call and its arguments, each a template (`{id}`: the route's id). */
export interface ReadDef {
  endpoint: string;
  pathParams?: Record<string, string>;
  params?: Record<string, string>;
}

/** One value of the reply: label / value pair or table column, formatted like a list cell. */
export interface RecordFieldDef {
  /** Dotted path (`data.merchant.name`). */
  field: string;
  label: string;
  format?: ColumnFormat;
  /** Dotted path of the currency shown after an amount. */
  currencyField?: string;
  link?: string;
  /** The value is shown as the translation of `<prefix><value>` (history.refund). */
  textPrefix?: string;
  align?: 'left' | 'center' | 'right';
  /** deadline (modal record fields): coloured by urgency only while this holds on the record. */
  urgentWhen?: ValueWhen;
  /** The value at another path shown while its `when` holds on the reply (a list cell's `instead`). */
  instead?: CellInstead[];
  /** Small lines under the value, filled from the reply (a list cell's `notes`). */
  notes?: CellNote[];
}

/** The one condition language of engine/core/when.ts, on the reply (and the page's parameters). */
export type RecordCondition = Condition;
export type RecordWhen = When;

export type RecordActionKind = 'link' | 'modal' | 'call' | 'download' | 'copy' | 'print';

export interface RecordActionDef {
  id: string;
  label: string;
  kind: RecordActionKind;
  route?: string;
  modal?: string;
  endpoint?: string;
  fileName?: string;
  /** copy: the call's arguments, templates of the reply (`{"url": "{invoice.url}"}`), instead of the page's. */
  params?: Record<string, string>;
  /** copy: the path of the call's reply put on the clipboard (a short link). */
  copy?: string;
  /** call: a modal of schemas/modals/ asked first; its submit runs this call. */
  confirm?: string;
  /** The modal form's initial values: field -> path of the reply (or of the `from` call's reply). */
  initial?: { from?: string; values: Record<string, string> };
  enabledIf?: string;
  visibleIf?: string;
  when?: RecordWhen;
  color?: string;
  successMessage?: string;
  errorMessage?: string;
  /** call: after success, go to this route, filled from the call's reply and the page (a copy's address). */
  then?: string;
}

export interface NestedListDef {
  id: string;
  view?: 'list' | 'table';
  pathParams?: Record<string, string>;
  params?: Record<string, string>;
}

export interface RecordTableDef {
  rows: string;
  columns: RecordFieldDef[];
  newestFirst?: boolean;
  emptyText?: string;
}

export interface RecordSectionDef {
  id: string;
  title?: string;
  record?: ReadDef;
  when?: RecordWhen;
  /** Printing the page prints only the sections marked print (without their buttons). */
  print?: boolean;
  fields?: RecordFieldDef[];
  table?: RecordTableDef;
  list?: NestedListDef;
  form?: string;
  /** The form's first values: the object at this path (of the reply, with the upload's). */
  formValues?: string;
  /** The fields the form shows read-only: the array of names at this path. */
  formReadonly?: string;
  /** The form's call arguments besides the page's (templates: `{"provider": "{provider}"}`). */
  formArgs?: Record<string, string>;
  /** Values laid over `formValues`: field -> a path, or paths of which the first with a value wins. */
  formFill?: Record<string, string | string[]>;
  /** The submit button's label while its `when` holds (the first that does), else the form's. */
  formSubmitLabel?: Array<{ label: string; when?: RecordWhen }>;
  /** After a save: the address filled from the form's reply (and the page), when it differs (a copy's). */
  formThen?: string;
  /** A screen's bespoke piece shown beside the section's body (RecordSlots), given the reply and the form's values. */
  slot?: string;
  actions?: RecordActionDef[];
}

/** A page parameter the reply may overrule: the address's value when it is the `value` of an item
 * of the reply's `choices`, else the reply's `default`; with `label`, a select that changes it. */
export interface RecordParamDef {
  name: string;
  choices: string;
  default: string;
  label?: string;
}

/** The page's own address, by the first entry whose `when` holds (replaced when it differs). */
export interface RecordAddressDef {
  route: string;
  when?: RecordWhen;
}

/** A page parameter the address must name among a call's rows; else the user picks one. */
export interface RecordPickDef {
  param: string;
  endpoint: string;
  rows: string;
  value: string;
  text: string;
  /** The rows offered: those where this holds. */
  where?: RecordWhen;
  label: string;
  placeholder: string;
  /** Shown instead of the select when no row is offered. */
  empty: string;
  /** Where a pick goes: `{<param>}` is the picked value. */
  route: string;
}

/** A file the user picks, read at once by a call: its reply is put at `into` of the page's reply
 * (for every section, the forms' `formFill` among them); `choose` picks one item of a list of it. */
export interface RecordUploadDef {
  endpoint: string;
  /** The multipart part the file is sent as. */
  file: string;
  label: string;
  help?: string;
  accept?: string;
  into: string;
  when?: RecordWhen;
  choose?: { rows: string; label: string; text: string; into: string };
}

export interface RecordLineDef {
  id: string;
  label?: string;
  text: string;
  when?: RecordWhen;
  /** Shown as an alert of this colour. */
  color?: 'success' | 'warning' | 'danger' | 'info';
  /** A progress bar under the text: the percent at this path. */
  progress?: string;
}

export interface RecordDef {
  id: string;
  /** i18n namespace looked up before `common`. */
  texts?: string;
  record: ReadDef;
  /** The address's parameters of a page a bespoke screen shows (no engine/record route names it). */
  pageParams?: string[];
  /** Read the record again every `everyMs` while `while` holds on it (a status that is not final yet). */
  refresh?: { everyMs: number; while: RecordWhen };
  /** Dotted path of the record's merchant id in the reply: the page's merchant while it shows. */
  merchant?: string;
  /** `instead` and `notes` of the amount as a record field's. */
  header?: { title?: string; badge?: string; amount?: string; currencyField?: string; instead?: CellInstead[]; notes?: CellNote[] };
  lines?: RecordLineDef[];
  actions?: RecordActionDef[];
  /** Before the record is read: the parameter the address must name (a merchant to connect). */
  pick?: RecordPickDef;
  params?: RecordParamDef[];
  address?: RecordAddressDef[];
  upload?: RecordUploadDef;
  sections?: RecordSectionDef[];
  /** A tab group of schemas/tabs/; tab id -> section id of this file. */
  tabs?: { group: string; content: Record<string, string> };
}
