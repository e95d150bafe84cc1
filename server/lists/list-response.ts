// The generic list reply (spec 000 s.3, spec 002 s.3): fields, data, filters, enabled_filters,
// fulltext_fields, query_words, paginator, params, accepted_fields, mandatory_fields, current.fields.
import { outputValue } from './field-types.ts';
import type { RawRow } from './fetch-rows.ts';
import type { ListQuery } from './list-query.ts';
import type { Paginator } from './read-page.ts';
import type { FieldDef, ListDefinition } from './types.ts';

export const columnFields = (def: ListDefinition) => def.fields.filter((f) => !f.flag);

export const fieldInfo = (f: FieldDef) =>
  ({ name: f.name, label: f.label, format: f.format, currencyField: f.currencyField, sortable: Boolean(f.sortable) });

export function outputRow(fields: FieldDef[], row: RawRow): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.name, outputValue(f.type, row[f.name])]));
}

function filterType(f: FieldDef): string {
  if (f.choices) return 'select';
  if (f.type === 'timestamp') return f.modes!.includes('range') || f.modes!.includes('daterange') ? 'daterange' : 'date';
  return f.type === 'date' ? 'date' : 'text';
}

function filterItems(def: ListDefinition, applied: ListQuery['filters']) {
  return def.fields.filter((f) => f.modes).map((f) => {
    const on = applied.find((e) => e.s === f.name);
    return {
      name: f.name, label: f.label, type: filterType(f), search_modes: f.modes!,
      ...(f.choices ? { choices: f.choices } : {}), ...(on ? { mode: on.m, value: on.v } : {}),
    };
  });
}

export function listResponse(def: ListDefinition, query: ListQuery, rows: RawRow[], paginator: Paginator, current: string[]) {
  const sort = `${query.sort.desc ? '-' : ''}${query.sort.field.name}`;
  return {
    fields: columnFields(def).map(fieldInfo),
    data: rows.map((r) => outputRow(def.fields, r)),
    filters: filterItems(def, query.filters),
    enabled_filters: def.enabledFilters,
    fulltext_fields: def.fulltextFields,
    query_words: query.q,
    paginator,
    params: { page: paginator.page, limit: query.limit, filters: query.filters, query_words: query.q, sort },
    accepted_fields: columnFields(def).map((f) => f.name),
    mandatory_fields: def.mandatoryFields,
    current: { fields: current },
  };
}
