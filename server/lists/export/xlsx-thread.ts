// The XLSX file's worker thread (xlsx.ts starts one per file): exceljs's streaming WorkbookWriter, one
// sheet, a bold header row, amounts as numbers with two decimals, no shared strings table (nothing
// grows with the row count). Rows are committed as they come; each request is answered with the
// zipped bytes ready so far. In its own thread, exceljs's loading (~0.5 s), its CPU (~0.1 ms a row),
// its garbage and the zip compression never hold the server's event loop, and its memory goes with
// the thread when the file is done.
import { setPriority } from 'node:os';
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { Cell } from './cells.ts';

export type SheetColumn = { header: string; key: string; width: number; numFmt?: string };
export type XlsxSetup = { title: string; columns: SheetColumn[] };
export type XlsxRequest = { rows: Cell[][] } | { end: true };
export type XlsxReply = { bytes: Uint8Array } | { error: string };

// A file is background work: this thread (only it: on Linux a nice value is per thread) gives way to
// the server's thread when they compete for a core.
setPriority(10);

const { title, columns } = workerData as XlsxSetup;
const port = parentPort!;
let parts: Buffer[] = [];
const out = new Writable({
  write(chunk: Buffer, _encoding, done) {
    parts.push(chunk);
    done();
  },
});
const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
// Excel refuses a sheet name with any of \ / ? * [ ] : or longer than 31 characters ('MO/TO payments').
const sheet = book.addWorksheet(title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
sheet.getRow(1).font = { bold: true };
sheet.getRow(1).commit();

/** The bytes ready, copied into one buffer of their own (zlib's may share a pool) so it can be transferred. */
function reply(): void {
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  parts = [];
  port.postMessage({ bytes } satisfies XlsxReply, [bytes.buffer]);
}

async function handle(request: XlsxRequest): Promise<void> {
  if ('rows' in request) {
    for (const row of request.rows) sheet.addRow(row).commit();
  } else {
    sheet.commit();
    await book.commit();
  }
  reply();
}

// Requests are handled in order: a rows request is synchronous and the end request is the last one.
port.on('message', (request: XlsxRequest) => {
  handle(request).catch((e: unknown) => port.postMessage({ error: e instanceof Error ? e.message : String(e) } satisfies XlsxReply));
});
