// Uploaded bytes go to `files` (bytea): stateless process, nothing lost on restart.
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connect.ts';
import { badRequest } from '../http/errors.ts';
import type { Upload } from './read-upload.ts';
import { dbId } from '../http/db-id.ts';

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

/** The stored file a delete call names (`file_id`, or `id`, in its body); 400 File delete error otherwise (spec 002 s.8). */
export function fileIdOf(body: unknown): number {
  const b = (body ?? {}) as { id?: unknown; file_id?: unknown };
  const id = dbId(b.file_id ?? b.id);
  if (id === undefined) throw badRequest('File delete error');
  return id;
}

/**
 * Deletes a file's link row and the stored file, both through `trx` (the delete call's transaction).
 * `unlink` deletes the owner's row (merchant contract, company document, individual's file) and
 * returns its file_id, or nothing when the owner has no such file: 400 File delete error, nothing changed.
 */
export async function deleteLinkedFile(trx: Db, unlink: (trx: Db) => Promise<{ file_id: number } | undefined>) {
  const row = await unlink(trx);
  if (!row) throw badRequest('File delete error');
  await trx.deleteFrom('files').where('id', '=', row.file_id).execute();
  return { message: 'File delete success' };
}
