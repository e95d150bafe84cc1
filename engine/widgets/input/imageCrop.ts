// Pure parts of the image crop widget: route templates in upload urls, the crop box at a fixed ratio
// and the output size (at most maxWidth x maxHeight, never upscaled).
export function fillRoute(template: string, params: Readonly<Record<string, string | undefined>>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The largest box of `ratio` (w / h) centred in a width x height image. */
export function initialCrop(width: number, height: number, ratio: number): Box {
  const w = Math.min(width, height * ratio);
  const h = w / ratio;
  return { x: (width - w) / 2, y: (height - h) / 2, w, h };
}

/** Keeps the box inside the image, at its ratio, at least minWidth wide (when the image allows). */
export function clampCrop(box: Box, width: number, height: number, ratio: number, minWidth: number): Box {
  const maxW = Math.min(width, height * ratio);
  const w = Math.max(Math.min(box.w, maxW), Math.min(minWidth, maxW));
  const h = w / ratio;
  return { x: Math.min(Math.max(0, box.x), width - w), y: Math.min(Math.max(0, box.y), height - h), w, h };
}

/** Output canvas size for a crop box: scaled down to fit maxWidth x maxHeight, whole pixels. */
export function outputSize(box: Pick<Box, 'w' | 'h'>, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / box.w, maxHeight / box.h);
  return { width: Math.round(box.w * scale), height: Math.round(box.h * scale) };
}

/** Why an image cannot be used (null when fine); `subject` names it in the message ('logo', default 'image'). */
export function imageProblem(file: { type: string; size: number }, naturalWidth: number, opts: { minWidth: number; types: readonly string[]; subject?: string }): string | null {
  if (!opts.types.includes(file.type)) return 'Only PNG or JPG files are accepted.';
  if (naturalWidth < opts.minWidth) return `The ${opts.subject ?? 'image'} must be at least ${opts.minWidth} px wide.`;
  return null;
}
