// GET /api/v2/merchant/payment-solutions/{merchant}/qr_logo/file/: the merchant's QR logo image
// itself (the address `qrLogo` answers, shown in an <img>), payment_solutions read. Not a call of
// schemas/endpoints/links.json: its reply is the image's bytes, not JSON and not a download.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { requireMerchant } from '../merchant/require-merchant.ts';
import { readLogo } from './qr-logo.ts';
import { linksDb } from './tables.ts';

export function qrLogoFileRoute(api: FastifyInstance, ctx: AppContext): void {
  api.get('/merchant/payment-solutions/:merchant/qr_logo/file/', { preHandler: requireMerchant(ctx.db, 'payment_solutions', 'read') }, async (request, reply) => {
    const logo = await readLogo(linksDb(ctx.db), request.merchantAccess!.merchant.id);
    if (!logo) throw notFound();
    return reply.header('content-type', logo.contentType).header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store').send(Buffer.from(logo.data));
  });
}
