// The dashboard's categories and widgets (spec 000 s.2.6 leaves their names open; docs/decisions.md
// "Dashboard categories and widgets"). A widget is a chart type, the measures of its totals and
// what its graph groups by. Ids are stable numbers: users' stored configurations name them.

/** Aggregates of a set of payments; the first five are summed in SQL, the rest derive from them. */
export type Measure = 'volume' | 'success' | 'attempts' | 'conversion' | 'average' | 'refunded' | 'refunds' | 'refund_rate';
export type MeasureFormat = 'amount' | 'count' | 'percent';
export type ChartType = 'line' | 'column' | 'pie' | 'map';
/** time: hours (ranges up to two days) or days; hour_of_day: 00..23; method: card scheme; country: payer's country. */
export type GroupBy = 'time' | 'hour_of_day' | 'method' | 'country';

export type WidgetDef = {
  id: number;
  category: string;
  name: string;
  type: ChartType;
  totals: Measure[];
  group: GroupBy;
  /** line/column: one series per measure; pie/map: the amount and count of each slice or country. */
  series: Measure[];
};

export type CategoryDef = { alias: string; name: string };

export const MEASURES: Record<Measure, { label: string; format: MeasureFormat }> = {
  volume: { label: 'Volume', format: 'amount' },
  success: { label: 'Successful payments', format: 'count' },
  attempts: { label: 'All payments', format: 'count' },
  conversion: { label: 'Conversion', format: 'percent' },
  average: { label: 'Average ticket', format: 'amount' },
  refunded: { label: 'Refunded', format: 'amount' },
  refunds: { label: 'Refunds', format: 'count' },
  refund_rate: { label: 'Refund rate', format: 'percent' },
};

export const CATEGORIES: CategoryDef[] = [
  { alias: 'payments', name: 'Payments' },
  { alias: 'refunds', name: 'Refunds' },
];

export const WIDGETS: WidgetDef[] = [
  { id: 1, category: 'payments', name: 'Volume', type: 'line', totals: ['volume', 'success'], group: 'time', series: ['volume'] },
  { id: 2, category: 'payments', name: 'Payments', type: 'column', totals: ['success', 'attempts'], group: 'time', series: ['success', 'attempts'] },
  { id: 3, category: 'payments', name: 'Conversion', type: 'line', totals: ['conversion'], group: 'time', series: ['conversion'] },
  { id: 4, category: 'payments', name: 'Average ticket', type: 'line', totals: ['average'], group: 'time', series: ['average'] },
  { id: 5, category: 'payments', name: 'Hours of day', type: 'column', totals: ['success'], group: 'hour_of_day', series: ['success'] },
  { id: 6, category: 'payments', name: 'Payment methods', type: 'pie', totals: ['volume', 'success'], group: 'method', series: ['volume', 'success'] },
  { id: 7, category: 'payments', name: 'Countries', type: 'map', totals: ['success'], group: 'country', series: ['volume', 'success'] },
  { id: 8, category: 'refunds', name: 'Refunded amount', type: 'line', totals: ['refunded', 'refunds'], group: 'time', series: ['refunded'] },
  { id: 9, category: 'refunds', name: 'Refund rate', type: 'column', totals: ['refund_rate'], group: 'time', series: ['refund_rate'] },
  { id: 10, category: 'refunds', name: 'Refunds by payment method', type: 'pie', totals: ['refunded', 'refunds'], group: 'method', series: ['refunded', 'refunds'] },
];

export const widgetById = (id: number): WidgetDef | undefined => WIDGETS.find((w) => w.id === id);
export const categoryByAlias = (alias: string): CategoryDef | undefined => CATEGORIES.find((c) => c.alias === alias);
export const widgetsOf = (category: string): WidgetDef[] => WIDGETS.filter((w) => w.category === category);
