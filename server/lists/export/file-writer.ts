// The bytes of a report file as batches of rows arrive: take() hands over what is ready since the
// last call (appended as the next chunk), end() finishes the file, close() frees what it holds (the
// XLSX thread; call it however the job ends). Rows become cells and bytes a slice at a time with a
// turn of the event loop between slices, so no task of the server's thread runs long: CSV text is
// made here; XLSX rows go to their own thread (xlsx.ts), which zips them.
import type { RawRow } from '../fetch-rows.ts';
import type { Column } from '../types.ts';
import { exportCell, type Cell } from './cells.ts';
import { csvHeader, csvRows } from './csv.ts';
import type { Format } from './report-spec.ts';
import { xlsxStream } from './xlsx.ts';

export type FileWriter = { add(rows: RawRow[]): Promise<void>; take(): Buffer; end(): Promise<void>; close(): Promise<void> };

/** Rows per slice, one short turn of this thread each (cells, CSV text or the copy to the XLSX thread). */
export const SLICE_ROWS = 100;

const yieldLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Hands `rows` to `put` as cells, a slice at a time, yielding between slices. */
async function sliced(rows: RawRow[], columns: Column[], put: (cells: Cell[][]) => void): Promise<void> {
  for (let i = 0; i < rows.length; i += SLICE_ROWS) {
    if (i > 0) await yieldLoop();
    put(rows.slice(i, i + SLICE_ROWS).map((r) => columns.map((c) => exportCell(c.field, r))));
  }
}

export function fileWriter(format: Format, title: string, columns: Column[]): FileWriter {
  const parts: Buffer[] = [];
  const take = () => {
    const out = Buffer.concat(parts);
    parts.length = 0;
    return out;
  };
  if (format === 'csv') {
    parts.push(csvHeader(columns));
    return {
      add: (rows) => sliced(rows, columns, (cells) => parts.push(csvRows(columns, cells))),
      take, end: async () => {}, close: async () => {},
    };
  }
  const xlsx = xlsxStream(title, columns, (bytes) => parts.push(bytes));
  return {
    async add(rows) {
      await sliced(rows, columns, (cells) => xlsx.add(cells));
      await xlsx.settled();
    },
    take, end: () => xlsx.end(), close: () => xlsx.close(),
  };
}
