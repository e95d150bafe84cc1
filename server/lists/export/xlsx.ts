// XLSX through exceljs: one sheet, a bold header row, amounts as numbers with two decimals.
import ExcelJS from 'exceljs';
import type { Column } from '../types.ts';
import type { Cell } from './cells.ts';

export async function toXlsx(title: string, columns: Column[], rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  // Excel refuses a sheet name with any of \ / ? * [ ] : or longer than 31 characters ('MO/TO payments').
  const sheet = book.addWorksheet(title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: c.label, key: c.name, width: Math.max(12, c.label.length + 2),
    style: c.field.type === 'money' ? { numFmt: '0.00' } : c.field.type === 'timestamp' ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}
