// What the list service knows in code: a source of rows (FROM, how each field is read from storage,
// the search box, the tabs' preset conditions). Everything a user sees (columns, labels, formats,
// default and mandatory columns, sorting, filters, modes, choices, page sizes) comes from the list
// and filter-set JSON files (schemas/lists/, schemas/filters/), joined to a source at start
// (load-definitions.ts). SQL pieces are Kysely raw fragments over the source's FROM (main table t).
import type { RawBuilder } from 'kysely';
import { FILTER_MODES as MODES } from '../../engine/core/filters/types.ts';
import type { Db } from '../db/connect.ts';
import type { View } from '../merchant/views.ts';

/** Storage type of a field: how a filter value is parsed and bound, and how a value is sent. */
export type FieldType = 'int' | 'text' | 'money' | 'timestamp' | 'date' | 'bool';

/** The filter modes of schemas/_meta/filters.json (a unit test keeps the two alike). */
export const FILTER_MODES = MODES;
export type FilterMode = (typeof MODES)[number];

/** How one field is read: registered once per field per source. */
export interface FieldSql {
  name: string;
  type: FieldType;
  sql: RawBuilder<unknown>;
  /** The expression may be NULL: such a field cannot be a sortable column (keyset cursors compare tuples). */
  nullable?: boolean;
  /** A row flag (can_capture, ...): sent with each row for enabledIf / visibleIf, never a column or filter. */
  flag?: boolean;
  /** A flag of an action that needs the caller's edit privilege on the list's view: false for a reader. */
  edit?: boolean;
  /** Every value the field can take (a status): a select filter's choices must be among them. */
  values?: readonly string[];
}

/** One list call served from a source: a call of schemas/endpoints/ and the tab's preset condition. */
export interface SourceTab {
  /** `<group>.<name>` of the GET call; its path comes from the endpoint file. */
  endpoint: string;
  /** Tab name, in export file names and titles ('all' for the whole list). */
  tab: string;
  preset?: RawBuilder<unknown>;
  /** A preset read from the call's path (its other parameters than {merchant}); no export/ then. */
  pathPreset?: PathPreset;
}

/** A tab's condition on the call's path parameters (promocodes of one type, of one entity). */
export interface PathPreset {
  /** The path parameters it reads: each must be a `{param}` of the call's path (list-files.ts checks). */
  params: readonly string[];
  /** The condition for the values (text, as in the address); null: no such rows can exist (404). */
  sql: (values: Readonly<Record<string, string>>) => RawBuilder<unknown> | null;
  /** Asked when a page has no rows: whether the path names something of the merchant (else 404). */
  exists?: (db: Db, merchantId: number, values: Readonly<Record<string, string>>) => Promise<boolean>;
}

/** A list over every merchant the user reads (no ?merchant=): the rows of the user's merchants. */
export interface UserScope {
  /** FROM for one user; its joins keep only the user's merchants (may name the user's privilege row for flags). */
  from: (userId: number) => RawBuilder<unknown>;
  /** The reply's list-level facts for the user and whether the user may edit (`can_edit`); may refuse (demo mode). */
  reply: (db: Db, userId: number, merchantId?: number) => Promise<{ canEdit: boolean; extra: Record<string, unknown> }>;
  /** Query parameters that narrow the list to one of the user's merchants (the first one given):
   * the user must read it at the source's view (else 404), and `reply` gets its id. */
  narrowBy?: readonly string[];
}

export interface ListSource {
  /** Name in messages (payments, disputes, ...). */
  name: string;
  /** Privilege view a user needs at 'read' on the merchant. */
  view: View;
  /** FROM clause; the scoped table is aliased t and has t.merchant_id and a unique t.id. */
  from: RawBuilder<unknown>;
  fields: FieldSql[];
  /** The search box (query_words): the fields it looks in and its condition. */
  search: { fields: string[]; sql: (words: string) => RawBuilder<unknown> | null };
  /** The calls serving this source; the list file naming one of them as its `endpoint` defines them all. */
  tabs: SourceTab[];
  /** Rows of every merchant the user reads instead of the merchant of ?merchant= (no export). */
  userScope?: UserScope;
}

export type Choice = { value: string; label: string };

/** A column of the list file joined to the field it reads. */
export interface Column {
  name: string;
  label: string;
  format?: string;
  currencyField?: string;
  sortable: boolean;
  hidden: boolean;
  mandatory: boolean;
  field: FieldSql;
}

/** A filter of the filter-set file joined to the field it reads. */
export interface FilterDef {
  name: string;
  label: string;
  type: string;
  modes: FilterMode[];
  choices?: Choice[];
  field: FieldSql;
}

/** One list as the server serves it: a source plus its list and filter-set files. */
export interface ListDefinition {
  /** Key of per-user settings, saved views and reports (the list file's viewsId, else its id). */
  id: string;
  title: string;
  view: View;
  from: RawBuilder<unknown>;
  /** Every field of the source: each row sends them all (columns, currencies, link parts, flags). */
  fields: FieldSql[];
  /** Every column a user can choose, in the file's order. */
  columns: Column[];
  /** Shown before the user configures: the columns not hidden, in order. */
  defaultColumns: string[];
  mandatoryFields: string[];
  defaultSort: string;
  filters: FilterDef[];
  enabledFilters: string[];
  pageSizes: number[];
  defaultPageSize: number;
  fulltextFields: string[];
  fulltext: (words: string) => RawBuilder<unknown> | null;
  userScope?: UserScope;
  /** The list file's `totals`: the money field summed per currency field over the filter's rows. */
  totals?: { amount: FieldSql; currency: FieldSql };
}

/** One route of a list: the definition plus the tab's preset condition. */
export interface ListRoute {
  path: string;
  endpoint: string;
  def: ListDefinition;
  tab: string;
  preset?: RawBuilder<unknown>;
  pathPreset?: PathPreset;
}

export type FilterEntry = { s: string; m: string; v: string };
