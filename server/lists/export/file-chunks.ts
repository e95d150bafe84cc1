// A report file written in parts: each batch appends its bytes as the next chunk (in the batch's own
// transaction), a download streams the chunks in order, a few at a time.
import { Readable } from 'node:stream';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

const READ_CHUNKS = 8;

export async function appendChunk(trx: Transaction<Database>, fileId: number, seq: number, data: Buffer): Promise<void> {
  await trx.insertInto('file_chunks').values({ file_id: fileId, seq, data }).execute();
}

export async function clearChunks(trx: Transaction<Database>, fileId: number): Promise<void> {
  await trx.deleteFrom('file_chunks').where('file_id', '=', fileId).execute();
}

export function chunkStream(db: Db, fileId: number): Readable {
  async function* chunks() {
    let after = -1;
    for (;;) {
      const rows = await db.selectFrom('file_chunks').select(['seq', 'data']).where('file_id', '=', fileId).where('seq', '>', after)
        .orderBy('seq').limit(READ_CHUNKS).execute();
      for (const r of rows) yield Buffer.from(r.data);
      if (rows.length < READ_CHUNKS) return;
      after = rows.at(-1)!.seq;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
