// XLSX through exceljs's streaming WorkbookWriter: one sheet, a bold header row, amounts as numbers
// with two decimals. Rows are committed as they come and the zipped bytes flow to `out` (no shared
// strings table, so nothing grows with the row count). exceljs (about 1.5 s to load) is imported on
// the first XLSX export, not at server start.
import type { Writable } from 'node:stream';
import type { Column } from '../types.ts';
import type { Cell } from './cells.ts';

export type XlsxStream = { add(rows: Cell[][]): void; end(): Promise<void> };

export async function xlsxStream(title: string, columns: Column[], out: Writable): Promise<XlsxStream> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  // Excel refuses a sheet name with any of \ / ? * [ ] : or longer than 31 characters ('MO/TO payments').
  const sheet = book.addWorksheet(title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: c.label, key: c.name, width: Math.max(12, c.label.length + 2),
    style: c.field.type === 'money' ? { numFmt: '0.00' } : c.field.type === 'timestamp' ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add(rows) {
      for (const row of rows) sheet.addRow(row).commit();
    },
    async end() {
      sheet.commit();
      await book.commit();
    },
  };
}
