// The QR calls' replies, shared by every payable with a public address (links, buttons): both codes
// for the QR modal and the details page, and one code as an SVG download.
import type { FastifyReply } from 'fastify';
import { notFound } from '../http/errors.ts';
import { makeQr, QR_DEFAULTS, type QrCode, type QrLogo, type QrMode } from './qr.ts';

/** The mode named in the path (plain | svg); any other is an unknown address. */
export const modeOf = (params: unknown): QrMode => {
  const mode = (params as { mode?: unknown }).mode;
  if (mode !== 'plain' && mode !== 'svg') throw notFound();
  return mode;
};

const qrReply = (qr: QrCode) => ({ svg: qr.svg, png: qr.png, version: qr.version, error_correction: qr.errorCorrection,
  size: QR_DEFAULTS.size, quiet: QR_DEFAULTS.quiet, module_size: QR_DEFAULTS.moduleSize, cover: qr.mode === 'svg' ? QR_DEFAULTS.cover : 0 });

/** Both modes at once: the QR modal shows them side by side. */
export async function qrPair(url: string, logo: QrLogo | null) {
  return { url, has_logo: logo !== null, plain: qrReply(await makeQr(url, 'plain', null)), svg: qrReply(await makeQr(url, 'svg', logo)) };
}

/** One code as an SVG attachment named `{fileStem}-{mode}.svg`. */
export async function sendQrSvg(reply: FastifyReply, url: string, mode: QrMode, logo: QrLogo | null, fileStem: string) {
  const qr = await makeQr(url, mode, mode === 'svg' ? logo : null);
  return reply.header('content-type', 'image/svg+xml')
    .header('content-disposition', `attachment; filename="${fileStem}-${mode}.svg"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(qr.svg);
}
