// RFC 4180 CSV (comma, CRLF, quotes doubled) with a UTF-8 byte order mark so spreadsheet
// programs read non-Latin text correctly.
import type { FieldDef } from '../types.ts';
import { cellText, type Cell } from './cells.ts';

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function toCsv(fields: FieldDef[], rows: Cell[][]): Buffer {
  const lines = [fields.map((f) => quote(f.label)).join(',')];
  for (const row of rows) lines.push(row.map((cell, i) => quote(cellText(cell, fields[i]))).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
