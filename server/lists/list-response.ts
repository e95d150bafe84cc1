// The generic list reply (spec 000 s.3, spec 002 s.3): fields, data, filters, enabled_filters,
// fulltext_fields, query_words, paginator, params, accepted_fields, mandatory_fields, current.fields.
// Columns and filters are those of the list and filter-set files; each row carries every field of
// the source (currencies, link parts and row flags included; an action's flag is false for a user
// who may not run it, as in the payment detail).
import { outputValue } from './field-types.ts';
import type { RawRow } from './fetch-rows.ts';
import type { ListQuery } from './list-query.ts';
import type { Paginator } from './read-page.ts';
import type { Column, FieldSql, FieldType, ListDefinition } from './types.ts';
import type { ListSettings } from './user-settings.ts';

export const columnInfo = (c: Column) =>
  ({ name: c.name, label: c.label, format: c.format, currencyField: c.currencyField, sortable: c.sortable });

/** A row as sent; `canEdit`: whether the caller may run the actions of the flags marked `edit`. */
export function outputRow(fields: FieldSql[], row: RawRow, canEdit: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f.name] = f.edit && !canEdit ? false : outputValue(f.type, row[f.name]);
  return out;
}

// What outputValue sends per type: money and timestamps as text (or null); the others as read.
const VALUE_SCHEMA: Partial<Record<FieldType, object>> = { money: { type: ['string', 'null'] }, timestamp: { type: ['string', 'null'] } };

/** The list endpoint's reply schema with the list's row fields named (route config.replySchema,
 * server/http/reply-schemas.ts): fast-json-stringify writes each row by its known keys instead of
 * walking an open object (some 2x faster for a page of 20 rows). */
export function listReplySchema(def: ListDefinition): (schema: object) => object {
  const properties = Object.fromEntries(def.fields.map((f) => [f.name, f.edit ? {} : (VALUE_SCHEMA[f.type] ?? {})]));
  return (schema) => {
    const reply = schema as { properties: Record<string, object> };
    const data = { type: 'array', items: { type: 'object', properties, additionalProperties: false } };
    return { ...reply, properties: { ...reply.properties, data } };
  };
}

function filterItems(def: ListDefinition, applied: ListQuery['filters']) {
  return def.filters.map((f) => {
    const on = applied.find((e) => e.s === f.name);
    return {
      name: f.name, label: f.label, type: f.type, search_modes: f.modes,
      ...(f.choices ? { choices: f.choices } : {}), ...(on ? { mode: on.m, value: on.v } : {}),
    };
  });
}

export function listResponse(def: ListDefinition, query: ListQuery, rows: RawRow[], paginator: Paginator, current: ListSettings, canEdit: boolean) {
  const sort = `${query.sort.desc ? '-' : ''}${query.sort.field.name}`;
  return {
    fields: def.columns.map(columnInfo),
    data: rows.map((r) => outputRow(def.fields, r, canEdit)),
    filters: filterItems(def, query.filters),
    enabled_filters: def.enabledFilters,
    fulltext_fields: def.fulltextFields,
    query_words: query.q,
    paginator,
    params: { page: paginator.page, limit: query.limit, filters: query.filters, query_words: query.q, sort },
    accepted_fields: def.columns.map((c) => c.name),
    mandatory_fields: def.mandatoryFields,
    current: { fields: current.fields, chosen: current.chosen },
    can_edit: canEdit,
  };
}
