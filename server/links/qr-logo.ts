// A merchant's QR logo (spec 001 s.2, s.5: PNG or JPG, at least 280 px wide, 50 KB max), shown in
// the centre of the svg-mode QR codes of its links and buttons. One per merchant, replaced on upload.
import type { FastifyRequest } from 'fastify';
import { checkImage } from '../uploads/image.ts';
import { readUpload } from '../uploads/read-upload.ts';
import type { QrLogo } from './qr.ts';
import type { LinksDb } from './tables.ts';

export const QR_LOGO_UPLOAD = { maxBytes: 50 * 1024, kinds: ['png', 'jpeg'], kindsText: 'PNG or JPG' } as const;
// No upper bound in the spec; 2000 px keeps a 50 KB file from unpacking into a huge bitmap.
const QR_LOGO_PIXELS = { minWidth: 280, maxWidth: 2000, maxHeight: 2000 };

export async function readLogo(db: LinksDb, merchantId: number): Promise<QrLogo | null> {
  const row = await db.selectFrom('merchant_qr_logos').select(['content_type', 'data', 'width', 'height'])
    .where('merchant_id', '=', merchantId).executeTakeFirst();
  return row ? { contentType: row.content_type, data: row.data, width: row.width, height: row.height } : null;
}

export async function uploadLogo(db: LinksDb, request: FastifyRequest, merchantId: number): Promise<QrLogo> {
  const upload = await readUpload(request, QR_LOGO_UPLOAD);
  const { width, height } = checkImage(upload.data, QR_LOGO_PIXELS, 'logo');
  const values = { merchant_id: merchantId, content_type: upload.contentType, data: upload.data, width, height, updated_at: new Date() };
  await db.insertInto('merchant_qr_logos').values(values)
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ content_type: values.content_type, data: values.data, width, height, updated_at: values.updated_at }))
    .execute();
  return { contentType: upload.contentType, data: upload.data, width, height };
}

export const logoReply = (logo: QrLogo | null, merchantId: number) => ({
  url: logo ? `/api/v2/merchant/payment-solutions/${merchantId}/qr_logo/file/` : null,
  width: logo?.width ?? null,
  height: logo?.height ?? null,
});
