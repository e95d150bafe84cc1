// The generic list reply (spec 000 s.3, spec 002 s.3): fields, data, filters, enabled_filters,
// fulltext_fields, query_words, paginator, params, accepted_fields, mandatory_fields, current.fields.
// Columns and filters are those of the list and filter-set files; each row carries every field of
// the source (currencies, link parts and row flags included; an action's flag is false for a user
// who may not run it, as in the payment detail).
// The rows arrive as the JSON texts the database wrote (fetch-rows.ts jsonSelect) and are sent as
// they are: the list call's serializer writes the rest of the reply by its schema and splices them in.
import fastJson, { type ObjectSchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import type { JsonRow } from './fetch-rows.ts';
import type { ListQuery } from './list-query.ts';
import type { PageRead, Paginator } from './read-page.ts';
import type { Column, FieldType, ListDefinition } from './types.ts';
import type { ListSettings } from './user-settings.ts';

export const columnInfo = (c: Column) =>
  ({ name: c.name, label: c.label, format: c.format, currencyField: c.currencyField, sortable: c.sortable });

/** A page's rows as one JSON array text, written by the database; JSON.stringify writes them too. */
export class RowsJson {
  constructor(readonly text: string) {}
  static of(rows: JsonRow[]): RowsJson {
    return new RowsJson(`[${rows.map((r) => r.__j).join(',')}]`);
  }
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

// What the rows hold per type (jsonSelect): money and timestamps as text (or null); the others as read.
const VALUE_SCHEMA: Partial<Record<FieldType, object>> = { money: { type: ['string', 'null'] }, timestamp: { type: ['string', 'null'] } };

/** The list endpoint's reply schema with the list's row fields named (route config.replySchema,
 * server/http/reply-schemas.ts): the contract of the rows the database writes (a test holds them to it). */
export function listReplySchema(def: ListDefinition): (schema: object) => object {
  const properties = Object.fromEntries(def.fields.map((f) => [f.name, f.edit ? {} : (VALUE_SCHEMA[f.type] ?? {})]));
  return (schema) => {
    const reply = schema as { properties: Record<string, object> };
    const data = { type: 'array', items: { type: 'object', properties, additionalProperties: false } };
    // The sums per currency of the filter's rows (the list file's `totals`); null above the count cap.
    const totals = def.totals ? {
      totals: { type: ['array', 'null'], items: { type: 'object', required: ['currency', 'amount'], additionalProperties: false,
        properties: { currency: { type: 'string' }, amount: { type: 'string' } } } },
    } : {};
    return { ...reply, properties: { ...reply.properties, data, ...totals } };
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

/** The list call's serializer (its route's serializerCompiler): fast-json-stringify by the reply
 * schema for everything but `data`, whose JSON text (RowsJson) goes in as it is. */
export const listSerializerCompiler: FastifySerializerCompiler<object> = ({ schema }) => {
  const { properties: { data: _data, ...properties } = {}, required = [], ...rest } = schema as ObjectSchema;
  const others = fastJson({ ...rest, properties, required: required.filter((k) => k !== 'data') });
  return (reply) => {
    // Without `data`: the schema lets undeclared fields through, as JSON.stringify writes them.
    const { data, ...rest } = reply as { data: RowsJson };
    const tail = others(rest);
    return `{"data":${data.text}${tail.length > 2 ? `,${tail.slice(1)}` : '}'}`;
  };
};

/** `totals`: the page's totals (PageRead), for a list with totals. */
export function listResponse(def: ListDefinition, query: ListQuery, rows: JsonRow[], paginator: Paginator, current: ListSettings, canEdit: boolean,
  totals?: PageRead['totals']) {
  const sort = `${query.sort.desc ? '-' : ''}${query.sort.field.name}`;
  return {
    fields: def.columns.map(columnInfo),
    data: RowsJson.of(rows),
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
    ...(totals !== undefined ? { totals } : {}),
  };
}
