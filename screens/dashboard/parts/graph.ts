// A widget reply's graph, sorted by chart type (its items are line/column series, pie slices or map
// points by the widget's type: schemas/endpoints/dashboard.json DashboardWidget).
import type { DashboardCountry, DashboardSeries, DashboardSlice, DashboardWidget } from '../../../engine';

type Item = DashboardWidget['graph'][number];

export const isSeries = (g: Item): g is DashboardSeries => 'data' in g;
export const isSlice = (g: Item): g is DashboardSlice => 'percent' in g;
export const isCountry = (g: Item): g is DashboardCountry => 'country' in g;
