// Profile picture (spec 000 s.5: PNG or JPG, at least 280 px wide, 50 KB maximum): multipart POST
// checked by content and pixel size, stored in the database (files.data), served back to its owner.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { checkImage } from '../uploads/image.ts';
import { readUpload } from '../uploads/read-upload.ts';
import { sendFile, storeFile } from '../uploads/store.ts';

export const PROFILE_IMAGE = { maxBytes: 50 * 1024, kinds: ['png', 'jpeg'], kindsText: 'PNG or JPG' } as const;
// No upper bound in the spec; 2000 px keeps a 50 KB file from unpacking into a huge bitmap in browsers.
export const PROFILE_IMAGE_PIXELS = { minWidth: 280, maxWidth: 2000, maxHeight: 2000 };

export const profileImageUrl = (fileId: number | null) => (fileId ? `/api/v2/settings/profile_image/${fileId}/` : null);

export function profileImageRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/settings/profile_image/', { config: { multipart: true } }, async (request) => {
    const user = await requireUser(db, request);
    const upload = await readUpload(request, PROFILE_IMAGE);
    checkImage(upload.data, PROFILE_IMAGE_PIXELS, 'image');
    const id = await db.transaction().execute(async (trx) => {
      const fileId = await storeFile(trx, user.id, upload);
      const old = await trx.selectFrom('users').select('profile_image_id').where('id', '=', user.id).executeTakeFirstOrThrow();
      await trx.updateTable('users').set({ profile_image_id: fileId }).where('id', '=', user.id).execute();
      if (old.profile_image_id) await trx.deleteFrom('files').where('id', '=', old.profile_image_id).execute();
      return fileId;
    });
    return { url: profileImageUrl(id) };
  });

  app.get<{ Params: { id: string } }>('/settings/profile_image/:id/', async (request, reply) => {
    const user = await requireUser(db, request);
    const id = Number(request.params.id);
    // Only the owner's current picture.
    if (!Number.isSafeInteger(id) || id !== user.profile_image_id) throw notFound();
    return sendFile(db, reply, id, true);
  });
}
