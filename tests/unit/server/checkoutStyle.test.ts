// A design styles the checkout only through checked values: a hex accent, a 0-32 px radius and the
// dark theme; anything else (missing, malformed, CSS smuggled in) keeps the default.
import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE, styleOf } from '../../../server/checkout/style.ts';

describe('checkout style of a design', () => {
  it('takes the accent, radius and theme of a design', () => {
    expect(styleOf({ css_variable: { main: '#D94343', border_radius: 0 }, options: { theme: { type: 'dark' } } }))
      .toEqual({ accent: '#D94343', radius: 0, theme: 'dark' });
    expect(styleOf({ css_variable: { main: '#abc', border_radius: '12' } })).toEqual({ accent: '#abc', radius: 12, theme: 'light' });
  });

  it('keeps the default for anything else', () => {
    expect(styleOf(null)).toEqual(DEFAULT_STYLE);
    expect(styleOf({ css_variable: { main: 'red;}body{display:none', border_radius: '4px;x' } })).toEqual(DEFAULT_STYLE);
    expect(styleOf({ css_variable: { main: '#12345', border_radius: 33 }, options: { theme: { type: 'neon' } } })).toEqual(DEFAULT_STYLE);
    expect(styleOf({ css_variable: { main: 7, border_radius: 2.5 } })).toEqual(DEFAULT_STYLE);
  });
});
