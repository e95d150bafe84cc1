// XLSX through exceljs: one sheet, a bold header row, amounts as numbers with two decimals.
import ExcelJS from 'exceljs';
import type { FieldDef } from '../types.ts';
import type { Cell } from './cells.ts';

export async function toXlsx(title: string, fields: FieldDef[], rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title.slice(0, 31));
  sheet.columns = fields.map((f) => ({
    header: f.label, key: f.name, width: Math.max(12, f.label.length + 2),
    style: f.type === 'money' ? { numFmt: '0.00' } : f.type === 'timestamp' ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}
