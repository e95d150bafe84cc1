// Chart series as the dashboard widget calls return them (spec 000 section 3, 'Chart series').
// Amounts are decimal strings (as everywhere in the API); counts are numbers.

/** One slice of a pie: a payment method, a status... */
export interface PieSlice {
  name: string;
  percent: number;
  total_amount: string | number;
  total_payments: number;
  conversion: number;
}

/** x: a day 'YYYY-MM-DD', an hour 'YYYY-MM-DD HH:00' (or ...THH:mm), or an hour of the day 0-23. */
export interface XYPoint {
  x: string | number;
  y: number | string;
}

/** One line of a line chart, one bar group of a column chart. */
export interface XYSeries {
  name: string;
  data: XYPoint[];
}

/** Payments of one country (ISO 3166-1 alpha-2 code). */
export interface CountryCount {
  country: string;
  country_count: number;
}
