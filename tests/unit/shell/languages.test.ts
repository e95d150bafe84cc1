import { describe, expect, it } from 'vitest';
import { flagCountry, flagEmoji, LANGUAGES } from '../../../src/i18n/languages';

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

  it('draws a flag from two regional indicator letters', () => {
    expect(flagEmoji('UA')).toBe('\u{1F1FA}\u{1F1E6}');
    expect(flagEmoji('gb')).toBe('\u{1F1EC}\u{1F1E7}');
  });

  it('offers English and Ukrainian', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual(['en', 'uk']);
  });
});
