// Pixel rules of an uploaded image (spec 000 s.5, 001 s.9: PNG or JPG, at least 280 px wide, 50 KB),
// read from the file's own header (./magic.ts), so a file named .png proves it is one.
import { badRequest } from '../http/errors.ts';
import { imageSize } from './magic.ts';

export type ImageRule = { minWidth: number; maxWidth: number; maxHeight: number };

/** The image's size when it meets the rule; 400 with the rule it breaks otherwise. `noun`: 'logo', 'image'. */
export function checkImage(data: Buffer, rule: ImageRule, noun: string): { width: number; height: number } {
  const size = imageSize(data);
  if (!size) throw badRequest(`The ${noun} cannot be read: it is not a whole PNG or JPG image.`);
  if (size.width < rule.minWidth) throw badRequest(`The ${noun} must be at least ${rule.minWidth} px wide.`);
  if (size.width > rule.maxWidth || size.height > rule.maxHeight) throw badRequest(`The ${noun} must be at most ${rule.maxWidth} x ${rule.maxHeight} px.`);
  return size;
}
