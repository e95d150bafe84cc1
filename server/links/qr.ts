// QR codes of payment links and buttons (spec 001 s.2, s.9): two modes,
//   plain: error correction L, no cover;
//   svg:   error correction H, the merchant's QR logo covering the centre (cover 25: the logo's side is
//          25% of the symbol's, about 6% of its area, well inside what level H restores).
// Size 1000 (the SVG's width and height), quiet zone 1 module, module size 15 (the PNG's pixels per
// module), minimum version 4: the larger of 4 and the version the data needs (the library's
// `version` option is exact, so the needed one is asked first).
import QRCode from 'qrcode';

export const QR_DEFAULTS = { size: 1000, quiet: 1, minVersion: 4, moduleSize: 15, cover: 25 } as const;

export type QrMode = 'plain' | 'svg';
export type QrLogo = { contentType: string; data: Uint8Array; width: number; height: number };
export type QrCode = { mode: QrMode; version: number; errorCorrection: 'L' | 'H'; svg: string; png: string };

const levelOf = (mode: QrMode) => (mode === 'plain' ? 'L' : 'H');

export function qrVersion(text: string, mode: QrMode): number {
  return Math.max(QR_DEFAULTS.minVersion, QRCode.create(text, { errorCorrectionLevel: levelOf(mode) }).version);
}

/** The logo as an SVG image centred on the symbol, on a white square so no module shows through. */
function coverSvg(symbolSide: number, logo: QrLogo): string {
  const side = (symbolSide * QR_DEFAULTS.cover) / 100;
  const scale = Math.min(side / logo.width, side / logo.height);
  const w = logo.width * scale;
  const h = logo.height * scale;
  const c = symbolSide / 2;
  const href = `data:${logo.contentType};base64,${Buffer.from(logo.data).toString('base64')}`;
  return `<rect x="${c - w / 2}" y="${c - h / 2}" width="${w}" height="${h}" fill="#ffffff"/>`
    + `<image x="${c - w / 2}" y="${c - h / 2}" width="${w}" height="${h}" href="${href}" preserveAspectRatio="xMidYMid meet"/>`;
}

/** The QR code of `text` in `mode`; the svg mode covers the centre with `logo` when the merchant has one. */
export async function makeQr(text: string, mode: QrMode, logo: QrLogo | null): Promise<QrCode> {
  const version = qrVersion(text, mode);
  const errorCorrectionLevel = levelOf(mode);
  const base = { version, errorCorrectionLevel, margin: QR_DEFAULTS.quiet } as const;
  let svg = await QRCode.toString(text, { ...base, type: 'svg', width: QR_DEFAULTS.size });
  if (mode === 'svg' && logo) {
    const symbolSide = version * 4 + 17 + QR_DEFAULTS.quiet * 2; // the viewBox, in modules
    svg = svg.replace(/<\/svg>\s*$/, `${coverSvg(symbolSide, logo)}</svg>`);
  }
  const png = await QRCode.toDataURL(text, { ...base, type: 'image/png', scale: QR_DEFAULTS.moduleSize });
  return { mode, version, errorCorrection: errorCorrectionLevel, svg, png };
}
