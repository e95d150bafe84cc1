// The dashboard's ECharts options are pure functions of the series (screens/dashboard/charts): tested
// here without a canvas.
import { describe, expect, it } from 'vitest';
import { pieOption, PIE_SIZE_PX } from '../../../screens/dashboard/charts/pieOption';
import { COLUMN_LEGEND_CAP, columnLegendMax, columnOption, lineOption } from '../../../screens/dashboard/charts/xyOption';
import { DAY_SECONDS, HOUR_SECONDS, timeUnitOf, xCategories, xLabel } from '../../../screens/dashboard/charts/timeAxis';
import { geoScale, mapOption, MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '../../../screens/dashboard/charts/mapOption';
import { clusterCountries } from '../../../screens/dashboard/charts/clusters';
import type { XYSeries } from '../../../screens/dashboard/charts/series';

const daily: XYSeries[] = [
  { name: 'Paid', data: [{ x: '2026-11-02', y: 5 }, { x: '2026-11-01', y: 3 }] },
  { name: 'Declined', data: [{ x: '2026-11-01', y: 1 }] },
];
const hourly: XYSeries[] = [{ name: 'Paid', data: [{ x: 14, y: 2 }, { x: 9, y: 7 }, { x: 23, y: 1 }] }];

describe('pie option', () => {
  it('draws a 222 px pie of the server percentages', () => {
    const option = pieOption([
      { name: 'Visa', percent: 75, total_amount: '150.00', total_payments: 3, conversion: 100 },
      { name: 'Mastercard', percent: 25, total_amount: '50.00', total_payments: 1, conversion: 50 },
    ]);
    expect(PIE_SIZE_PX).toBe(222);
    expect(option.series[0].radius).toBe(111);
    expect(option.series[0].center[0]).toBe(111);
    expect(option.series[0].data).toEqual([{ name: 'Visa', value: 75 }, { name: 'Mastercard', value: 25 }]);
  });
});

describe('line and column time axis', () => {
  it('orders the days and leaves a gap (null), not a zero, where a series has no point', () => {
    const option = lineOption(daily);
    expect(option.xAxis.data).toEqual(['2026-11-01', '2026-11-02']);
    expect(option.series.map((s) => s.data)).toEqual([[3, 5], [1, null]]);
    expect(timeUnitOf(daily)).toBe(DAY_SECONDS);
  });

  it('groups by hour: hours of the day become HH:00 in numeric order', () => {
    expect(timeUnitOf(hourly)).toBe(HOUR_SECONDS);
    const option = columnOption(hourly);
    expect(option.xAxis.data).toEqual(['09:00', '14:00', '23:00']);
    expect(option.series[0].data).toEqual([7, 2, 1]);
  });

  it('labels the hours of dates with their date and hour', () => {
    const series: XYSeries[] = [{ name: 'Paid', data: [{ x: '2026-11-01T13:00:00', y: 1 }, { x: '2026-11-01 09:00', y: 2 }] }];
    expect(timeUnitOf(series)).toBe(HOUR_SECONDS);
    expect(xLabel('2026-11-01T13:00:00')).toBe('2026-11-01 13:00');
    expect(xCategories(series)).toEqual(['2026-11-01 09:00', '2026-11-01 13:00']);
  });
});

describe('column legend cap', () => {
  it('ends at the largest value while it is under 7000', () => {
    expect(columnLegendMax(daily)).toBe(5);
    expect(columnOption(daily).visualMap).toMatchObject({ min: 0, max: 5, text: ['5', '0'] });
  });

  it('caps at 7000 and reads 7000+ when a column is taller', () => {
    const tall: XYSeries[] = [{ name: 'Paid', data: [{ x: '2026-11-01', y: 12_500 }, { x: '2026-11-02', y: 300 }] }];
    expect(COLUMN_LEGEND_CAP).toBe(7000);
    expect(columnLegendMax(tall)).toBe(7000);
    expect(columnOption(tall).visualMap).toMatchObject({ max: 7000, text: ['7000+', '0'] });
    // The columns keep their true heights: only the colour scale is capped.
    expect(columnOption(tall).series[0].data).toEqual([12_500, 300]);
  });
});

describe('country map', () => {
  it('zooms from level 2 (the whole world, geo scale 1) to level 5 (scale 8) on the shipped map', () => {
    const option = mapOption([{ country: 'GE', country_count: 3 }], 800);
    expect([MAP_MIN_ZOOM, MAP_MAX_ZOOM]).toEqual([2, 5]);
    expect(option.geo).toMatchObject({ map: 'world', roam: true, zoom: 1, scaleLimit: { min: geoScale(2), max: geoScale(5) } });
    expect(option.geo.scaleLimit).toEqual({ min: 1, max: 8 });
    expect(option.series[0].data).toEqual([expect.objectContaining({ name: 'GE', value: [43.5, 42.2, 3] })]);
  });

  it('merges neighbours into one cluster at the world view and splits them when zoomed in', () => {
    const rows = [
      { country: 'GE', country_count: 10 },
      { country: 'AM', country_count: 4 },
      { country: 'AZ', country_count: 2 },
      { country: 'US', country_count: 7 },
    ];
    const world = clusterCountries(rows, geoScale(2), 800);
    expect(world).toEqual([
      { coord: [43.5, 42.2], count: 16, countries: ['GE', 'AM', 'AZ'] },
      { coord: [-98.5, 39.5], count: 7, countries: ['US'] },
    ]);
    const close = clusterCountries(rows, geoScale(5), 800);
    expect(close.map((c) => c.countries)).toEqual([['GE'], ['US'], ['AM'], ['AZ']]);
    expect(close.reduce((sum, c) => sum + c.count, 0)).toBe(23);
  });

  it('leaves countries it cannot place (and empty counts) off the map', () => {
    expect(clusterCountries([{ country: 'ZZ', country_count: 5 }, { country: 'fr', country_count: 0 }, { country: 'fr', country_count: 2 }], 1, 800)).toEqual([
      { coord: [2.3, 46.6], count: 2, countries: ['FR'] },
    ]);
  });
});
