// The theme's colour variables reach WCAG AA contrast (4.5:1) for every palette colour, where
// Mantine's defaults do not (dimmed gray.6 on white is 3.3:1; green light badges 3.8:1).
import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, readableColors, readableShade } from '../../../src/readableColors';
import { theme as appTheme } from '../../../src/theme';

const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);
const light: Record<string, string> = readableColors(theme).light;
const { gray } = theme.colors;

describe('readable colours', () => {
  it('Mantine defaults fall short, which is why the resolver exists', () => {
    expect(contrast(gray[6], '#ffffff')).toBeLessThan(4.5);
    expect(contrast(theme.colors.green[9], theme.colors.green[1])).toBeLessThan(4.5);
  });

  it.each(Object.keys(theme.colors))('%s: text, filled, light variant and links are readable', (name) => {
    const shades = theme.colors[name]!;
    for (const bg of ['#ffffff', gray[0], gray[1]]) {
      expect(contrast(light[`--mantine-color-${name}-text`]!, bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(light[`--mantine-color-${name}-filled`]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light[`--mantine-color-${name}-light-color`]!, shades[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light[`--mantine-color-${name}-light-color`]!, shades[2])).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text, links and errors are readable on the page and card backgrounds', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-anchor', '--mantine-color-error'])
      for (const bg of ['#ffffff', gray[0], gray[1]]) expect(contrast(light[variable]!, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a shade that is readable already, and darkens the last one when none is', () => {
    expect(readableShade(theme.colors.indigo, 6, ['#ffffff'])).toBe(theme.colors.indigo[7]);
    const yellow = readableShade(theme.colors.yellow, 6, ['#ffffff']);
    expect(theme.colors.yellow).not.toContain(yellow);
    expect(contrast(yellow, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
