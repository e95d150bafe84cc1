// Profile picture: multipart upload stored in the database (files.data), served back to its owner.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
// No SVG: it can carry script.
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export function profileImageRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/settings/profile_image/', async (request) => {
    const user = await requireUser(db, request);
    const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!file) throw badRequest('No file was sent.');
    if (!IMAGE_TYPES.has(file.mimetype)) throw badRequest('Only PNG, JPEG, WebP or GIF images are accepted.');
    const data = await file.toBuffer().catch(() => null);
    if (!data || file.file.truncated) throw badRequest('The image is larger than 2 MB.');
    const row = await db.insertInto('files').values({ owner_user_id: user.id, name: file.filename, content_type: file.mimetype, data })
      .returning('id').executeTakeFirstOrThrow();
    const old = user.profile_image_id;
    await db.updateTable('users').set({ profile_image_id: row.id }).where('id', '=', user.id).execute();
    if (old) await db.deleteFrom('files').where('id', '=', old).execute();
    return { url: `/api/v2/settings/profile_image/${row.id}/` };
  });

  app.get<{ Params: { id: string } }>('/settings/profile_image/:id/', async (request, reply) => {
    const user = await requireUser(db, request);
    const id = Number(request.params.id);
    const file = Number.isSafeInteger(id)
      ? await db.selectFrom('files').select(['content_type', 'data']).where('id', '=', id).where('owner_user_id', '=', user.id).executeTakeFirst()
      : undefined;
    if (!file) throw notFound();
    return reply.header('content-type', file.content_type).header('cache-control', 'private, max-age=3600').send(Buffer.from(file.data));
  });
}
