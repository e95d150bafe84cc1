// Uploaded bytes go to `files` (bytea): stateless process, nothing lost on restart.
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { Upload } from './read-upload.ts';

export async function storeFile(db: Db, ownerUserId: number, upload: Upload): Promise<number> {
  const row = await db.insertInto('files').values({ owner_user_id: ownerUserId, name: upload.name, content_type: upload.contentType, data: upload.data })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Sends a stored file as a download (never inline: no stored file is rendered by the browser). */
export async function sendFile(db: Db, reply: FastifyReply, fileId: number, inline = false) {
  const file = await db.selectFrom('files').select(['name', 'content_type', 'data']).where('id', '=', fileId).executeTakeFirstOrThrow();
  const name = encodeURIComponent(file.name);
  return reply.header('content-type', file.content_type)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.data));
}
