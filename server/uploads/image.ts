// Pixel rules of an uploaded image (spec 000 s.5, 001 s.9: PNG or JPG, at least 280 px wide, 50 KB),
// read from the file's own header (./magic.ts), so a file named .png proves it is one. Every PNG or
// JPEG upload, a document's scan too, meets UPLOAD_PIXELS (read-upload.ts): whoever opens it later
// decodes width x height x 4 bytes, so a small file claiming 60000 x 60000 px is a bomb.
import { badRequest } from '../http/errors.ts';
import { imageSize } from './magic.ts';

/** `headerOnly`: the size is read from the header and the file's end is not checked (magic.ts). */
export type ImageRule = { minWidth: number; maxWidth: number; maxHeight: number; maxPixels?: number; headerOnly?: boolean };

/** 16384 px a side (what common decoders take), 50 megapixels (200 MB decoded) in all; a phone's
 * photo of a passport may carry data after the image's end. */
export const UPLOAD_PIXELS: ImageRule = { minWidth: 1, maxWidth: 16_384, maxHeight: 16_384, maxPixels: 50_000_000, headerOnly: true };

type Size = { width: number; height: number };

/** The image's size when it meets the rule, or the rule it breaks. */
function measure(data: Buffer, rule: ImageRule, noun: string): Size | string {
  const size = imageSize(data, rule.headerOnly);
  if (!size) return `The ${noun} cannot be read: it is not a whole PNG or JPG image.`;
  if (size.width < rule.minWidth) return `The ${noun} must be at least ${rule.minWidth} px wide.`;
  if (size.width > rule.maxWidth || size.height > rule.maxHeight) return `The ${noun} must be at most ${rule.maxWidth} x ${rule.maxHeight} px.`;
  if (rule.maxPixels && size.width * size.height > rule.maxPixels) return `The ${noun} must be at most ${rule.maxPixels / 1_000_000} megapixels.`;
  return size;
}

/** The image's size when it meets the rule; 400 with the rule it breaks otherwise. `noun`: 'logo', 'image'. */
export function checkImage(data: Buffer, rule: ImageRule, noun: string): Size {
  const size = measure(data, rule, noun);
  if (typeof size === 'string') throw badRequest(size);
  return size;
}

/** The rule the image breaks, or null. */
export function imageProblem(data: Buffer, rule: ImageRule, noun: string): string | null {
  const size = measure(data, rule, noun);
  return typeof size === 'string' ? size : null;
}
