// Customization logo: multipart POST settings/customization/logo/ (PNG or JPEG by content, at most
// 50 KB, 280-840 px wide and at most 300 px high: the cropper's output at ratio 2.8), GET the image.
import { sql } from 'kysely';
import { notFound } from '../../http/errors.ts';
import { checkImage } from '../../uploads/image.ts';
import { readUpload } from '../../uploads/read-upload.ts';
import { sendFile, storeFile } from '../../uploads/store.ts';
import { settingsDb, type MerchantSettingsHandlers, type SettingsDb } from './tables.ts';

export const LOGO_MAX_BYTES = 50 * 1024;
export const LOGO = { minWidth: 280, maxWidth: 840, maxHeight: 300 };

async function logoId(db: SettingsDb, merchantId: number) {
  const row = await db.selectFrom('merchant_settings').select('data').where('merchant_id', '=', merchantId).where('section', '=', 'logo').executeTakeFirst();
  const id = (row?.data as { file_id?: number } | undefined)?.file_id;
  return typeof id === 'number' ? id : null;
}

export const logoCalls = (): Pick<MerchantSettingsHandlers, 'customizationLogoUpload' | 'customizationLogo'> => ({
  // New file (files), the logo row (merchant_settings, section logo) and the old file's removal
  // (files) in the call's one transaction: a failure leaves the previous logo as it was.
  customizationLogoUpload: async ({ db, access, request }) => {
    const m = access.merchant;
    const upload = await readUpload(request, { maxBytes: LOGO_MAX_BYTES, kinds: ['png', 'jpeg'], kindsText: 'PNG or JPG' });
    const size = checkImage(upload.data, LOGO, 'logo');
    const fileId = await storeFile(db, request.auth!.userId, upload);
    const old = await logoId(settingsDb(db), m.id);
    const data = JSON.stringify({ file_id: fileId, width: size.width, height: size.height });
    await settingsDb(db).insertInto('merchant_settings').values({ merchant_id: m.id, section: 'logo', data })
      .onConflict((oc) => oc.columns(['merchant_id', 'section']).doUpdateSet({ data, updated_at: sql`now()` })).execute();
    if (old) await db.deleteFrom('files').where('id', '=', old).execute();
    return { url: `/api/v2/merchant/${m.id}/settings/customization/logo/?v=${fileId}`, width: size.width, height: size.height };
  },

  customizationLogo: async ({ db, access, reply }) => {
    const id = await logoId(settingsDb(db), access.merchant.id);
    if (!id) throw notFound();
    return sendFile(db, reply, id, true);
  },
});
