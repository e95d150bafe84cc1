// The filter bar's editable rows, as pure functions: rows from the applied filters plus the
// enabled ones, mode changes, and apply (the mode is required; blank value rows are dropped).
import { modeTakesValue, valueInputKind } from './modes';
import type { FilterEntry, FilterItem } from '../core/filters/types';

export interface DraftRow {
  key: string;
  name: string;
  mode: string;
  value: string;
}

export const REQUIRED_MESSAGE = 'field is required';
export const RANGE_SEPARATOR = ',';

let seq = 0;
const nextKey = () => `f${++seq}`;

export function newRow(item: FilterItem): DraftRow {
  return { key: nextKey(), name: item.name, mode: item.search_modes[0] ?? '', value: '' };
}

export function initialRows(items: FilterItem[], enabled: string[], applied: FilterEntry[]): DraftRow[] {
  const rows = applied.map((e) => ({ key: nextKey(), name: e.s, mode: e.m, value: e.v }));
  const byName = new Map(items.map((i) => [i.name, i]));
  for (const name of enabled) {
    const item = byName.get(name);
    if (item && !rows.some((r) => r.name === name)) rows.push(newRow(item));
  }
  return rows;
}

/** A new mode keeps the value only when the kind of value input stays the same. */
export function withMode(row: DraftRow, item: FilterItem | undefined, mode: string): DraftRow {
  const type = item ?? { type: 'text' as const };
  const same = valueInputKind(type, row.mode) === valueInputKind(type, mode);
  return { ...row, mode, value: same && modeTakesValue(mode) ? row.value : '' };
}

export type ApplyResult =
  { ok: true; entries: FilterEntry[] } | { ok: false; errors: Record<string, string> };

export function applyRows(rows: DraftRow[]): ApplyResult {
  const errors: Record<string, string> = {};
  const entries: FilterEntry[] = [];
  for (const row of rows) {
    const blank = row.value === '' || row.value === RANGE_SEPARATOR;
    if (!row.mode) {
      if (!blank) errors[row.key] = REQUIRED_MESSAGE;
      continue;
    }
    if (!modeTakesValue(row.mode)) entries.push({ s: row.name, m: row.mode, v: '' });
    else if (!blank) entries.push({ s: row.name, m: row.mode, v: row.value });
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, entries };
}
