// The constructor's appearance of a button (spec 001 s.2): sizes in px, the brand marker, what the
// button says, and its colours. Stored in settings.appearance; the embed code carries it, checked
// here so the embed script only ever receives numbers in range, #RRGGBB colours and preset names.
import { badRequest } from '../http/errors.ts';
import { GRADIENT_PRESETS } from './presets.ts';

export type Appearance = {
  width: number;
  height: number;
  border_width: number;
  radius: number;
  font_size: number;
  brand: boolean;
  /** What the label shows: the text, the amount, or both. */
  content: 'text' | 'amount' | 'text_amount';
  text: string;
  /** A #RRGGBB colour, or the name of a gradient preset. */
  background: string;
  text_color: string;
  border_color: string;
};

export const DEFAULT_APPEARANCE: Appearance = {
  width: 220, height: 48, border_width: 0, radius: 6, font_size: 16, brand: true,
  content: 'text_amount', text: 'Pay', background: '#1F6FB2', text_color: '#FFFFFF', border_color: '#2A3270',
};

const RANGES: Record<'width' | 'height' | 'border_width' | 'radius' | 'font_size', [number, number]> = {
  width: [80, 600], height: [24, 200], border_width: [0, 10], radius: [0, 100], font_size: [8, 48],
};
const HEX = /^#[0-9A-Fa-f]{6}$/;
const CONTENTS = new Set(['text', 'amount', 'text_amount']);

/** The appearance sent by the constructor merged over the defaults; 400 naming the first bad key. */
export function checkAppearance(input: unknown, base: Appearance = DEFAULT_APPEARANCE): Appearance {
  if (input === undefined || input === null) return base;
  if (typeof input !== 'object' || Array.isArray(input)) throw badRequest([['appearance', 'Enter a valid value']]);
  const out: Appearance = { ...base };
  const fail = (key: string, message = 'Enter a valid value') => badRequest([[`appearance.${key}`, message]]);
  for (const [key, value] of Object.entries(input)) {
    if (key in RANGES) {
      const [min, max] = RANGES[key as keyof typeof RANGES];
      if (typeof value !== 'number' || !Number.isInteger(value)) throw fail(key, 'field must be number');
      if (value < min) throw fail(key, `field is lower than ${min}`);
      if (value > max) throw fail(key, `field is greater than ${max}`);
      out[key as keyof typeof RANGES] = value;
    } else if (key === 'brand') {
      if (typeof value !== 'boolean') throw fail(key);
      out.brand = value;
    } else if (key === 'content') {
      if (typeof value !== 'string' || !CONTENTS.has(value)) throw fail(key);
      out.content = value as Appearance['content'];
    } else if (key === 'text') {
      if (typeof value !== 'string') throw fail(key);
      if (value.length > 50) throw fail(key, 'value is to long');
      out.text = value;
    } else if (key === 'background') {
      if (typeof value !== 'string' || !(HEX.test(value) || Object.hasOwn(GRADIENT_PRESETS, value))) throw fail(key);
      out.background = value;
    } else if (key === 'text_color' || key === 'border_color') {
      if (typeof value !== 'string' || !HEX.test(value)) throw fail(key);
      out[key] = value;
    } else {
      throw fail(key, 'This field is not part of the form');
    }
  }
  return out;
}

/** The CSS background of an appearance: its colour, or its gradient preset's CSS. */
export const backgroundCss = (a: Appearance) => (HEX.test(a.background) ? a.background : GRADIENT_PRESETS[a.background] ?? DEFAULT_APPEARANCE.background);
