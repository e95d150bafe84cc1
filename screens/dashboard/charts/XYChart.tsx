// The line and column widgets: series over days, or over hours when the series is hourly.
import { useMemo } from 'react';
import { ChartFrame, type FrameExtras } from './ChartFrame';
import { LazyEChart } from './LazyEChart';
import type { EChartsOption } from './echartsRegistry';
import type { XYSeries } from './series';
import { xyTable } from './tables';
import { HOUR_SECONDS, timeUnitOf } from './timeAxis';
import { columnOption, lineOption } from './xyOption';

export const XY_CHART_HEIGHT_PX = 280;

interface XYChartProps extends FrameExtras {
  title: string;
  series: XYSeries[];
}

function XYChart({ title, series, build, ...frame }: XYChartProps & { build: (series: XYSeries[]) => EChartsOption }) {
  const option = useMemo(() => build(series), [build, series]);
  const table = useMemo(() => xyTable(series, timeUnitOf(series) === HOUR_SECONDS ? 'Hour' : 'Date'), [series]);
  return (
    <ChartFrame title={title} table={table} height={XY_CHART_HEIGHT_PX} {...frame}>
      <LazyEChart option={option} height={XY_CHART_HEIGHT_PX} />
    </ChartFrame>
  );
}

export function LineChart(props: XYChartProps) {
  return <XYChart {...props} build={lineOption} />;
}

export function ColumnChart(props: XYChartProps) {
  return <XYChart {...props} build={columnOption} />;
}
