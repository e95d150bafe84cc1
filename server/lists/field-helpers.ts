// Shorthands for list definitions: common field shapes and the modes each type usually offers.
import { sql, type RawBuilder } from 'kysely';
import type { Choice, FieldDef, FilterMode } from './types.ts';

export const TEXT_MODES: FilterMode[] = ['eq', 'ne', 'in', 'contains', 'startswith', 'isnull', 'notnull', 'empty'];
export const NUMBER_MODES: FilterMode[] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'range'];
export const DATE_MODES: FilterMode[] = ['eq', 'gt', 'gte', 'lt', 'lte', 'range', 'daterange'];
export const SELECT_MODES: FilterMode[] = ['eq', 'ne', 'in'];
export const BOOL_MODES: FilterMode[] = ['istrue'];

type Extra = Partial<Omit<FieldDef, 'name' | 'label' | 'type' | 'sql'>>;

export const col = (name: string) => sql.ref(`t.${name}`) as RawBuilder<unknown>;

export const text = (name: string, label: string, x: RawBuilder<unknown> = col(name), extra: Extra = {}): FieldDef =>
  ({ name, label, type: 'text', sql: x, modes: TEXT_MODES, ...extra });
export const money = (name: string, label: string, currencyField: string, x: RawBuilder<unknown> = col(name), extra: Extra = {}): FieldDef =>
  ({ name, label, type: 'money', sql: x, format: 'amount', modes: NUMBER_MODES, currencyField, ...extra });
export const integer = (name: string, label: string, x: RawBuilder<unknown> = col(name), extra: Extra = {}): FieldDef =>
  ({ name, label, type: 'int', sql: x, modes: NUMBER_MODES, ...extra });
export const day = (name: string, label: string, x: RawBuilder<unknown> = col(name), extra: Extra = {}): FieldDef =>
  ({ name, label, type: 'date', sql: x, format: 'date', modes: DATE_MODES, ...extra });
export const flag = (name: string, x: RawBuilder<unknown>): FieldDef => ({ name, label: name, type: 'bool', sql: x, flag: true });
export const yesNo = (name: string, label: string, x: RawBuilder<unknown> = col(name)): FieldDef =>
  ({ name, label, type: 'bool', sql: x, modes: [...BOOL_MODES, 'eq'] });
export const select = (name: string, label: string, values: string[], x: RawBuilder<unknown> = col(name), extra: Extra = {}): FieldDef => ({
  name, label, type: 'select', sql: x, format: 'badge', modes: SELECT_MODES,
  choices: values.map((v): Choice => ({ value: v, label: v.charAt(0).toUpperCase() + v.slice(1).replace(/_/g, ' ') })), ...extra,
});
export const created = (x: RawBuilder<unknown> = col('created_at')): FieldDef =>
  ({ name: 'created', label: 'Date', type: 'timestamp', sql: x, format: 'datetime', modes: DATE_MODES, sortable: true });
