// The bytes of a report file as batches of rows arrive: take() hands over what is ready since the
// last call (appended as the next chunk), end() finishes the file. CSV bytes are ready at once;
// XLSX bytes come out of exceljs's zip stream as it compresses.
import { Writable } from 'node:stream';
import type { Column } from '../types.ts';
import type { Cell } from './cells.ts';
import { csvHeader, csvRows } from './csv.ts';
import type { Format } from './report-spec.ts';
import { xlsxStream } from './xlsx.ts';

export type FileWriter = { add(rows: Cell[][]): Promise<void>; take(): Buffer; end(): Promise<void> };

/** Rows converted per slice before yielding to the event loop: exceljs takes ~0.1 ms of CPU per row. */
const SLICE = { csv: 500, xlsx: 50 } as const;

const yieldLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Feeds `rows` to `add` a slice at a time, yielding between slices so no task blocks for long. */
async function sliced(rows: Cell[][], size: number, add: (slice: Cell[][]) => void): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    if (i > 0) await yieldLoop();
    add(rows.slice(i, i + size));
  }
}

export async function fileWriter(format: Format, title: string, columns: Column[]): Promise<FileWriter> {
  const parts: Buffer[] = [];
  const take = () => {
    const out = Buffer.concat(parts);
    parts.length = 0;
    return out;
  };
  if (format === 'csv') {
    parts.push(csvHeader(columns));
    return { add: (rows) => sliced(rows, SLICE.csv, (slice) => parts.push(csvRows(columns, slice))), take, end: async () => {} };
  }
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      done();
    },
  });
  const xlsx = await xlsxStream(title, columns, sink);
  return { add: (rows) => sliced(rows, SLICE.xlsx, (slice) => xlsx.add(slice)), take, end: () => xlsx.end() };
}
