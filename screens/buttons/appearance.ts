// The constructor's appearance of a button and what the preview derives from it. Its type, defaults
// and ranges are schemas/endpoints/buttons.json#/definitions/ButtonAppearance, the definition the
// server checks the appearance with (server/buttons/appearance.ts).
import type { CSSProperties } from 'react';
import { defaultsOf, rangesOf } from '../../engine';
import type { ButtonAppearance } from '../../.generated/api/replies';
import buttons from '../../schemas/endpoints/buttons.json';

export type Appearance = ButtonAppearance;

export const DEFAULT_APPEARANCE = defaultsOf<Appearance>(buttons.definitions.ButtonAppearance);

/** Size keys: their changes refresh the preview sooner (spec 001 s.2: 300 ms, others 350 ms). */
export const SIZE_KEYS = new Set<keyof Appearance>(['width', 'height']);

/** The keys a NumberInput edits: the appearance's numbers. */
export type NumberKey = { [K in keyof Appearance]: Appearance[K] extends number ? K : never }[keyof Appearance];

/** The NumberInputs' limits: each number's minimum and maximum. */
export const RANGES = rangesOf<NumberKey>(buttons.definitions.ButtonAppearance);

/** The appearance of a saved button's reply (unknown keys and bad values fall back to the defaults). */
export function appearanceOf(value: unknown): Appearance {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof Appearance, unknown>>;
  const out: Appearance = { ...DEFAULT_APPEARANCE };
  for (const key of Object.keys(DEFAULT_APPEARANCE) as Array<keyof Appearance>) {
    if (typeof v[key] === typeof DEFAULT_APPEARANCE[key]) (out as Record<string, unknown>)[key] = v[key];
  }
  return out;
}

export function buttonLabel(a: Appearance, amount: string | undefined, currency: string | undefined): string {
  const money = amount ? `${amount} ${currency ?? ''}`.trim() : '';
  if (a.content === 'text' || money === '') return a.text;
  return a.content === 'amount' ? money : `${a.text} ${money}`.trim();
}

export function buttonStyle(a: Appearance, gradients: Readonly<Record<string, string>>): CSSProperties {
  return {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 8, boxSizing: 'border-box',
    width: a.width, height: a.height, border: `${a.border_width}px solid ${a.border_color}`, borderRadius: a.radius,
    fontSize: a.font_size, fontWeight: 600, fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
    background: gradients[a.background] ?? a.background, color: a.text_color, overflow: 'hidden', whiteSpace: 'nowrap', textDecoration: 'none',
  };
}

// WCAG 2.1 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The lowest contrast of the text over its background (every colour stop of a gradient) and the
 * AA minimum for the button's text: 3:1 for large text (bold from 14 pt, about 19 px), else 4.5:1. */
export function textContrast(a: Appearance, gradients: Readonly<Record<string, string>>): { ratio: number; minimum: number } {
  const stops = (gradients[a.background] ?? a.background).match(/#[0-9A-Fa-f]{6}/g) ?? [a.background];
  const ratio = Math.min(...stops.map((c) => contrastRatio(a.text_color, c)));
  return { ratio, minimum: a.font_size >= 19 ? 3 : 4.5 };
}
