// Date pickers name months in the UI language (issue 10 item 21): the dayjs locale of the language
// is loaded on first use; Mantine's pickers format with dayjs in that locale.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { loadDatesLocale } from '../../../../engine/widgets/input/useDatesLocale';

describe('dates locale', () => {
  it('loads Ukrainian month names; a language without a dayjs locale says so', async () => {
    expect(await loadDatesLocale('uk')).toBe(true);
    expect(dayjs('2026-11-03').locale('uk').format('MMMM YYYY')).toBe('листопад 2026');
    expect(dayjs('2026-11-03').locale('en').format('MMM DD, YYYY')).toBe('Nov 03, 2026');
    expect(await loadDatesLocale('xx')).toBe(false);
  });
});
