// Customization logo: multipart POST settings/customization/logo/ (PNG or JPEG by content, at most
// 50 KB, 280-840 px wide and at most 300 px high: the cropper's output at ratio 2.8), GET the image.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { requireMerchant } from '../../merchant/require-merchant.ts';
import { checkImage } from '../../uploads/image.ts';
import { readUpload } from '../../uploads/read-upload.ts';
import { sendFile, storeFile } from '../../uploads/store.ts';
import { settingsDb } from './tables.ts';

export const LOGO_MAX_BYTES = 50 * 1024;
export const LOGO = { minWidth: 280, maxWidth: 840, maxHeight: 300 };

export function logoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = settingsDb(ctx.db);
  const logoId = async (merchantId: number) => {
    const row = await db.selectFrom('merchant_settings').select('data').where('merchant_id', '=', merchantId).where('section', '=', 'logo').executeTakeFirst();
    const id = (row?.data as { file_id?: number } | undefined)?.file_id;
    return typeof id === 'number' ? id : null;
  };

  app.post('/merchant/:merchant/settings/customization/logo/', { preHandler: requireMerchant(ctx.db, 'settings', 'edit'), config: { multipart: true } }, async (request) => {
    const m = request.merchantAccess!.merchant;
    const upload = await readUpload(request, { maxBytes: LOGO_MAX_BYTES, kinds: ['png', 'jpeg'], kindsText: 'PNG or JPG' });
    const size = checkImage(upload.data, LOGO, 'logo');
    const fileId = await storeFile(ctx.db, request.auth!.userId, upload);
    const old = await logoId(m.id);
    const data = JSON.stringify({ file_id: fileId, width: size.width, height: size.height });
    await db.insertInto('merchant_settings').values({ merchant_id: m.id, section: 'logo', data })
      .onConflict((oc) => oc.columns(['merchant_id', 'section']).doUpdateSet({ data, updated_at: sql`now()` })).execute();
    if (old) await ctx.db.deleteFrom('files').where('id', '=', old).execute();
    return { url: `/api/v2/merchant/${m.id}/settings/customization/logo/?v=${fileId}`, width: size.width, height: size.height };
  });

  app.get('/merchant/:merchant/settings/customization/logo/', { preHandler: requireMerchant(ctx.db, 'settings', 'read') }, async (request, reply) => {
    const id = await logoId(request.merchantAccess!.merchant.id);
    if (!id) throw notFound();
    return sendFile(ctx.db, reply, id, true);
  });
}
