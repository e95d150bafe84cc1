// Shorthands of the per-field SQL registry of a source: a field's name, storage type and SQL
// expression (default the column of the same name on t).
import { sql, type RawBuilder } from 'kysely';
import type { FieldSql, FieldType } from './types.ts';

export const col = (name: string) => sql.ref(`t.${name}`) as RawBuilder<unknown>;

type Extra = Pick<FieldSql, 'nullable' | 'values'>;

const field = (type: FieldType) => (name: string, x: RawBuilder<unknown> = col(name), extra: Extra = {}): FieldSql =>
  ({ name, type, sql: x, ...extra });

export const int = field('int');
export const text = field('text');
export const money = field('money');
export const timestamp = field('timestamp');
export const date = field('date');
export const bool = field('bool');
export const flag = (name: string, x: RawBuilder<unknown>, extra: Pick<FieldSql, 'edit'> = {}): FieldSql => ({ name, type: 'bool', sql: x, flag: true, ...extra });
