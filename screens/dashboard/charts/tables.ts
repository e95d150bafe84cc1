// The numbers of each chart as a table (issue 11 item 9, 'show as table'): the same series the chart
// draws, formatted like the lists (amounts with two decimals, percentages 'n %', empty cell '---').
import { formatValue } from '../../../engine';
import type { CountryCount, PieSlice, XYSeries } from './series';
import { xCategories, yValues } from './timeAxis';

export interface ChartTableData {
  /** Column headings: English text, translated where shown (namespace charts). */
  columns: string[];
  /** Whether a column's heading is a name from the data (a series name) rather than text to translate. */
  dataHeadings?: boolean[];
  rows: string[][];
}

export function pieTable(slices: PieSlice[]): ChartTableData {
  return {
    columns: ['Name', 'Share', 'Amount', 'Payments', 'Conversion'],
    rows: slices.map((s) => [
      s.name,
      formatValue(s.percent, 'percent'),
      formatValue(s.total_amount, 'amount'),
      String(s.total_payments),
      formatValue(s.conversion, 'percent'),
    ]),
  };
}

export function xyTable(series: XYSeries[], xHeading: string): ChartTableData {
  const categories = xCategories(series);
  const values = series.map((s) => yValues(s, categories));
  return {
    columns: [xHeading, ...series.map((s) => s.name)],
    dataHeadings: [false, ...series.map(() => true)],
    rows: categories.map((c, i) => [c, ...values.map((v) => formatValue(v[i]))]),
  };
}

export function countryName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export function mapTable(rows: CountryCount[], locale?: string): ChartTableData {
  return {
    columns: ['Country', 'Payments'],
    rows: [...rows].sort((a, b) => b.country_count - a.country_count).map((r) => [countryName(r.country, locale), String(r.country_count)]),
  };
}
