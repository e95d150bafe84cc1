// RFC 4180 CSV (comma, CRLF, quotes doubled) with a UTF-8 byte order mark so spreadsheet
// programs read non-Latin text (Ukrainian, Georgian) correctly. A cell holding ; or a tab is quoted as
// well: spreadsheets whose list separator is ';' then keep it one cell (its parts are also
// neutralised, cells.ts). Written a batch of rows at a time (file-writer.ts).
import type { Column } from '../types.ts';
import { cellText, type Cell } from './cells.ts';

const quote = (text: string) => (/[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The first bytes of the file: the BOM and the header line. */
export function csvHeader(columns: Column[]): Buffer {
  return Buffer.from(`\uFEFF${columns.map((c) => quote(c.label)).join(',')}\r\n`, 'utf8');
}

export function csvRows(columns: Column[], rows: Cell[][]): Buffer {
  let text = '';
  for (const row of rows) text += `${row.map((cell, i) => quote(cellText(cell, columns[i].field))).join(',')}\r\n`;
  return Buffer.from(text, 'utf8');
}
