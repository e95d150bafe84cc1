// ECharts option of the pie widget (pure: tested without a canvas).
import type { PieSlice } from './series';

/** The pie's diameter (spec 000 section 7: pie chart 222 px). */
export const PIE_SIZE_PX = 222;

export function pieOption(slices: PieSlice[]) {
  return {
    tooltip: { trigger: 'item' as const, formatter: '{b}: {c} %' },
    legend: { type: 'scroll' as const, orient: 'vertical' as const, right: 0, top: 'middle' as const },
    series: [
      {
        type: 'pie' as const,
        radius: PIE_SIZE_PX / 2,
        center: [PIE_SIZE_PX / 2, '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        // The server's percent, so the slices and the table's percent column agree.
        data: slices.map((s) => ({ name: s.name, value: s.percent })),
      },
    ],
  };
}
