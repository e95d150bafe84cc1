import { describe, expect, it } from 'vitest';
import {
  EMPTY_CELL,
  formatAmount,
  formatDate,
  formatDateTime,
  formatPercent,
  formatTime,
  formatValue,
} from '../../../engine/format';

describe('formatAmount (decimal strings, no float arithmetic)', () => {
  it.each([
    ['12', '12.00'],
    ['12.5', '12.50'],
    ['0.1', '0.10'],
    ['.5', '0.50'],
    ['-3.456', '-3.46'],
    ['0.005', '0.01'],
    ['-0.004', '0.00'],
    ['9.995', '10.00'],
    ['99999999999999999.99', '99999999999999999.99'],
    ['12345678901234567.995', '12345678901234568.00'],
    ['007.1', '7.10'],
  ])('%s -> %s', (input, out) => expect(formatAmount(input, 'en')).toBe(out));

  it('uses the locale decimal separator', () => {
    expect(formatAmount('1234.5', 'de')).toBe('1234,50');
    expect(formatAmount('1234.5', 'en')).toBe('1234.50');
  });

  it('accepts numbers and comma decimals, rejects garbage', () => {
    expect(formatAmount(0.1 + 0.2, 'en')).toBe('0.30');
    expect(formatAmount('1,5', 'en')).toBe('1.50');
    expect(formatAmount('abc', 'en')).toBeNull();
    expect(formatAmount('', 'en')).toBeNull();
  });
});

describe('dates, times, percentages, empty', () => {
  it('formats dates as DD MMM YYYY and times as 24 h', () => {
    expect(formatDate('2024-03-05')).toBe('05 Mar 2024');
    expect(formatDateTime('2024-03-05T17:04:09')).toBe('05 Mar 2024 17:04:09');
    expect(formatTime('2024-03-05 07:04:09')).toBe('07:04:09');
    expect(formatDate('not a date')).toBeNull();
  });

  it('formats percentages with a space', () => {
    expect(formatPercent(12.5)).toBe('12.5 %');
    expect(formatPercent('3')).toBe('3 %');
  });

  it('formatValue dispatches by format and shows --- for empty cells', () => {
    expect(formatValue(null, 'amount')).toBe(EMPTY_CELL);
    expect(formatValue('', 'text')).toBe('---');
    expect(formatValue(undefined, 'date', { empty: 'Empty' })).toBe('Empty');
    expect(formatValue('10.1', 'amount', { locale: 'en' })).toBe('10.10');
    expect(formatValue({ amount: '5', currency: 'GEL' }, 'amount', { locale: 'en' })).toBe('5.00 GEL');
    expect(formatValue('2024-01-02', 'date')).toBe('02 Jan 2024');
    expect(formatValue('oops', 'date')).toBe('oops');
    expect(formatValue(['a', 'b'])).toBe('a, b');
  });
});
