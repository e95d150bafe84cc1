// Pure input behaviours behind the widgets.
import { describe, expect, it } from 'vitest';
import { cleanNumeric, finishNumeric, withScheme, expiryMask, cardDigits, promoFilter } from '../../../../engine/widgets/input/filters';
import { clampRange, presetRange, DATE_PRESETS } from '../../../../engine/widgets/input/datePresets';
import { joinSeconds, splitSeconds, clampPart } from '../../../../engine/widgets/input/duration';
import { addTag, addTags, removeLast } from '../../../../engine/widgets/input/tags';
import { keyMove, setDigit } from '../../../../engine/widgets/otpKeys';

describe('input behaviours', () => {
  it('numeric', () => {
    expect(cleanNumeric('12.3.4')).toBe('12.34');
    expect(cleanNumeric('1,234')).toBe('1,23');
    expect(finishNumeric('7.')).toBe('7');
    expect(finishNumeric('7,5')).toBe('7.5');
    expect(finishNumeric('200', 0, 100)).toBe('100');
  });
  it('url, promo, card, expiry', () => {
    expect(withScheme('example.com')).toBe('https://example.com');
    expect(withScheme('HTTP://x')).toBe('HTTP://x');
    // Another scheme is left for the url rule to refuse, never hidden behind https://.
    expect(withScheme('ftp://x')).toBe('ftp://x');
    expect(withScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(withScheme('shop.example.com:8080/a')).toBe('https://shop.example.com:8080/a');
    expect(withScheme('localhost:3000')).toBe('https://localhost:3000');
    expect(promoFilter('a-b c_1')).toBe('abc_1');
    expect(cardDigits('4111 1111 1111 1111 99999')).toHaveLength(19);
    expect(expiryMask('13')).toBe('1');
    expect(expiryMask('0')).toBe('0');
    expect(expiryMask('3')).toBe('03');
  });
  it('date presets (week starts Monday)', () => {
    const today = '2024-05-15'; // a Wednesday
    const got = Object.fromEntries(DATE_PRESETS.map((p) => [p, presetRange(p, today)]));
    expect(got).toEqual({
      today: ['2024-05-15', '2024-05-15'],
      yesterday: ['2024-05-14', '2024-05-14'],
      week_to_date: ['2024-05-13', '2024-05-15'],
      last_week: ['2024-05-09', '2024-05-15'],
      month_to_date: ['2024-05-01', '2024-05-15'],
      last_month: ['2024-04-16', '2024-05-15'],
      this_month: ['2024-05-01', '2024-05-31'],
      quarter_to_date: ['2024-04-01', '2024-05-15'],
      year_to_date: ['2024-01-01', '2024-05-15'],
      all_time: ['2024-01-01', '2024-05-15'],
    });
    expect(clampRange(['2024-05-10', '2024-05-01'])).toEqual(['2024-05-10', '2024-05-10']);
    expect(clampRange(['2020-01-01', '2030-01-01'], '2024-01-01', '2024-12-31')).toEqual(['2024-01-01', '2024-12-31']);
    expect(clampRange(['2024-01-30', '2024-03-30'], undefined, undefined, 31)).toEqual(['2024-01-30', '2024-03-01']);
  });
  it('time input', () => {
    expect(splitSeconds(90061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(clampPart('hours', 30)).toBe(23);
    expect(joinSeconds({ days: 0, hours: 1, minutes: 0, seconds: 0 }, 0, 60)).toBe(60);
  });
  it('tags', () => {
    const none = () => null;
    expect(addTags(['a'], 'b, c,d', none)).toEqual({ tags: ['a', 'b', 'c'], rest: 'd', error: null });
    expect(addTags([], 'x,bad,y', (t) => (t === 'bad' ? 'no' : null))).toEqual({ tags: ['x'], rest: 'bad,y', error: 'no' });
    expect(addTag(['a'], ' b ', none).tags).toEqual(['a', 'b']);
    expect(removeLast(['a', 'b'])).toEqual(['a']);
  });
  it('one-time code moves', () => {
    expect(setDigit(['', '', ''], 0, '7')).toEqual({ digits: ['7', '', ''], focus: 1 });
    expect(setDigit(['', '', ''], 1, '456')).toEqual({ digits: ['', '4', '5'], focus: 2 });
    expect(keyMove(['1', '', ''], 1, 'Backspace')).toEqual({ digits: ['', '', ''], focus: 0 });
    expect(keyMove(['1', '2', ''], 1, 'Backspace')).toBeNull();
  });
});
