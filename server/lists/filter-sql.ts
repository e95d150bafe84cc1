// One s/m/v filter entry -> a SQL condition. The filter, its modes and choices come from the list's
// filter-set file; the field's storage type parses the value. Every value is bound as a
// parameter; a wrong filter, mode or value is a 400 that says what was expected.
import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../http/errors.ts';
import { expected, parseInstant, parseScalar, SQL_CAST } from './field-types.ts';
import { FILTER_MODES, type FilterDef, type FilterEntry, type FilterMode, type ListDefinition } from './types.ts';

const NO_VALUE = new Set<FilterMode>(['isnull', 'notnull', 'empty']);
const likeEscape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function scalar(f: FilterDef, v: string): RawBuilder<unknown> {
  const value = parseScalar(f.field.type, v);
  if (value === null) throw badRequest(`Filter '${f.name}': '${v}' is not ${expected(f.field.type)}`);
  if (f.choices && !f.choices.some((c) => c.value === v)) {
    throw badRequest(`Filter '${f.name}': '${v}' is not one of ${f.choices.map((c) => c.value).join(', ')}`);
  }
  return sql`${value}::${sql.raw(SQL_CAST[f.field.type])}`;
}

/** Timestamps compare by whole UTC day when the value is a date, else by the instant. */
function timestampCompare(f: FilterDef, mode: string, v: string): RawBuilder<unknown> {
  const t = parseInstant(v);
  if (!t) throw badRequest(`Filter '${f.name}': '${v}' is not ${expected(f.field.type)}`);
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const x = f.field.sql;
  switch (mode) {
    case 'eq': return t.day ? sql`(${x} >= ${at(t.from)} and ${x} < ${at(t.to)})` : sql`${x} = ${at(t.from)}`;
    case 'ne': return t.day ? sql`not (${x} >= ${at(t.from)} and ${x} < ${at(t.to)})` : sql`${x} <> ${at(t.from)}`;
    case 'gt': return t.day ? sql`${x} >= ${at(t.to)}` : sql`${x} > ${at(t.from)}`;
    case 'gte': return sql`${x} >= ${at(t.from)}`;
    case 'lt': return sql`${x} < ${at(t.from)}`;
    default: return t.day ? sql`${x} < ${at(t.to)}` : sql`${x} <= ${at(t.from)}`; // lte
  }
}

const OPERATOR: Record<string, string> = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

function compare(f: FilterDef, mode: string, v: string): RawBuilder<unknown> {
  if (f.field.type === 'timestamp') return timestampCompare(f, mode, v);
  return sql`${f.field.sql} ${sql.raw(OPERATOR[mode])} ${scalar(f, v)}`;
}

function range(f: FilterDef, v: string): RawBuilder<unknown> {
  const parts = v.split(',').map((p) => p.trim());
  if (parts.length !== 2 || (!parts[0] && !parts[1])) throw badRequest(`Filter '${f.name}': range '${v}' must be 'from,to'`);
  const bounds = [parts[0] && compare(f, 'gte', parts[0]), parts[1] && compare(f, 'lte', parts[1])].filter(Boolean) as RawBuilder<unknown>[];
  return sql`(${sql.join(bounds, sql` and `)})`;
}

/** The SQL of every mode of the filters meta-schema (typed: a mode without SQL does not compile). */
const MODE_SQL: Record<FilterMode, (f: FilterDef, v: string) => RawBuilder<unknown>> = {
  eq: (f, v) => compare(f, 'eq', v),
  ne: (f, v) => compare(f, 'ne', v),
  gt: (f, v) => compare(f, 'gt', v),
  gte: (f, v) => compare(f, 'gte', v),
  lt: (f, v) => compare(f, 'lt', v),
  lte: (f, v) => compare(f, 'lte', v),
  isnull: (f) => sql`${f.field.sql} is null`,
  notnull: (f) => sql`${f.field.sql} is not null`,
  empty: (f) => (f.field.type === 'text' ? sql`coalesce(${f.field.sql}, '') = ''` : sql`${f.field.sql} is null`),
  istrue: (f, v) => {
    const yes = parseScalar('bool', v);
    if (yes === null) throw badRequest(`Filter '${f.name}': '${v}' is not ${expected('bool')}`);
    return yes ? sql`${f.field.sql} is true` : sql`${f.field.sql} is not true`;
  },
  contains: (f, v) => sql`${f.field.sql} ilike ${`%${likeEscape(v)}%`}`,
  icontains: (f, v) => sql`${f.field.sql} ilike ${`%${likeEscape(v)}%`}`,
  startswith: (f, v) => sql`${f.field.sql} like ${`${likeEscape(v)}%`}`,
  in: (f, v) => {
    const values = v.split(',').map((p) => p.trim()).filter(Boolean);
    if (values.length === 0) throw badRequest(`Filter '${f.name}': 'in' needs a comma-separated list`);
    return sql`${f.field.sql} in (${sql.join(values.map((p) => scalar(f, p)))})`;
  },
  range,
};

export function filterCondition(def: ListDefinition, entry: FilterEntry): RawBuilder<unknown> {
  const filter = def.filters.find((f) => f.name === entry.s);
  if (!filter) throw badRequest(`Unknown filter field '${entry.s}'`);
  if (!(FILTER_MODES as readonly string[]).includes(entry.m)) throw badRequest(`Unknown filter mode '${entry.m}'`);
  const mode = entry.m as FilterMode;
  if (!filter.modes.includes(mode)) {
    throw badRequest(`Filter '${filter.name}' does not support mode '${mode}' (allowed: ${filter.modes.join(', ')})`);
  }
  const v = String(entry.v ?? '').trim();
  if (!NO_VALUE.has(mode) && v === '') throw badRequest(`Filter '${filter.name}' needs a value for mode '${mode}'`);
  return MODE_SQL[mode](filter, v);
}
