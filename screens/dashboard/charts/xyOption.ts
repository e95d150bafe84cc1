// ECharts options of the line and column widgets (pure: tested without a canvas).
import type { XYSeries } from './series';
import { xCategories, yValues } from './timeAxis';

/**
 * The column chart's colour legend (a visualMap) ends at the largest value but never above 7000
 * (spec 000 section 2.6, 'A column chart legend caps at 7000'; docs/decisions.md): taller columns take
 * the top colour and the legend's top reads '7000+'.
 */
export const COLUMN_LEGEND_CAP = 7000;

function axes(series: XYSeries[]) {
  const categories = xCategories(series);
  return {
    categories,
    // Hourly series read 'HH:00' (timeAxis.xLabel), so the axis needs no unit name.
    xAxis: { type: 'category' as const, data: categories, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value' as const },
  };
}

export function lineOption(series: XYSeries[]) {
  const { categories, xAxis, yAxis } = axes(series);
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0 },
    // ECharts 6 keeps the axis labels inside the container by default (grid.outerBoundsMode 'auto').
    grid: { left: 8, right: 8, bottom: 8, top: 32 },
    xAxis,
    yAxis,
    series: series.map((s) => ({ type: 'line' as const, name: s.name, data: yValues(s, categories), connectNulls: false })),
  };
}

/** The upper end of the column colour legend: the largest value, capped at COLUMN_LEGEND_CAP. */
export function columnLegendMax(series: XYSeries[]): number {
  const largest = Math.max(0, ...series.flatMap((s) => s.data.map((p) => Number(p.y) || 0)));
  return Math.min(largest, COLUMN_LEGEND_CAP);
}

export function columnOption(series: XYSeries[]) {
  const { categories, xAxis, yAxis } = axes(series);
  const max = columnLegendMax(series);
  const capped = series.some((s) => s.data.some((p) => Number(p.y) > COLUMN_LEGEND_CAP));
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0 },
    grid: { left: 8, right: 48, bottom: 8, top: 32 },
    xAxis,
    yAxis,
    visualMap: {
      type: 'continuous' as const,
      min: 0,
      max: Math.max(max, 1),
      right: 0,
      top: 'middle' as const,
      itemHeight: 120,
      calculable: false,
      text: [capped ? `${COLUMN_LEGEND_CAP}+` : String(max), '0'],
      inRange: { color: ['#a5d8ff', '#1864ab'] },
    },
    series: series.map((s) => ({ type: 'bar' as const, name: s.name, data: yValues(s, categories) })),
  };
}
