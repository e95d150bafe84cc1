// One s/m/v filter entry -> a SQL condition, checked against the field definition. Every value is
// bound as a parameter; a wrong field, mode or value is a 400 that says what was expected.
import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../http/errors.ts';
import { expected, parseInstant, parseScalar, SQL_CAST } from './field-types.ts';
import { FILTER_MODES, type FieldDef, type FilterEntry, type FilterMode, type ListDefinition } from './types.ts';

const NO_VALUE = new Set<FilterMode>(['isnull', 'notnull', 'empty']);
const likeEscape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function scalar(f: FieldDef, v: string): RawBuilder<unknown> {
  const value = parseScalar(f.type, v);
  if (value === null) throw badRequest(`Filter '${f.name}': '${v}' is not ${expected(f.type)}`);
  if (f.choices && !f.choices.some((c) => c.value === v)) {
    throw badRequest(`Filter '${f.name}': '${v}' is not one of ${f.choices.map((c) => c.value).join(', ')}`);
  }
  return sql`${value}::${sql.raw(SQL_CAST[f.type])}`;
}

/** Timestamps compare by whole UTC day when the value is a date, else by the instant. */
function timestampCompare(f: FieldDef, mode: string, v: string): RawBuilder<unknown> {
  const t = parseInstant(v);
  if (!t) throw badRequest(`Filter '${f.name}': '${v}' is not ${expected(f.type)}`);
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const x = f.sql;
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

function compare(f: FieldDef, mode: string, v: string): RawBuilder<unknown> {
  if (f.type === 'timestamp') return timestampCompare(f, mode, v);
  return sql`${f.sql} ${sql.raw(OPERATOR[mode])} ${scalar(f, v)}`;
}

function range(f: FieldDef, v: string): RawBuilder<unknown> {
  const parts = v.split(',').map((p) => p.trim());
  if (parts.length !== 2 || (!parts[0] && !parts[1])) throw badRequest(`Filter '${f.name}': range '${v}' must be 'from,to'`);
  const bounds = [parts[0] && compare(f, 'gte', parts[0]), parts[1] && compare(f, 'lte', parts[1])].filter(Boolean) as RawBuilder<unknown>[];
  return sql`(${sql.join(bounds, sql` and `)})`;
}

function condition(f: FieldDef, mode: FilterMode, v: string): RawBuilder<unknown> {
  switch (mode) {
    case 'isnull': return sql`${f.sql} is null`;
    case 'notnull': return sql`${f.sql} is not null`;
    case 'empty': return f.type === 'text' ? sql`coalesce(${f.sql}, '') = ''` : sql`${f.sql} is null`;
    case 'istrue': {
      const yes = parseScalar('bool', v);
      if (yes === null) throw badRequest(`Filter '${f.name}': '${v}' is not ${expected('bool')}`);
      return yes ? sql`${f.sql} is true` : sql`${f.sql} is not true`;
    }
    case 'contains':
    case 'icontains': return sql`${f.sql} ilike ${`%${likeEscape(v)}%`}`;
    case 'startswith': return sql`${f.sql} like ${`${likeEscape(v)}%`}`;
    case 'in': {
      const values = v.split(',').map((p) => p.trim()).filter(Boolean);
      if (values.length === 0) throw badRequest(`Filter '${f.name}': 'in' needs a comma-separated list`);
      return sql`${f.sql} in (${sql.join(values.map((p) => scalar(f, p)))})`;
    }
    case 'range':
    case 'daterange': return range(f, v);
    default: return compare(f, mode, v);
  }
}

export function filterCondition(def: ListDefinition, entry: FilterEntry): RawBuilder<unknown> {
  const field = def.fields.find((f) => f.name === entry.s && f.modes);
  if (!field) throw badRequest(`Unknown filter field '${entry.s}'`);
  if (!(FILTER_MODES as readonly string[]).includes(entry.m)) throw badRequest(`Unknown filter mode '${entry.m}'`);
  const mode = entry.m as FilterMode;
  if (!field.modes!.includes(mode)) {
    throw badRequest(`Filter '${field.name}' does not support mode '${mode}' (allowed: ${field.modes!.join(', ')})`);
  }
  const v = String(entry.v ?? '').trim();
  if (!NO_VALUE.has(mode) && v === '') throw badRequest(`Filter '${field.name}' needs a value for mode '${mode}'`);
  return condition(field, mode, v);
}
