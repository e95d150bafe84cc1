// RFC 4180 CSV (comma, CRLF, quotes doubled) with a UTF-8 byte order mark so spreadsheet
// programs read non-Latin text correctly. A cell holding ; or a tab is quoted as well: spreadsheets
// whose list separator is ';' then keep it one cell (its parts are also neutralised, cells.ts).
import type { Column } from '../types.ts';
import { cellText, type Cell } from './cells.ts';

const quote = (text: string) => (/[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function toCsv(columns: Column[], rows: Cell[][]): Buffer {
  const lines = [columns.map((c) => quote(c.label)).join(',')];
  for (const row of rows) lines.push(row.map((cell, i) => quote(cellText(cell, columns[i].field))).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
