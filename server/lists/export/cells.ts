// Export cells of a row: typed values (numbers for amounts, dates for timestamps) for XLSX; CSV
// writes their text. Text from users (order ids, e-mails, ...) is neutralised in both.
import { outputValue } from '../field-types.ts';
import type { RawRow } from '../fetch-rows.ts';
import type { FieldSql } from '../types.ts';
import { neutralise } from './neutralise.ts';

export type Cell = string | number | boolean | Date | null;

export function exportCell(f: FieldSql, row: RawRow): Cell {
  const value = row[f.name];
  if (value === null || value === undefined) return null;
  switch (f.type) {
    case 'money': return Number(outputValue('money', value));
    case 'int': return Number(value);
    case 'bool': return Boolean(value);
    case 'timestamp': return new Date(String(outputValue('timestamp', value)));
    default: return neutralise(String(value));
  }
}

export function cellText(cell: Cell, f: FieldSql): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'number' && f.type === 'money') return cell.toFixed(2);
  return String(cell);
}
