// Dashboard chart pieces for the dashboard page: charts (ECharts loads lazily, in its own chunk),
// their series types and the lazy-loading hook of the widgets.
export { PieChart } from './PieChart';
export { LineChart, ColumnChart } from './XYChart';
export { CountryMap } from './CountryMap';
export { useVisibleFetch } from './useVisibleFetch';
export type { PieSlice, XYPoint, XYSeries, CountryCount } from './series';
