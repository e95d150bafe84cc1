// A report file's writer (server/lists/export/file-writer.ts): rows become bytes a slice at a time with
// the event loop turning between slices, XLSX is written by its own thread and read back whole, and
// a closed XLSX writer ends its thread and refuses more rows.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RawRow } from '../../../server/lists/fetch-rows.ts';
import { fileWriter, SLICE_ROWS } from '../../../server/lists/export/file-writer.ts';
import type { Column, FieldType } from '../../../server/lists/types.ts';

const column = (name: string, label: string, type: FieldType): Column =>
  ({ name, label, sortable: false, hidden: false, mandatory: false, field: { name, type, sql: sql`null` } });
const COLUMNS = [column('id', 'ID', 'int'), column('order_id', 'Order', 'text'), column('created', 'Created', 'timestamp'), column('amount', 'Amount', 'money')];
const ROWS = 3 * SLICE_ROWS + 7;
const rows: RawRow[] = Array.from({ length: ROWS }, (_, i) => ({
  __k: String(i), __id: i + 1, id: i + 1, order_id: i === 0 ? '=1+1' : `order-${i + 1}`,
  created: new Date(Date.UTC(2026, 10, 1, 12, 0, i % 60)), amount: 150 + i,
}));

/** How many turns the event loop makes while `work` runs (an immediate that sets itself again runs once a turn). */
async function turnsDuring(work: () => Promise<void>): Promise<number> {
  let turns = 0;
  let on = true;
  const tick = () => {
    turns++;
    if (on) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    await work();
  } finally {
    on = false;
  }
  return turns;
}

describe('report file writer', () => {
  it('writes CSV a slice at a time, the event loop turning between slices', async () => {
    const writer = fileWriter('csv', 'Payments', COLUMNS);
    expect(await turnsDuring(() => writer.add(rows))).toBeGreaterThanOrEqual(Math.ceil(ROWS / SLICE_ROWS) - 1);
    await writer.end();
    const lines = writer.take().toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('ID,Order,Created,Amount');
    expect(lines[1]).toBe("1,'=1+1,2026-11-01T12:00:00.000Z,1.50");
    expect(lines[ROWS]).toBe(`${ROWS},order-${ROWS},2026-11-01T12:00:${String((ROWS - 1) % 60).padStart(2, '0')}.000Z,${((150 + ROWS - 1) / 100).toFixed(2)}`);
    expect(lines).toHaveLength(ROWS + 2);
  });

  it('writes XLSX in its own thread, the same rows read back, the event loop turning meanwhile', async () => {
    const writer = fileWriter('xlsx', 'MO/TO payments', COLUMNS);
    const parts: Buffer[] = [];
    try {
      // Two batches, taking the bytes after each, as the job does. The first waits for the thread to
      // load exceljs (~0.5 s): on this thread that would be a few long turns, not hundreds.
      expect(await turnsDuring(() => writer.add(rows.slice(0, 300)))).toBeGreaterThanOrEqual(100);
      parts.push(writer.take());
      await writer.add(rows.slice(300));
      await writer.end();
      parts.push(writer.take());
    } finally {
      await writer.close();
    }
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('MO TO payments');
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Order', 'Created', 'Amount']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, "'=1+1", new Date('2026-11-01T12:00:00.000Z'), 1.5]);
    expect(sheet.getRow(ROWS + 1).getCell(4).value).toBe((150 + ROWS - 1) / 100);
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('0.00');
  });

  it('ends the XLSX thread on close and refuses rows after it', async () => {
    const writer = fileWriter('xlsx', 'Payments', COLUMNS);
    await writer.add(rows.slice(0, 10));
    await writer.close();
    await expect(writer.add(rows.slice(10, 20))).rejects.toThrow('XLSX writer closed');
  });
});
