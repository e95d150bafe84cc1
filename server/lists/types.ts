// A list definition: what one generic list call reads, how it filters, orders and pages it.
// SQL pieces are Kysely raw fragments over the definition's FROM (the main table is aliased t).
import type { RawBuilder } from 'kysely';
import type { View } from '../merchant/views.ts';

export type FieldType = 'int' | 'text' | 'select' | 'money' | 'timestamp' | 'date' | 'bool';

export const FILTER_MODES = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'contains', 'icontains', 'startswith',
  'isnull', 'notnull', 'empty', 'istrue', 'range', 'daterange'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

export type Choice = { value: string; label: string };

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  sql: RawBuilder<unknown>;
  /** Column format the client renders with (engine/format). */
  format?: string;
  /** For amounts: the field holding the currency. */
  currencyField?: string;
  /** Filterable with these modes; absent = not filterable. */
  modes?: FilterMode[];
  choices?: Choice[];
  /** Only NOT NULL expressions may be sortable: the keyset cursor compares tuples. */
  sortable?: boolean;
  /** A row flag (can_capture, ...): sent with each row, never a column, filter or export field. */
  flag?: boolean;
}

export interface ListDefinition {
  /** Key of per-user settings and saved views; tabs of one list share it. */
  id: string;
  title: string;
  view: View;
  /** FROM clause; the scoped table is aliased t and has t.merchant_id and a unique t.id. */
  from: RawBuilder<unknown>;
  fields: FieldDef[];
  defaultColumns: string[];
  mandatoryFields: string[];
  enabledFilters: string[];
  /** Field names the search box (query_words) looks in, and how a word matches them. */
  fulltextFields: string[];
  fulltext?: (words: string) => RawBuilder<unknown> | null;
  /** Default order: a sortable field, newest first. */
  defaultSort: string;
}

/** One route of a list: the definition plus the tab's preset condition. */
export interface ListRoute {
  path: string;
  def: ListDefinition;
  tab: string;
  preset?: RawBuilder<unknown>;
}

export type FilterEntry = { s: string; m: string; v: string };
