// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { flagCountry, LANGUAGES } from '../../../src/i18n/languages';
import { Flag } from '../../../src/shell/header/Flag';

describe('language flags (spec 000 section 3)', () => {
  it.each([
    ['cs', 'CZ'],
    ['en', 'GB'],
    ['uk', 'UA'],
    ['ka', 'GE'],
    ['ko', 'KR'],
    ['EN', 'GB'],
    ['de', 'DE'],
    ['lt', 'LT'],
  ])('%s -> %s', (lang, country) => {
    expect(flagCountry(lang)).toBe(country);
  });

  it('draws each offered language\'s flag as an image, never as emoji (regional indicator letters)', () => {
    for (const { code } of LANGUAGES) {
      const { container, unmount } = render(<Flag country={flagCountry(code)} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('data-flag')).toBe(flagCountry(code));
      expect(svg?.querySelectorAll('rect, path').length).toBeGreaterThan(1);
      expect(container.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
      unmount();
    }
  });

  it('offers English and Ukrainian', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual(['en', 'uk']);
  });
});
