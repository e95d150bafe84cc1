// Colour variables that keep text readable (WCAG 2.1 AA: 4.5:1 for normal text). Mantine's light
// scheme draws text in shades that fall short: dimmed gray.6 (3.3:1 on white), links and filled
// buttons in the primary shade 6 (indigo 4.3:1), red errors (3.3:1), light badges' shade 9 on
// shade 1 (green 3.8:1). For every palette colour this picks the first shade, from the one
// Mantine uses, that reaches 4.5:1 against every background the text can sit on, darkening the
// last shade when none does; so a colour added to the theme, or chosen in a schema, is readable too.
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

const MIN_CONTRAST = 4.5;
const WHITE = '#ffffff';

function rgb(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

export function contrast(a: string, b: string): number {
  const [x, y] = [rgb(a), rgb(b)];
  if (!x || !y) return Infinity;
  const [la, lb] = [luminance(x), luminance(y)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The colour mixed with black by `amount` (0..1). */
function darker(hex: string, amount: number): string {
  const c = rgb(hex)!;
  return `#${c.map((v) => Math.round(v * (1 - amount)).toString(16).padStart(2, '0')).join('')}`;
}

/** The first shade from `from` on readable against all `backgrounds`, else the last one darkened until it is. */
export function readableShade(shades: MantineColorsTuple, from: number, backgrounds: string[]): string {
  const readable = (color: string) => backgrounds.every((bg) => contrast(color, bg) >= MIN_CONTRAST);
  for (let i = from; i < shades.length; i++) if (readable(shades[i]!)) return shades[i]!;
  const last = shades[shades.length - 1]!;
  if (!rgb(last)) return last;
  for (let amount = 0.05; amount < 1; amount += 0.05) if (readable(darker(last, amount))) return darker(last, amount);
  return '#000000';
}

export const readableColors: CSSVariablesResolver = (theme) => {
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const gray = theme.colors.gray;
  // Page, card, striped and hovered table rows.
  const surfaces = [WHITE, gray[0], gray[1]];
  const light: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const text = readableShade(shades, shade, surfaces);
    const filled = readableShade(shades, shade, [WHITE]);
    const filledIndex = shades.indexOf(filled);
    Object.assign(light, {
      [`--mantine-color-${name}-text`]: text,
      [`--mantine-color-${name}-outline`]: text,
      // White text on it (filled buttons, badges); hovering goes one shade darker, as Mantine does.
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: filledIndex >= 0 && filledIndex < 9 ? shades[filledIndex + 1]! : darker(filled, 0.1),
      // Light variant: text on shade 1, and on shade 2 while hovered.
      [`--mantine-color-${name}-light-color`]: readableShade(shades, 9, [shades[1]!, shades[2]!]),
    });
  }
  light['--mantine-color-anchor'] = light[`--mantine-color-${theme.primaryColor}-text`]!;
  light['--mantine-color-error'] = light['--mantine-color-red-text']!;
  light['--mantine-color-dimmed'] = readableShade(gray, 6, surfaces);
  return { variables: {}, light, dark: {} };
};
