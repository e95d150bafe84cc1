// The only module that imports ECharts: `echarts/core` with just the charts and components the
// dashboard draws, registered once. Imported only by EChart.tsx, which the chart components load
// lazily, so ECharts is a chunk of its own that the sign-in route never loads.
import { use as registerParts, init, registerMap, type EChartsType } from 'echarts/core';
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapContinuousComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import worldOutline from './world/outline.json';
import { WORLD_MAP } from './mapOption';

registerParts([PieChart, BarChart, LineChart, ScatterChart, GeoComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapContinuousComponent, SVGRenderer]);
registerMap(WORLD_MAP, worldOutline as Parameters<typeof registerMap>[1]);

export { init, type EChartsType };
/** What a chart draws (the option builders' results are checked against it where drawn). */
export type EChartsOption = Parameters<EChartsType['setOption']>[0];
