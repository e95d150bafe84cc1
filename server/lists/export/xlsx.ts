// An XLSX file written by its own worker thread (xlsx-thread.ts): add() hands it a slice of rows,
// settled() waits until it has answered every request, end() finishes the file. The bytes it answers
// with go to `out` in order. close() ends the thread (always, also when the job fails or stops); a
// closed writer refuses more rows.
import { startWorker } from '../../threads/start-worker.ts';
import type { Column } from '../types.ts';
import type { Cell } from './cells.ts';
import type { SheetColumn, XlsxReply, XlsxRequest, XlsxSetup } from './xlsx-thread.ts';

export type XlsxStream = { add(rows: Cell[][]): void; settled(): Promise<void>; end(): Promise<void>; close(): Promise<void> };

const sheetColumn = (c: Column): SheetColumn => ({
  header: c.label, key: c.name, width: Math.max(12, c.label.length + 2),
  numFmt: c.field.type === 'money' ? '0.00' : c.field.type === 'timestamp' ? 'yyyy-mm-dd hh:mm:ss' : undefined,
});

export function xlsxStream(title: string, columns: Column[], out: (bytes: Buffer) => void): XlsxStream {
  const setup: XlsxSetup = { title, columns: columns.map(sheetColumn) };
  const worker = startWorker(new URL('./xlsx-thread.ts', import.meta.url), 'xlsx-thread.js', setup);
  let pending = 0;
  let failure: Error | null = null;
  let closed = false;
  const waiters: { resolve(): void; reject(e: Error): void }[] = [];
  const check = () => {
    if (failure) for (const w of waiters.splice(0)) w.reject(failure);
    else if (pending === 0) for (const w of waiters.splice(0)) w.resolve();
  };
  const fail = (error: Error) => {
    failure ??= error;
    check();
  };
  worker.on('message', (reply: XlsxReply) => {
    if ('error' in reply) return fail(new Error(`XLSX writer: ${reply.error}`));
    if (reply.bytes.length > 0) out(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
    pending--;
    check();
  });
  worker.on('error', fail);
  worker.on('exit', (code) => { if (!closed) fail(new Error(`XLSX writer exited (${code})`)); });
  const send = (request: XlsxRequest) => {
    if (failure) throw failure;
    pending++;
    worker.postMessage(request);
  };
  const settled = () => new Promise<void>((resolve, reject) => {
    waiters.push({ resolve, reject });
    check();
  });
  return {
    add: (rows) => send({ rows }),
    settled,
    async end() {
      send({ end: true });
      await settled();
    },
    async close() {
      closed = true;
      fail(new Error('XLSX writer closed'));
      await worker.terminate();
    },
  };
}
