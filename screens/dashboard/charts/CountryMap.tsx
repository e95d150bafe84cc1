// The country map widget: the shipped world outline, zoom levels 2 to 5, markers of the countries'
// payment counts that merge into clusters while they would overlap (re-clustered on every zoom).
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame, type FrameExtras } from './ChartFrame';
import type { EChartsType } from './echartsRegistry';
import { LazyEChart } from './LazyEChart';
import { clusterSeries, mapOption } from './mapOption';
import type { CountryCount } from './series';
import { mapTable } from './tables';

export const MAP_HEIGHT_PX = 360;

export function CountryMap({ title, countries, ...frame }: { title: string; countries: CountryCount[] } & FrameExtras) {
  const { i18n } = useTranslation('charts');
  const option = useMemo(() => mapOption(countries, MAP_HEIGHT_PX * 2), [countries]);
  const table = useMemo(() => mapTable(countries, i18n.language), [countries, i18n.language]);
  // Re-clustered for the drawn width and the current zoom, when drawn and after every zoom.
  const onView = useCallback(
    (chart: EChartsType) => {
      const geo = (chart.getOption() as { geo?: { zoom?: number }[] }).geo?.[0];
      chart.setOption({ series: [clusterSeries(countries, geo?.zoom ?? 1, chart.getWidth())] });
    },
    [countries],
  );
  return (
    <ChartFrame title={title} table={table} height={MAP_HEIGHT_PX} {...frame}>
      <LazyEChart option={option} height={MAP_HEIGHT_PX} onView={onView} />
    </ChartFrame>
  );
}
